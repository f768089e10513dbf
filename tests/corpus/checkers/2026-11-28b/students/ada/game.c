/*
 * game.c : board, move validation (with recursion for multi-jumps),
 *          end-of-game detection.
 */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <unistd.h>
#include "game.h"

static const int DR[8] = { -1, -1, -1,  0, 0,  1, 1, 1 };
static const int DC[8] = { -1,  0,  1, -1, 1, -1, 0, 1 };

static const int BLUE_CAMP[6] = { 11, 12, 13, 21, 22, 31 };
static const int RED_CAMP[6]  = { 88, 87, 86, 78, 77, 68 };

static int use_colour(void)
{
    static int cached = -1;
    if (cached < 0)
        cached = isatty(STDOUT_FILENO) ? 1 : 0;
    return cached;
}

int is_on_board(int loc)
{
    int r = loc / 10, c = loc % 10;
    return loc >= 11 && loc <= 88 && r >= 1 && r <= 8 && c >= 1 && c <= 8;
}

void init_board(int board[])
{
    int i;
    for (i = 0; i < BOARD_LEN; i++)
        board[i] = is_on_board(i) ? CELL_EMPTY : CELL_OFF;
    for (i = 0; i < 6; i++) {
        board[BLUE_CAMP[i]] = BLUE;
        board[RED_CAMP[i]]  = RED;
    }
}

void print_board(const int board[])
{
    int r, c;
    const char *sep = "      +---+---+---+---+---+---+---+---+";

    printf("\n        1   2   3   4   5   6   7   8\n%s\n", sep);
    for (r = 1; r <= 8; r++) {
        printf("    %d |", r);
        for (c = 1; c <= 8; c++) {
            int v = board[r * 10 + c];
            if (v == BLUE)
                printf(use_colour() ? " \033[1;34m#\033[0m |" : " # |");
            else if (v == RED)
                printf(use_colour() ? " \033[1;31mO\033[0m |" : " O |");
            else
                printf(" . |");
        }
        printf(" %d\n%s\n", r, sep);
    }
    printf("        1   2   3   4   5   6   7   8\n");
}

/* All landing cells of one jump from 'at' (plain or long distance jump):
 * walking in one direction we meet exactly one piece in the middle,
 * every other cell between lifting and landing cell is empty. */
static int jump_landings(const int b[], int at, int out[8])
{
    int d, n = 0;
    for (d = 0; d < 8; d++) {
        int r = at / 10, c = at % 10, k = 0, i, ok;
        /* find the first piece in this direction */
        do {
            k++;
            r += DR[d];
            c += DC[d];
        } while (r >= 1 && r <= 8 && c >= 1 && c <= 8 && b[r * 10 + c] == CELL_EMPTY);
        if (r < 1 || r > 8 || c < 1 || c > 8)
            continue;                       /* nobody to jump over */
        /* the piece is at distance k; cells k+1 .. 2k must be empty */
        ok = 1;
        for (i = k + 1; i <= 2 * k; i++) {
            int rr = at / 10 + DR[d] * i, cc = at % 10 + DC[d] * i;
            if (rr < 1 || rr > 8 || cc < 1 || cc > 8 || b[rr * 10 + cc] != CELL_EMPTY) {
                ok = 0;
                break;
            }
        }
        if (ok)
            out[n++] = (at / 10 + DR[d] * 2 * k) * 10 + (at % 10 + DC[d] * 2 * k);
    }
    return n;
}

/* recursive depth-first search over successive jumps */
static int jump_search(const int b[], int at, int target, int seen[])
{
    int land[8], n, i;
    if (at == target)
        return 1;
    seen[at] = 1;
    n = jump_landings(b, at, land);
    for (i = 0; i < n; i++)
        if (!seen[land[i]] && jump_search(b, land[i], target, seen))
            return 1;
    return 0;
}

int can_reach(const int board[], int from, int to)
{
    int tmp[BOARD_LEN], seen[BOARD_LEN];
    int dr = to / 10 - from / 10, dc = to % 10 - from % 10;

    if (from == to)
        return 0;
    if (dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1)
        return board[to] == CELL_EMPTY;     /* single step */

    /* the moving piece is lifted off the board while it jumps */
    memcpy(tmp, board, sizeof tmp);
    tmp[from] = CELL_EMPTY;
    memset(seen, 0, sizeof seen);
    return jump_search(tmp, from, to, seen);
}

const char *error_text(int code)
{
    switch (code) {
    case ERR_FORMAT:  return "Invalid input format, please input again:";
    case ERR_OUTSIDE: return "Input out of the game board, please input again:";
    case ERR_START:   return "Invalid starting location, please input again:";
    case ERR_END:     return "Invalid ending location, please input again:";
    case ERR_RULE:    return "The move violates the game rule, please input again:";
    }
    return "";
}

/* text is one input line already stripped of surrounding blanks */
int check_move(const int board[], int player, const char *text, int *move)
{
    int i, from, to;

    if (strlen(text) != 4)
        return ERR_FORMAT;
    for (i = 0; i < 4; i++)
        if (!isdigit((unsigned char)text[i]))
            return ERR_FORMAT;

    from = (text[0] - '0') * 10 + (text[1] - '0');
    to   = (text[2] - '0') * 10 + (text[3] - '0');
    if (!is_on_board(from) || !is_on_board(to))
        return ERR_OUTSIDE;
    if (board[from] != player)
        return ERR_START;
    if (board[to] != CELL_EMPTY)
        return ERR_END;
    if (!can_reach(board, from, to))
        return ERR_RULE;

    *move = from * 100 + to;
    return MOVE_OK;
}

static int camp_taken(const int board[], const int camp[6], int by)
{
    int i, mine = 0;
    for (i = 0; i < 6; i++) {
        if (board[camp[i]] == CELL_EMPTY)
            return 0;
        if (board[camp[i]] == by)
            mine = 1;
    }
    return mine;
}

/* called after every move, whoever made it */
int game_status(const int board[], int blue_moves, int red_moves)
{
    if (camp_taken(board, RED_CAMP, BLUE))
        return GAME_BLUE_WINS;
    if (camp_taken(board, BLUE_CAMP, RED))
        return GAME_RED_WINS;
    if (blue_moves >= MOVES_EACH && red_moves >= MOVES_EACH)
        return GAME_DRAW;
    return GAME_ON;
}

int list_legal_moves(const int board[], int player, int moves[], int max)
{
    int from, to, n = 0;
    for (from = 11; from <= 88; from++) {
        if (!is_on_board(from) || board[from] != player)
            continue;
        for (to = 11; to <= 88; to++) {
            if (!is_on_board(to) || board[to] != CELL_EMPTY)
                continue;
            if (can_reach(board, from, to) && n < max)
                moves[n++] = from * 100 + to;
        }
    }
    return n;
}
