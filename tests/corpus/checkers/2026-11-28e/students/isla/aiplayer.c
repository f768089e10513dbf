/* isla's computer player - tries the move that gets closest to the goal corner */
#include <stdlib.h>
#include <string.h>
#include "aiplayer.h"

static int progress(int player, int from, int to)
{
    int fr = from / 10, fc = from % 10, tr = to / 10, tc = to % 10;
    if (player == 1) return (tr + tc) - (fr + fc);
    return (fr + fc) - (tr + tc);
}

int ai_player(int player, const int *board)
{
    int from, to, best = 0, bestScore = -100000, score;
    int copy[89];
    for (from = 11; from <= 88; from++) {
        if (!isCell(from) || board[from] != player) continue;
        for (to = 11; to <= 88; to++) {
            if (!isCell(to) || board[to] != 0) continue;
            if (!canMove(board, from, to)) continue;
            memcpy(copy, board, sizeof(copy));
            copy[to] = player;
            copy[from] = 0;
            if (hasWon(copy, player)) return from * 100 + to;
            score = progress(player, from, to) * 10 + rand() % 10;
            if (hasWon(copy, 3 - player)) score -= 10000;
            if (score > bestScore) {
                bestScore = score;
                best = from * 100 + to;
            }
        }
    }
    return best;
}
