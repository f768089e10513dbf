/*
 * rules.c : everything about legal moves and the end of the game.
 */
#include <string.h>
#include <ctype.h>
#include "rules.h"

/* the eight directions in the 10-wide numbering */
static const int DIRS[8] = { -11, -10, -9, -1, 1, 9, 10, 11 };

const char *error_message(int err)
{
    switch (err) {
    case ERR_FORMAT:  return "Invalid input format, please input again:";
    case ERR_OUTSIDE: return "Input out of the game board, please input again:";
    case ERR_START:   return "Invalid starting location, please input again:";
    case ERR_END:     return "Invalid ending location, please input again:";
    case ERR_RULE:    return "The move violates the game rule, please input again:";
    default:          return "";
    }
}

/*
 * Recursive flood fill over jumps.  'b' is a private copy in which the
 * moving piece has already been lifted from its starting cell.
 * A jump goes along one of the 8 directions: the first piece met on the
 * line must be exactly in the middle, every other cell between lifting
 * and landing cell must be empty and the landing cell must be empty.
 */
static void explore_jumps(const int *b, int pos, int seen[BOARD_SIZE])
{
    int d, k, j;
    for (d = 0; d < 8; d++) {
        int dir = DIRS[d];
        for (k = 1; ; k++) {
            int mid = pos + k * dir;
            int land, clear = 1;
            if (!is_on_board(mid))
                break;
            if (b[mid] == EMPTY)
                continue;               /* still looking for the middle piece */
            /* b[mid] holds a piece: k-1 empty cells after it, then landing */
            for (j = 1; j < k; j++) {
                int c = mid + j * dir;
                if (!is_on_board(c) || b[c] != EMPTY) {
                    clear = 0;
                    break;
                }
            }
            land = pos + 2 * k * dir;
            if (clear && is_on_board(land) && b[land] == EMPTY && !seen[land]) {
                seen[land] = 1;
                explore_jumps(b, land, seen);
            }
            break;                      /* only the first piece on a line counts */
        }
    }
}

static void collect(const int *board, int from, int seen[BOARD_SIZE])
{
    int copy[BOARD_SIZE];
    int d;
    memset(seen, 0, sizeof(int) * BOARD_SIZE);
    memcpy(copy, board, sizeof(copy));
    copy[from] = EMPTY;                 /* the piece is lifted while moving */

    for (d = 0; d < 8; d++) {           /* single steps */
        int n = from + DIRS[d];
        if (is_on_board(n) && copy[n] == EMPTY)
            seen[n] = 1;
    }
    explore_jumps(copy, from, seen);    /* single / long / multi jumps */
    seen[from] = 0;                     /* staying put is not a move */
}

int reachable_cells(const int *board, int from, int out[64])
{
    int seen[BOARD_SIZE];
    int i, n = 0;
    collect(board, from, seen);
    for (i = 11; i <= 88; i++)
        if (is_on_board(i) && seen[i])
            out[n++] = i;
    return n;
}

int is_legal_move(const int *board, int from, int to)
{
    int seen[BOARD_SIZE];
    if (!is_on_board(from) || !is_on_board(to))
        return 0;
    collect(board, from, seen);
    return seen[to];
}

int check_move_code(const int *board, int player, int code, int *from, int *to)
{
    int r1 = code / 1000, c1 = code / 100 % 10;
    int r2 = code / 10 % 10, c2 = code % 10;
    if (code < 0 || code > 9999)
        return ERR_FORMAT;
    if (r1 < 1 || r1 > 8 || c1 < 1 || c1 > 8 || r2 < 1 || r2 > 8 || c2 < 1 || c2 > 8)
        return ERR_OUTSIDE;
    *from = r1 * 10 + c1;
    *to = r2 * 10 + c2;
    if (board[*from] != player)
        return ERR_START;
    if (board[*to] != EMPTY)
        return ERR_END;
    if (!is_legal_move(board, *from, *to))
        return ERR_RULE;
    return MOVE_OK;
}

/* a four-digit integer: exactly four digit characters (leading/trailing
 * blanks ignored).  "0123" therefore passes the format test and is then
 * reported as being outside the board. */
int parse_and_check(const int *board, int player, const char *text, int *from, int *to)
{
    char tok[8];
    size_t len;
    int i, code = 0;

    while (*text && isspace((unsigned char)*text))
        text++;
    len = strlen(text);
    while (len > 0 && isspace((unsigned char)text[len - 1]))
        len--;
    if (len != 4)
        return ERR_FORMAT;
    memcpy(tok, text, 4);
    tok[4] = '\0';
    for (i = 0; i < 4; i++) {
        if (!isdigit((unsigned char)tok[i]))
            return ERR_FORMAT;
        code = code * 10 + (tok[i] - '0');
    }
    return check_move_code(board, player, code, from, to);
}

int player_wins(const int *board, int player)
{
    int target = opponent(player);     /* we must invade the other camp */
    int i, mine = 0;
    for (i = 0; i < CAMP_CELLS; i++) {
        int v = board[camp_of(target, i)];
        if (v == EMPTY)
            return 0;
        if (v == player)
            mine++;
    }
    return mine > 0;
}

int check_game_over(const int *board, int mover, int blue_moves, int red_moves)
{
    int other = opponent(mover);
    if (player_wins(board, mover))
        return mover == BLUE ? GAME_BLUE_WINS : GAME_RED_WINS;
    /* the mover may also have completed the filling of his own camp */
    if (player_wins(board, other))
        return other == BLUE ? GAME_BLUE_WINS : GAME_RED_WINS;
    if (blue_moves >= MAX_MOVES_EACH && red_moves >= MAX_MOVES_EACH)
        return GAME_DRAW;
    return GAME_CONTINUE;
}
