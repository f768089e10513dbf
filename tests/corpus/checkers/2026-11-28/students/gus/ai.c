// computer player for Chinese Checker -- gus
// Greedy: biggest decrease of the Manhattan distance to the far corner,
// ties broken by the larger jump, then at random. No output here.
#include <stdlib.h>
#include <stdbool.h>

bool on_board(int loc);
void destinations(const int *board, int from, bool *dest);

static int to_go(int player, int loc)
{
    int r = loc / 10, c = loc % 10;
    return player == 1 ? (8 - r) + (8 - c) : (r - 1) + (c - 1);
}

static bool in_goal(int player, int loc)
{
    int r = loc / 10, c = loc % 10;
    return player == 1 ? (r + c >= 14) : (r + c <= 4);
}

int ai_player(int player, const int *board)
{
    int best = 0, best_gain = -100, best_len = -1, ties = 0;
    bool dest[89];
    for (int from = 11; from <= 88; from++) {
        if (!on_board(from) || board[from] != player)
            continue;
        destinations(board, from, dest);
        for (int to = 11; to <= 88; to++) {
            if (!dest[to])
                continue;
            int gain = to_go(player, from) - to_go(player, to);
            if (in_goal(player, from) && !in_goal(player, to))
                gain -= 5;
            int len = abs(to / 10 - from / 10) + abs(to % 10 - from % 10);
            if (gain > best_gain || (gain == best_gain && len > best_len)) {
                best_gain = gain;
                best_len = len;
                best = from * 100 + to;
                ties = 1;
            } else if (gain == best_gain && len == best_len && rand() % ++ties == 0) {
                best = from * 100 + to;
            }
        }
    }
    return best;
}
