/* rules.c - move checking and end-of-game test (Finn) */
#include <string.h>
#include <ctype.h>
#include "checker.h"

/* Explore every landing cell reachable by (long) jumps, recursively.
 * The moving piece has been lifted from the board copy already. */
static void explore_jumps(int *work, int pos, int *seen)
{
    int d;
    for (d = 0; d < 8; d++) {
        int step = DIRS[d];
        int k = 1, cell = pos + step;
        /* walk until the first piece in this direction */
        while (on_board(cell) && work[cell] == EMPTY) {
            cell += step;
            k++;
        }
        if (!on_board(cell)) continue;          /* nothing to jump over */
        /* cell holds the only piece, k steps away; need k empty cells behind it */
        {
            int i, land = cell, ok = 1;
            for (i = 0; i < k; i++) {
                land += step;
                if (!on_board(land) || work[land] != EMPTY) { ok = 0; break; }
            }
            if (ok && !seen[land]) {
                seen[land] = 1;
                explore_jumps(work, land, seen);
            }
        }
    }
}

/* Fill out[] with every cell the piece at 'from' may reach; returns count. */
int reachable_cells(const int *board, int from, int *out)
{
    int work[BOARD_LEN], seen[BOARD_LEN], near[BOARD_LEN];
    int d, n = 0, i;

    memcpy(work, board, sizeof(work));
    memset(seen, 0, sizeof(seen));
    memset(near, 0, sizeof(near));
    work[from] = EMPTY;            /* the piece is in the player's hand */

    for (d = 0; d < 8; d++) {
        int to = from + DIRS[d];
        if (on_board(to) && work[to] == EMPTY) near[to] = 1;
    }
    explore_jumps(work, from, seen);
    for (i = 0; i < BOARD_LEN; i++)
        if ((seen[i] || near[i]) && i != from) out[n++] = i;
    return n;
}

int legal_path(const int *board, int from, int to)
{
    int cells[BOARD_LEN], n, i;
    n = reachable_cells(board, from, cells);
    for (i = 0; i < n; i++)
        if (cells[i] == to) return 1;
    return 0;
}

/* Check one line typed by the user, in the order the spec asks for. */
int validate_move(const int *board, int player, const char *text, int *move)
{
    char buf[128];
    int len, start = 0, from, to;

    len = (int)strlen(text);
    while (len > 0 && isspace((unsigned char)text[len - 1])) len--;
    while (start < len && isspace((unsigned char)text[start])) start++;
    len -= start;
    if (len != 4 || len >= (int)sizeof(buf)) return ERR_FORMAT;
    memcpy(buf, text + start, 4);
    buf[4] = '\0';
    if (!isdigit((unsigned char)buf[0]) || !isdigit((unsigned char)buf[1]) ||
        !isdigit((unsigned char)buf[2]) || !isdigit((unsigned char)buf[3]) ||
        buf[0] == '0')
        return ERR_FORMAT;

    from = (buf[0] - '0') * 10 + (buf[1] - '0');
    to   = (buf[2] - '0') * 10 + (buf[3] - '0');
    *move = from * 100 + to;

    if (!on_board(from) || !on_board(to)) return ERR_OUT_OF_BOARD;
    if (board[from] != player)            return ERR_START;
    if (board[to] != EMPTY)               return ERR_END;
    if (!legal_path(board, from, to))     return ERR_RULE;
    return MOVE_OK;
}

const char *error_text(int code)
{
    switch (code) {
    case ERR_FORMAT:       return "Invalid input format, please input again:";
    case ERR_OUT_OF_BOARD: return "Input out of the game board, please input again:";
    case ERR_START:        return "Invalid starting location, please input again:";
    case ERR_END:          return "Invalid ending location, please input again:";
    default:               return "The move violates the game rule, please input again:";
    }
}

/* Is the camp of 'owner' completely filled, with at least one 'intruder' piece? */
int camp_filled_by(const int *board, int owner, int intruder)
{
    int pos, found = 0;
    for (pos = 11; pos <= 88; pos++) {
        if (!on_board(pos) || !in_camp(owner, pos)) continue;
        if (board[pos] == EMPTY) return 0;
        if (board[pos] == intruder) found = 1;
    }
    return found;
}

int check_game_over(const int *board, int blue_moves, int red_moves)
{
    if (camp_filled_by(board, RED, BLUE)) return GAME_BLUE_WIN;
    if (camp_filled_by(board, BLUE, RED)) return GAME_RED_WIN;
    if (blue_moves >= MAX_MOVES && red_moves >= MAX_MOVES) return GAME_DRAW;
    return GAME_CONTINUE;
}
