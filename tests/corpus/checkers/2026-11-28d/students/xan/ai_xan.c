/* ai_xan.c -- computer player: best forward move, random among equals */
#include <stdlib.h>
#include "xan.h"

static int rowcol_gain(int from, int to, int player)
{
    int g = (to / 10 + to % 10) - (from / 10 + from % 10);
    return player == P_BLUE ? g : -g;
}

int ai_player(int player, const int *board)
{
    int cand[1024], score[1024], n = 0, best = -100, i, pick, from, to, cnt;
    for (from = 11; from <= 88; from++) {
        if (!cell_ok(from) || board[from] != player)
            continue;
        for (to = 11; to <= 88; to++) {
            if (!cell_ok(to) || board[to] != NONE || !reachable(board, from, to))
                continue;
            if (n < 1024) {
                int s = 4 * rowcol_gain(from, to, player);
                int b2[BOARD_LEN], k;
                for (k = 0; k < BOARD_LEN; k++)
                    b2[k] = board[k];
                b2[from] = NONE;
                b2[to] = player;
                if (win_for(b2, player))
                    s += 1000;
                /* pieces still at home should leave */
                for (k = 0; k < 6; k++)
                    if (CAMP[player][k] == from)
                        s += 2;
                cand[n] = from * 100 + to;
                score[n] = s;
                if (s > best)
                    best = s;
                n++;
            }
        }
    }
    if (n == 0)
        return 0;
    cnt = 0;
    for (i = 0; i < n; i++)
        if (score[i] == best)
            cnt++;
    pick = rand() % cnt;
    for (i = 0; i < n; i++)
        if (score[i] == best && pick-- == 0)
            return cand[i];
    return cand[0];
}
