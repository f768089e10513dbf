/* ai.c -- val's computer player.
   Looks at every legal move, scores the board after it, takes the best.
   Score: total distance of my pieces from the far corner (less is better),
   the worst straggler counts double, winning moves win at once. */
#include <stdlib.h>
#include <string.h>
#include "game.h"

static int dist_to_goal(int loc, int player)
{
    int r = loc / 10, c = loc % 10;
    return player == BLUE ? (8 - r) + (8 - c) : (r - 1) + (c - 1);
}

static int score_board(const int b[], int player)
{
    int loc, total = 0, worst = 0, d;
    if (has_won(b, player))
        return 100000;
    for (loc = 11; loc <= 88; loc++) {
        if (inside(loc) && b[loc] == player) {
            d = dist_to_goal(loc, player);
            total += d;
            if (d > worst)
                worst = d;
        }
    }
    return -(4 * total + 4 * worst);
}

int ai_player(int player, const int *board)
{
    int b[SIZE], targets[64];
    int from, i, n, s, best = -1000000000, move = 0, count = 0;

    for (from = 11; from <= 88; from++) {
        if (!inside(from) || board[from] != player)
            continue;
        n = list_targets(board, from, targets);
        for (i = 0; i < n; i++) {
            memcpy(b, board, sizeof(b));
            b[from] = 0;
            b[targets[i]] = player;
            s = score_board(b, player) + rand() % 3;
            if (s > best) {
                best = s;
                move = from * 100 + targets[i];
                count = 1;
            } else if (s == best) {
                count++;
                if (rand() % count == 0)
                    move = from * 100 + targets[i];
            }
        }
    }
    return move;
}
