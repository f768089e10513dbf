/*
 * rules.c : every rule of the game lives here.
 *
 * A move is "from" -> "to" where to is reachable by
 *   - one step to an adjacent empty cell (8 directions), or
 *   - one or more jumps. A jump goes along one of the 8 directions over
 *     exactly one piece that sits exactly in the middle between the lifting
 *     and the landing cell; every other cell on the way and the landing cell
 *     must be empty (a plain jump over a neighbour is the case distance 2).
 * While jumping the moving piece is lifted, so its starting cell counts as
 * empty.
 */
#include <string.h>
#include "rules.h"

static const int DR[8] = { -1, -1, -1, 0, 0, 1, 1, 1 };
static const int DC[8] = { -1, 0, 1, -1, 1, -1, 0, 1 };

const char *move_error_text(int code)
{
    switch (code) {
    case MOVE_BAD_FORMAT: return "Invalid input format, please input again:";
    case MOVE_OUTSIDE:    return "Input out of the game board, please input again:";
    case MOVE_BAD_START:  return "Invalid starting location, please input again:";
    case MOVE_BAD_END:    return "Invalid ending location, please input again:";
    case MOVE_BAD_RULE:   return "The move violates the game rule, please input again:";
    default:              return "";
    }
}

static int cell_at(const int board[BOARD_LEN], int row, int col)
{
    if (!is_on_board(row, col))
        return CELL_OFF;
    return board[row * 10 + col];
}

/* landing cell of a jump from (row,col) in direction d, or 0 if none */
static int jump_target(const int board[BOARD_LEN], int row, int col, int d)
{
    int k = 1, i;
    /* find the first piece in that direction */
    while (cell_at(board, row + k * DR[d], col + k * DC[d]) == CELL_EMPTY)
        k++;
    if (cell_at(board, row + k * DR[d], col + k * DC[d]) == CELL_OFF)
        return 0;                       /* ran off the board, nothing to jump */
    /* the piece is at distance k: the next k cells must all be empty */
    for (i = k + 1; i <= 2 * k; i++)
        if (cell_at(board, row + i * DR[d], col + i * DC[d]) != CELL_EMPTY)
            return 0;
    return (row + 2 * k * DR[d]) * 10 + (col + 2 * k * DC[d]);
}

/* recursive flood over jump landings */
static void visit_jumps(const int board[BOARD_LEN], int loc, char seen[BOARD_LEN])
{
    int d;
    seen[loc] = 1;
    for (d = 0; d < 8; d++) {
        int next = jump_target(board, loc / 10, loc % 10, d);
        if (next && !seen[next])
            visit_jumps(board, next, seen);
    }
}

/* every cell the piece on "from" can end on (marks reach[]) */
static void reachable(const int board[BOARD_LEN], int from, char reach[BOARD_LEN])
{
    int work[BOARD_LEN];
    int d;
    memcpy(work, board, sizeof(work));
    work[from] = CELL_EMPTY;            /* lift the piece */
    memset(reach, 0, BOARD_LEN);
    visit_jumps(work, from, reach);
    for (d = 0; d < 8; d++) {
        int r = from / 10 + DR[d], c = from % 10 + DC[d];
        if (cell_at(work, r, c) == CELL_EMPTY)
            reach[r * 10 + c] = 1;
    }
    reach[from] = 0;
}

int path_exists(const int board[BOARD_LEN], int from, int to)
{
    char reach[BOARD_LEN];
    reachable(board, from, reach);
    return reach[to];
}

int check_move(const int board[BOARD_LEN], int player, int move)
{
    int from, to;
    if (move < 0 || move > 9999)
        return MOVE_BAD_FORMAT;
    from = move / 100;
    to = move % 100;
    if (!is_on_board(from / 10, from % 10) || !is_on_board(to / 10, to % 10))
        return MOVE_OUTSIDE;
    if (board[from] != player)
        return MOVE_BAD_START;
    if (board[to] != CELL_EMPTY)
        return MOVE_BAD_END;
    if (!path_exists(board, from, to))
        return MOVE_BAD_RULE;
    return MOVE_OK;
}

void make_move(int board[BOARD_LEN], int move)
{
    int from = move / 100, to = move % 100;
    board[to] = board[from];
    board[from] = CELL_EMPTY;
}

/* does "player" fill the opponent's camp (with at least one own piece)? */
static int has_conquered(const int board[BOARD_LEN], int player)
{
    int enemy = 3 - player;
    int loc, mine = 0;
    for (loc = 11; loc <= 88; loc++) {
        if (!in_camp(loc, enemy))
            continue;
        if (board[loc] == CELL_EMPTY)
            return 0;
        if (board[loc] == player)
            mine++;
    }
    return mine > 0;
}

int game_status(const int board[BOARD_LEN], int blue_steps, int red_steps)
{
    if (has_conquered(board, CELL_BLUE))
        return GAME_BLUE_WINS;
    if (has_conquered(board, CELL_RED))
        return GAME_RED_WINS;
    if (blue_steps >= MAX_STEPS && red_steps >= MAX_STEPS)
        return GAME_DRAW;
    return GAME_CONTINUE;
}

int collect_moves(const int board[BOARD_LEN], int player, int moves[], int max_moves)
{
    int n = 0, from, to;
    char reach[BOARD_LEN];
    for (from = 11; from <= 88; from++) {
        if (!is_on_board(from / 10, from % 10) || board[from] != player)
            continue;
        reachable(board, from, reach);
        for (to = 11; to <= 88; to++)
            if (reach[to] && n < max_moves)
                moves[n++] = from * 100 + to;
    }
    return n;
}
