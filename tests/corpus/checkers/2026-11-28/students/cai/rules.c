/*
 * rules.c : Function #4 (check a move) and Function #5 (game over?)
 */
#include <string.h>
#include <ctype.h>
#include "checker.h"

static const int DIRS[8] = {-11, -10, -9, -1, 1, 9, 10, 11};

/*
 * Recursive search of every cell reachable from `pos` by jumps.
 * A jump goes along one of the eight directions: the cells before the
 * jumped piece are empty, the jumped piece sits exactly in the middle,
 * and the same number of empty cells follow it up to the landing cell.
 * `work` is a copy of the board in which the moving piece is lifted.
 */
static void jump_search(const int *work, int pos, int *seen)
{
    int d, k, i;
    for (d = 0; d < 8; d++) {
        int step = DIRS[d];
        /* find the first piece along this direction */
        for (k = 1; k <= 7; k++) {
            int cell = pos + k * step;
            if (!on_board(cell)) { k = 99; break; }
            if (work[cell] != EMPTY) break;
        }
        if (k > 7) continue;
        /* cells k+1 .. 2k must be on the board and empty */
        {
            int ok = 1, land = pos + 2 * k * step;
            for (i = k + 1; i <= 2 * k; i++) {
                int cell = pos + i * step;
                if (!on_board(cell) || work[cell] != EMPTY) { ok = 0; break; }
            }
            if (ok && !seen[land]) {
                seen[land] = 1;
                jump_search(work, land, seen);
            }
        }
    }
}

/* fills dest[] with every legal landing cell of the piece at `from` */
int list_destinations(const int *board, int from, int *dest)
{
    int work[BOARD_SIZE], seen[BOARD_SIZE];
    int n = 0, i, d;
    memcpy(work, board, sizeof(work));
    memset(seen, 0, sizeof(seen));
    work[from] = EMPTY;                 /* the piece is lifted */
    seen[from] = 1;
    jump_search(work, from, seen);
    for (d = 0; d < 8; d++) {
        int nb = from + DIRS[d];
        if (on_board(nb) && work[nb] == EMPTY) seen[nb] = 1;
    }
    for (i = 11; i <= 88; i++)
        if (i != from && seen[i] && on_board(i)) dest[n++] = i;
    return n;
}

int is_reachable(const int *board, int from, int to)
{
    int dest[64], n, i;
    n = list_destinations(board, from, dest);
    for (i = 0; i < n; i++)
        if (dest[i] == to) return 1;
    return 0;
}

/* checks (1)..(5) of Section 3.6, in this order */
int check_move(const int *board, int player, const char *token, int *move_out)
{
    int len = (int)strlen(token), i, move, from, to;
    if (len != 4 || token[0] == '0') return ERR_FORMAT;
    for (i = 0; i < 4; i++)
        if (!isdigit((unsigned char)token[i])) return ERR_FORMAT;
    move = (token[0] - '0') * 1000 + (token[1] - '0') * 100 +
           (token[2] - '0') * 10 + (token[3] - '0');
    from = move / 100;
    to = move % 100;
    if (!on_board(from) || !on_board(to)) return ERR_OUT_OF_BOARD;
    if (board[from] != player) return ERR_START;
    if (board[to] != EMPTY) return ERR_END;
    if (!is_reachable(board, from, to)) return ERR_RULE;
    *move_out = move;
    return MOVE_OK;
}

void apply_move(int *board, int move)
{
    int from = move / 100, to = move % 100;
    board[to] = board[from];
    board[from] = EMPTY;
}

/* does `player` win: opponent camp full, at least one of the cells is his */
static int camp_won(const int *board, int player)
{
    const int *camp = (player == BLUE) ? red_camp : blue_camp;
    int i, mine = 0;
    for (i = 0; i < 6; i++) {
        if (board[camp[i]] == EMPTY) return 0;
        if (board[camp[i]] == player) mine = 1;
    }
    return mine;
}

int check_game_over(const int *board, int mover, int blue_moves, int red_moves)
{
    int other = (mover == BLUE) ? RED : BLUE;
    if (camp_won(board, mover)) return mover == BLUE ? GAME_BLUE_WIN : GAME_RED_WIN;
    if (camp_won(board, other)) return other == BLUE ? GAME_BLUE_WIN : GAME_RED_WIN;
    if (blue_moves >= MAX_STEPS && red_moves >= MAX_STEPS) return GAME_DRAW;
    return GAME_CONTINUE;
}

const char *error_message(int err)
{
    switch (err) {
    case ERR_FORMAT:       return "Invalid input format, please input again:";
    case ERR_OUT_OF_BOARD: return "Input out of the game board, please input again:";
    case ERR_START:        return "Invalid starting location, please input again:";
    case ERR_END:          return "Invalid ending location, please input again:";
    default:               return "The move violates the game rule, please input again:";
    }
}
