/*
 * ai.c : the computer player  int ai_player(int player, const int *board)
 * Greedy one-ply search: every legal move is scored by how far it brings
 * the piece towards the opponent's corner, with bonuses for entering the
 * target camp and for moving the piece that lags furthest behind.
 * No printing in here (tournament rule).
 */
#include <stdlib.h>
#include <time.h>
#include "checker.h"

void ai_seed(void)
{
    const char *s = getenv("SEED");
    if (s != NULL && *s != '\0')
        srand((unsigned)strtoul(s, NULL, 10));
    else
        srand((unsigned)time(NULL));
}

/* distance (in rows + columns) still to travel to the far corner */
static int remaining(int player, int loc)
{
    int r = loc / 10, c = loc % 10;
    return (player == BLUE) ? (8 - r) + (8 - c) : (r - 1) + (c - 1);
}

static int in_target(int player, int loc)
{
    const int *camp = (player == BLUE) ? red_camp : blue_camp;
    int i;
    for (i = 0; i < 6; i++)
        if (camp[i] == loc) return 1;
    return 0;
}

int ai_player(int player, const int *board)
{
    int best_move = 0, best_score = -1000000, ties = 0;
    int from, worst = -1, i;

    /* which piece lags furthest behind? */
    for (from = 11; from <= 88; from++)
        if (on_board(from) && board[from] == player && remaining(player, from) > worst)
            worst = remaining(player, from);

    for (from = 11; from <= 88; from++) {
        int dest[64], n;
        if (!on_board(from) || board[from] != player) continue;
        n = list_destinations(board, from, dest);
        for (i = 0; i < n; i++) {
            int to = dest[i];
            int score = 10 * (remaining(player, from) - remaining(player, to));
            if (in_target(player, to) && !in_target(player, from)) score += 6;
            if (in_target(player, from) && !in_target(player, to)) score -= 12;
            if (remaining(player, from) == worst) score += 3;
            if (score > best_score) {
                best_score = score;
                best_move = from * 100 + to;
                ties = 1;
            } else if (score == best_score) {
                ties++;
                if (rand() % ties == 0) best_move = from * 100 + to;
            }
        }
    }
    return best_move;   /* 0 only if no piece can move at all */
}
