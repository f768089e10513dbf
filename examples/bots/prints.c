/*
 * Prints while it thinks, which the spec forbids (section 4.3), then plays a legal move:
 * the step or single jump that gains most towards the opposite corner.
 */
#include <stdio.h>

static int on_board_prints(int loc) {
    int row = loc / 10, col = loc % 10;
    return row >= 1 && row <= 8 && col >= 1 && col <= 8;
}

int ai_player_prints(int player, const int *board) {
    static const int steps[8] = {1, -1, 10, -10, 11, -11, 9, -9};
    int best_gain = -100, best_move = -1;
    printf("thinking as player %d\n", player);
    for (int from = 11; from <= 88; from++) {
        if (!on_board_prints(from) || board[from] != player) {
            continue;
        }
        for (int d = 0; d < 8; d++) {
            int to = from + steps[d];
            if (on_board_prints(to) && board[to] != 0) {
                to += steps[d]; /* a jump over the piece */
            }
            if (!on_board_prints(to) || board[to] != 0) {
                continue;
            }
            int gain = (player == 1 ? 1 : -1) * ((to / 10 + to % 10) - (from / 10 + from % 10));
            if (gain > best_gain) {
                best_gain = gain;
                best_move = from * 100 + to;
            }
        }
    }
    return best_move;
}
