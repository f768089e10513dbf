/* ai.c - computer player: likes long jumps towards the enemy corner */
#include <stdlib.h>
#include "game.h"

int ai_player(int player, const int *board)
{
    int from, to, best = 0, best_val = -1000, same = 0;
    for (from = 11; from <= 88; from++) {
        if (cell(board, from / 10, from % 10) != player)
            continue;
        for (to = 11; to <= 88; to++) {
            int gain, val;
            if (cell(board, to / 10, to % 10) != EMPTY || !legal_path(board, from, to))
                continue;
            gain = (to / 10 + to % 10) - (from / 10 + from % 10);
            if (player == RED)
                gain = -gain;
            val = 4 * gain;
            if (home_of(from) == 3 - player && home_of(to) != 3 - player)
                val -= 50;                    /* stay in the enemy camp */
            if (home_of(to) == 3 - player)
                val += 3;
            val += rand() % 3;                /* a bit of variety */
            if (val > best_val) {
                best_val = val;
                best = from * 100 + to;
                same = 1;
            } else if (val == best_val && rand() % ++same == 0) {
                best = from * 100 + to;
            }
        }
    }
    return best;
}
