/*
 * ai.c : the computer player.
 *
 * Strategy: look at every legal move, score the resulting position and keep
 * the best one (ties broken at random).  The score rewards progress towards
 * the far corner, pieces already sitting in the target camp and punishes
 * pieces that are left far behind.  A move that wins is taken at once, a move
 * that hands the win to the opponent is avoided.
 * No printing in here (tournament rule).
 */
#include <stdlib.h>
#include <string.h>
#include "ai.h"
#include "board.h"
#include "rules.h"

#define MAX_LIST 512

/* progress of a piece: 2 at its own corner .. 16 at the target corner */
static int progress(int player, int loc)
{
    int s = loc / 10 + loc % 10;
    return player == CELL_BLUE ? s : 18 - s;
}

static long evaluate(int player, const int *board)
{
    long score = 0;
    int loc, worst = 99, in_target = 0, left_home = 0;
    for (loc = 11; loc <= 88; loc++) {
        int p;
        if (!is_on_board(loc / 10, loc % 10) || board[loc] != player)
            continue;
        p = progress(player, loc);
        score += 10L * p;
        if (p < worst)
            worst = p;
        if (in_camp(loc, 3 - player))
            in_target++;
        if (!in_camp(loc, player))
            left_home++;
    }
    score += 25L * in_target + 5L * left_home;
    score += 4L * worst;               /* do not leave a straggler behind */
    return score;
}

int ai_player(int player, const int *board)
{
    int moves[MAX_LIST];
    int copy[BOARD_LEN];
    int n, i, best = 0, ties = 0;
    long best_score = -1000000000L;
    int done_moves = 0;   /* the caller keeps the real counters; assume 0 */

    n = collect_moves(board, player, moves, MAX_LIST);
    if (n == 0)
        return 0;
    for (i = 0; i < n; i++) {
        long s;
        int st;
        memcpy(copy, board, sizeof(copy));
        make_move(copy, moves[i]);
        st = game_status(copy, done_moves, done_moves);
        if ((st == GAME_BLUE_WINS && player == CELL_BLUE) ||
            (st == GAME_RED_WINS && player == CELL_RED))
            return moves[i];
        if (st == GAME_BLUE_WINS || st == GAME_RED_WINS)
            s = -1000000L;
        else
            s = evaluate(player, copy);
        /* do not pull pieces back out of the target camp */
        if (in_camp(moves[i] / 100, 3 - player) && !in_camp(moves[i] % 100, 3 - player))
            s -= 60;
        if (s > best_score) {
            best_score = s;
            best = moves[i];
            ties = 1;
        } else if (s == best_score) {
            ties++;
            if (rand() % ties == 0)
                best = moves[i];
        }
    }
    return best;
}
