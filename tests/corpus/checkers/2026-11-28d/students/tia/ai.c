/*
 * ai.c : a greedy computer player with a one-move safety check.
 *
 *  1. if some move wins at once, play it;
 *  2. otherwise score every legal move by the total distance of our
 *     pieces to the far corner (smaller is better), with an extra cost
 *     for the piece that lags furthest behind;
 *  3. never hand the opponent an immediate win if it can be avoided;
 *  4. ties are broken at random.
 * No printing in here (tournament rule).
 */
#include <stdlib.h>
#include <string.h>
#include "ai.h"
#include "board.h"
#include "rules.h"

#define MAX_LIST 1024

typedef struct {
    int from, to;
} Move;

static int gen_moves(const int *board, int player, Move *list)
{
    int loc, n = 0, k, cnt;
    int dest[64];
    for (loc = 11; loc <= 88; loc++) {
        if (!is_on_board(loc) || board[loc] != player)
            continue;
        cnt = reachable_cells(board, loc, dest);
        for (k = 0; k < cnt && n < MAX_LIST; k++) {
            list[n].from = loc;
            list[n].to = dest[k];
            n++;
        }
    }
    return n;
}

static int distance_home(int loc, int player)
{
    int r = loc / 10, c = loc % 10;
    if (player == BLUE)
        return (8 - r) + (8 - c);
    return (r - 1) + (c - 1);
}

static double evaluate(const int *board, int player)
{
    int loc, sum = 0, worst = 0;
    for (loc = 11; loc <= 88; loc++) {
        if (is_on_board(loc) && board[loc] == player) {
            int d = distance_home(loc, player);
            sum += d;
            if (d > worst)
                worst = d;
        }
    }
    return -(double)sum - 0.3 * worst;
}

static int opponent_can_win(const int *board, int opp)
{
    static Move list[MAX_LIST];
    int tmp[BOARD_SIZE];
    int n, i;
    n = gen_moves(board, opp, list);
    for (i = 0; i < n; i++) {
        memcpy(tmp, board, sizeof(tmp));
        tmp[list[i].to] = tmp[list[i].from];
        tmp[list[i].from] = EMPTY;
        if (player_wins(tmp, opp))
            return 1;
    }
    return 0;
}

int ai_player(int player, const int *board)
{
    static Move list[MAX_LIST];
    int tmp[BOARD_SIZE];
    int n, i, best = -1;
    double best_score = -1e18;

    n = gen_moves(board, player, list);
    if (n == 0)
        return 0;

    for (i = 0; i < n; i++) {
        double s;
        memcpy(tmp, board, sizeof(tmp));
        tmp[list[i].to] = player;
        tmp[list[i].from] = EMPTY;
        if (player_wins(tmp, player))
            return list[i].from * 100 + list[i].to;
        s = evaluate(tmp, player);
        if (opponent_can_win(tmp, opponent(player)))
            s -= 1000.0;
        s += (rand() % 1000) / 10000.0;     /* tiny noise breaks ties */
        if (s > best_score) {
            best_score = s;
            best = i;
        }
    }
    return list[best].from * 100 + list[best].to;
}
