/* ai.c - computer player for the Chinese Checker project (cy)
 * Greedy: prefer the move that brings a piece furthest forward; among
 * equally good ones prefer moving a piece that is far behind. */
#include <stdlib.h>
#include "checker.h"

static int behind(int player, int pos)
{
    int r = pos / 10, c = pos % 10;
    return player == BLUE ? 16 - r - c : r + c - 2;
}

int ai_player(int player, const int *board)
{
    int from, to, best = 0, bestScore = -1000, count = 0;

    for (from = 11; from <= 88; from++) {
        if (!inside(from) || board[from] != player)
            continue;
        for (to = 11; to <= 88; to++) {
            int score;
            if (!inside(to) || board[to] != EMPTY || !canMove(board, from, to))
                continue;
            score = 10 * (behind(player, from) - behind(player, to)) + behind(player, from);
            if (behind(player, to) <= 2)
                score += 5;          /* landing in the target camp */
            if (behind(player, from) <= 2 && behind(player, to) > 2)
                score -= 50;         /* do not leave the target camp */
            if (score > bestScore) {
                bestScore = score;
                best = from * 100 + to;
                count = 1;
            } else if (score == bestScore && rand() % (++count) == 0) {
                best = from * 100 + to;
            }
        }
    }
    return best;
}
