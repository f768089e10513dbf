/* ai.c -- Hank's computer player: no printing, does not touch the board. */
#include <stdlib.h>
#include <string.h>
#include "game.h"

/* how far a cell is from the corner this player is heading for */
static int distance_left(int player, int loc)
{
    int row = loc / 10, col = loc % 10;
    int dr = player == BLUE ? 8 - row : row - 1;
    int dc = player == BLUE ? 8 - col : col - 1;
    return dr + dc + (dr > dc ? dr - dc : dc - dr) / 2;
}

static int total_distance(int player, const int *board)
{
    int loc, sum = 0;
    for (loc = 11; loc <= 88; loc++)
        if (board[loc] == player)
            sum += distance_left(player, loc);
    return sum;
}

/* can the opponent win with one move from this position? */
static int opponent_threat(const int *board, int opponent)
{
    int from, n, i, targets[SIZE], copy[SIZE];
    for (from = 11; from <= 88; from++) {
        if (board[from] != opponent)
            continue;
        n = list_targets(board, from, targets);
        for (i = 0; i < n; i++) {
            memcpy(copy, board, sizeof(copy));
            copy[from] = EMPTY;
            copy[targets[i]] = opponent;
            if (has_won(copy, opponent))
                return 1;
        }
    }
    return 0;
}

int ai_player(int player, const int *board)
{
    int from, i, n, targets[SIZE], copy[SIZE];
    int best = 0, best_value = -1000000, value, count = 0;

    for (from = 11; from <= 88; from++) {
        if (board[from] != player)
            continue;
        n = list_targets(board, from, targets);
        for (i = 0; i < n; i++) {
            memcpy(copy, board, sizeof(copy));
            copy[from] = EMPTY;
            copy[targets[i]] = player;
            if (has_won(copy, player))
                return from * 100 + targets[i];
            value = -10 * total_distance(player, copy);
            if (has_won(copy, 3 - player))
                value -= 100000;
            else if (opponent_threat(copy, 3 - player))
                value -= 50000;
            value += rand() % 5;
            if (value > best_value) {
                best_value = value;
                best = from * 100 + targets[i];
                count = 1;
            } else if (value == best_value && rand() % (++count) == 0) {
                best = from * 100 + targets[i];
            }
        }
    }
    return best;
}
