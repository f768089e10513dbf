/* ai.c -- computer player for the Chinese Checker project.
 * Picks the move that brings its pieces closest (sum of squared distances)
 * to the opposite corner.  Random choice among equally good moves.
 * Never prints anything and never changes the board it gets. */
#include <stdlib.h>
#include <string.h>
#include "ai.h"
#include "game.h"

static int distance(int loc, int player)
{
    int r = loc / 10, c = loc % 10;
    int tr = player == BLUE ? 8 : 1, tc = tr;
    int dr = abs(r - tr), dc = abs(c - tc);
    return dr > dc ? dr : dc;           /* king distance */
}

static int score_board(const int board[], int player)
{
    int loc, s = 0;
    for (loc = 11; loc <= 88; loc++)
        if (inside(loc) && board[loc] == player) {
            int d = distance(loc, player);
            s += d * d;
            if (in_camp(loc, 3 - player))
                s -= 6;
        }
    return s;                           /* lower is better */
}

int ai_player(int player, const int *board)
{
    int from, to, best_move = 0, best_score = 1 << 30, count = 0;
    int copy[SIZE];

    for (from = 11; from <= 88; from++) {
        if (!inside(from) || board[from] != player)
            continue;
        for (to = 11; to <= 88; to++) {
            int s, over;
            if (!inside(to) || board[to] != 0 || !valid_path(board, from, to))
                continue;
            memcpy(copy, board, sizeof(copy));
            copy[to] = player;
            copy[from] = 0;
            over = check_game_over(copy, 0, 0);
            if (over == player)
                return from * 100 + to;
            s = score_board(copy, player);
            if (over == 3 - player)
                s += 100000;
            if (s < best_score) {
                best_score = s;
                best_move = from * 100 + to;
                count = 1;
            } else if (s == best_score) {
                count++;
                if (rand() % count == 0)
                    best_move = from * 100 + to;
            }
        }
    }
    return best_move;
}
