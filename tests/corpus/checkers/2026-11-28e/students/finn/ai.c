/* ai.c - Finn's computer player.
 * Greedy: win at once if possible, never hand the opponent an immediate win
 * if it can be avoided, otherwise push pieces toward the far corner. */
#include <stdlib.h>
#include <string.h>
#include "checker.h"

static int corner_distance(int player, int pos)
{
    int r = pos / 10, c = pos % 10;
    if (player == BLUE) return (8 - r) + (8 - c);
    return (r - 1) + (c - 1);
}

static int evaluate(int player, const int *board)
{
    int pos, score = 0;
    for (pos = 11; pos <= 88; pos++) {
        if (!on_board(pos) || board[pos] != player) continue;
        score -= corner_distance(player, pos) * 10;
        if (in_camp(3 - player, pos)) score += 25;
        /* pieces left at home are a liability */
        if (in_camp(player, pos)) score -= 8;
    }
    return score;
}

static int someone_wins(const int *board, int player)
{
    return camp_filled_by(board, 3 - player, player);
}

static int opponent_can_win(const int *board, int player)
{
    int opp = 3 - player, from, cells[BOARD_LEN], n, i;
    int tmp[BOARD_LEN];
    for (from = 11; from <= 88; from++) {
        if (!on_board(from) || board[from] != opp) continue;
        n = reachable_cells(board, from, cells);
        for (i = 0; i < n; i++) {
            memcpy(tmp, board, sizeof(tmp));
            tmp[cells[i]] = opp;
            tmp[from] = EMPTY;
            if (someone_wins(tmp, opp)) return 1;
        }
    }
    return 0;
}

int ai_player(int player, const int *board)
{
    int work[BOARD_LEN], cells[BOARD_LEN];
    int from, i, n, best_move = 0, best_score = -1000000000, ties = 0;

    for (from = 11; from <= 88; from++) {
        if (!on_board(from) || board[from] != player) continue;
        n = reachable_cells(board, from, cells);
        for (i = 0; i < n; i++) {
            int to = cells[i], score;
            memcpy(work, board, sizeof(work));
            work[from] = EMPTY;
            work[to] = player;
            if (someone_wins(work, player)) return from * 100 + to;
            /* moving into our own camp so that the enemy completes it loses */
            if (someone_wins(work, 3 - player)) score = -900000;
            else {
                score = evaluate(player, work) + rand() % 7;
                if (opponent_can_win(work, player)) score -= 500000;
            }
            if (score > best_score) {
                best_score = score;
                best_move = from * 100 + to;
                ties = 1;
            } else if (score == best_score && rand() % (++ties) == 0) {
                best_move = from * 100 + to;
            }
        }
    }
    return best_move;
}
