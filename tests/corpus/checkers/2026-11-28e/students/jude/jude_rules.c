/* MOVE RULES + COMPUTER PLAYER (JUDE) */
#include <stdlib.h>
#include <string.h>
#include "jude.h"

/* the 8 directions: up-left, up, up-right, left, right, down-left, down, down-right */
static const int DIR[8] = {-11, -10, -9, -1, 1, 9, 10, 11};

int inside(int pos)
{
    return pos >= 11 && pos <= 88 && pos % 10 != 0 && pos % 10 != 9;
}

/* recursion: mark every cell reachable by jumping from pos.
 * A jump goes in a straight line over exactly one piece that sits in the
 * middle: n empty cells, the piece, n empty cells, then we land. */
static void jump(const int b[], int pos, int mark[])
{
    int k, d, n, cell, land, ok;
    for (k = 0; k < 8; k++) {
        d = DIR[k];
        n = 0;
        cell = pos + d;
        while (inside(cell) && b[cell] == 0) {
            cell += d;
            n++;
        }
        if (!inside(cell))
            continue;
        ok = 1;
        land = cell;
        for (; n >= 0; n--) {
            land += d;
            if (!inside(land) || b[land] != 0) {
                ok = 0;
                break;
            }
        }
        if (ok && !mark[land]) {
            mark[land] = 1;
            jump(b, land, mark);
        }
    }
}

int valid_move(const int board[], int from, int to)
{
    int b[89], mark[89];
    int dr = to / 10 - from / 10, dc = to % 10 - from % 10;
    if (dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1)
        return 1;                       /* single step, 'to' is empty */
    memcpy(b, board, sizeof(b));
    b[from] = 0;
    memset(mark, 0, sizeof(mark));
    jump(b, from, mark);
    return mark[to];
}

/* player wins when the other camp is full of his pieces */
int winner(const int board[], int player)
{
    static const int camp[3][6] = {{0}, {88, 87, 86, 78, 77, 68}, {11, 12, 13, 21, 22, 31}};
    int i;
    for (i = 0; i < 6; i++)
        if (board[camp[player][i]] != player)
            return 0;
    return 1;
}

/* COMPUTER: take a winning move, else the move that goes furthest */
int ai_player(int player, const int *board)
{
    int from, to, b[89], best = 0, score, bestscore = -100000, ties = 0;
    for (from = 11; from <= 88; from++) {
        if (!inside(from) || board[from] != player)
            continue;
        for (to = 11; to <= 88; to++) {
            if (!inside(to) || board[to] != 0 || !valid_move(board, from, to))
                continue;
            memcpy(b, board, sizeof(b));
            b[to] = player;
            b[from] = 0;
            if (winner(b, player))
                return from * 100 + to;
            if (player == 1)
                score = (to / 10 + to % 10) - (from / 10 + from % 10);
            else
                score = (from / 10 + from % 10) - (to / 10 + to % 10);
            score *= 3;
            if (winner(b, 3 - player))
                score = -9999;
            if (score > bestscore) {
                bestscore = score;
                best = from * 100 + to;
                ties = 1;
            } else if (score == bestscore && rand() % (++ties) == 0) {
                best = from * 100 + to;
            }
        }
    }
    return best;
}
