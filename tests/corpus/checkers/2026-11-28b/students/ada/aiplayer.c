/*
 * aiplayer.c : a greedy one-ply computer player.
 * It never prints anything and never writes into the board it is given.
 */
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "aiplayer.h"

/* distance of a piece of 'player' from the far corner it races to */
static int dist_home(int player, int loc)
{
    int r = loc / 10, c = loc % 10;
    return player == BLUE ? (8 - r) + (8 - c) : (r - 1) + (c - 1);
}

static int evaluate(int player, const int b[])
{
    int loc, sum = 0, worst = 0;
    for (loc = 11; loc <= 88; loc++) {
        if (b[loc] == player) {
            int d = dist_home(player, loc);
            sum += d;
            if (d > worst)
                worst = d;
        }
    }
    return -(4 * sum + worst);
}

int ai_player(int player, const int *board)
{
    int moves[MAX_LEGAL];
    int work[BOARD_LEN];
    int n, i, best = 0, best_score = 0, ties = 0;

    n = list_legal_moves(board, player, moves, MAX_LEGAL);
    if (n == 0)
        return 0;                       /* no legal move at all */

    for (i = 0; i < n; i++) {
        int from = moves[i] / 100, to = moves[i] % 100, score, st;
        memcpy(work, board, sizeof work);
        work[from] = CELL_EMPTY;
        work[to] = player;
        score = evaluate(player, work);
        st = game_status(work, 0, 0);
        if ((player == BLUE && st == GAME_BLUE_WINS) || (player == RED && st == GAME_RED_WINS))
            score += 1000000;
        if (i == 0 || score > best_score) {
            best = moves[i];
            best_score = score;
            ties = 1;
        } else if (score == best_score) {
            ties++;
            if (rand() % ties == 0)      /* reservoir pick among equal moves */
                best = moves[i];
        }
    }
    return best;
}
