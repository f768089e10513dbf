/*
 * Links the library's ai_player and checks its answers on the initial board: for each player
 * a four-digit move whose start holds the player's piece and whose end is empty, both on the
 * board; the board unchanged; -1 for bad arguments. Exits 0 when every check passes.
 */
#include <stdio.h>
#include <string.h>

#include "ai_player.h"

static int on_board(int loc) {
    int row = loc / 10, col = loc % 10;
    return row >= 1 && row <= 8 && col >= 1 && col <= 8;
}

static void initial_board(int board[89]) {
    static const int blue[6] = {11, 12, 13, 21, 22, 31};
    static const int red[6] = {88, 87, 86, 78, 77, 68};
    for (int i = 0; i < 89; i++) {
        board[i] = on_board(i) ? 0 : -1;
    }
    for (int i = 0; i < 6; i++) {
        board[blue[i]] = 1;
        board[red[i]] = 2;
    }
}

int main(void) {
    int board[89], copy[89];
    int failures = 0;
    initial_board(board);
    memcpy(copy, board, sizeof board);
    for (int player = 1; player <= 2; player++) {
        int move = ai_player(player, board);
        int from = move / 100, to = move % 100;
        if (move < 1000 || move > 9999 || !on_board(from) || !on_board(to) ||
            board[from] != player || board[to] != 0) {
            fprintf(stderr, "player %d: bad move %d\n", player, move);
            failures++;
        }
        if (memcmp(copy, board, sizeof board) != 0) {
            fprintf(stderr, "player %d: the board was modified\n", player);
            failures++;
        }
    }
    if (ai_player(3, board) != -1 || ai_player(0, board) != -1 || ai_player(1, NULL) != -1) {
        fprintf(stderr, "bad arguments were not answered with -1\n");
        failures++;
    }
    board[0] = 5;
    if (ai_player(1, board) != -1) {
        fprintf(stderr, "an invalid board was not answered with -1\n");
        failures++;
    }
    if (failures == 0) {
        printf("ai_player_check: ok\n");
    }
    return failures == 0 ? 0 : 1;
}
