/* game.c -- board, rules and the win/draw test */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "game.h"

static const int STEP[8] = { -11, -10, -9, -1, 1, 9, 10, 11 };
static const int HOME[3][6] = {
    { 0, 0, 0, 0, 0, 0 },
    { 11, 12, 13, 21, 22, 31 },     /* blue camp, top-left     */
    { 68, 77, 78, 86, 87, 88 }      /* red camp, bottom-right  */
};

const char *ERROR_MESSAGES[6] = {
    "",
    "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"
};

int is_inside(int loc)
{
    int row = loc / 10, col = loc % 10;
    return loc >= 11 && loc <= 88 && row >= 1 && row <= 8 && col >= 1 && col <= 8;
}

void init_board(int board[SIZE])
{
    int i, p;
    for (i = 0; i < SIZE; i++)
        board[i] = is_inside(i) ? EMPTY : OUTSIDE;
    for (p = BLUE; p <= RED; p++)
        for (i = 0; i < 6; i++)
            board[HOME[p][i]] = p;
}

void print_board(const int board[SIZE])
{
    int row, col;
    printf("\n   1 2 3 4 5 6 7 8\n");
    for (row = 1; row <= 8; row++) {
        printf("%d ", row);
        for (col = 1; col <= 8; col++) {
            int v = board[row * 10 + col];
            printf(" %c", v == BLUE ? '#' : (v == RED ? 'O' : '.'));
        }
        printf("\n");
    }
    printf("\n");
}

/* Can a piece standing on 'at' jump (maybe far) in direction d?
 * Returns the landing cell or 0. */
static int jump_target(const int board[SIZE], int at, int d)
{
    int dist = 1, cell = at + d, i;
    while (is_inside(cell) && board[cell] == EMPTY) {
        cell += d;
        dist++;
    }
    if (!is_inside(cell))
        return 0;
    /* exactly one piece, in the middle: the same number of empty cells after it */
    for (i = 0; i < dist; i++) {
        cell += d;
        if (!is_inside(cell) || board[cell] != EMPTY)
            return 0;
    }
    return cell;
}

static void jump_all(const int board[SIZE], int at, int visited[SIZE])
{
    int d, land;
    for (d = 0; d < 8; d++) {
        land = jump_target(board, at, STEP[d]);
        if (land && visited[land] != 1) {
            visited[land] = 1;
            jump_all(board, land, visited);
        }
    }
}

int list_targets(const int board[SIZE], int from, int targets[SIZE])
{
    int lifted[SIZE], visited[SIZE], d, n = 0, loc;
    memcpy(lifted, board, sizeof(lifted));
    lifted[from] = EMPTY;                 /* the piece leaves its cell while moving */
    memset(visited, 0, sizeof(visited));
    for (d = 0; d < 8; d++) {
        loc = from + STEP[d];
        if (is_inside(loc) && lifted[loc] == EMPTY)
            visited[loc] = 2;             /* single step */
    }
    for (d = 0; d < 8; d++) {             /* jumps start from the lifting cell */
        loc = jump_target(lifted, from, STEP[d]);
        if (loc && visited[loc] != 1) {
            visited[loc] = 1;
            jump_all(lifted, loc, visited);
        }
    }
    for (loc = 11; loc <= 88; loc++)
        if (visited[loc] && loc != from)
            targets[n++] = loc;
    return n;
}

int can_reach(const int board[SIZE], int from, int to)
{
    int targets[SIZE], n, i;
    n = list_targets(board, from, targets);
    for (i = 0; i < n; i++)
        if (targets[i] == to)
            return 1;
    return 0;
}

/* returns 0 if the move is fine, otherwise the number of the error message */
int check_move(const int board[SIZE], int player, const char *input, int *move)
{
    char text[16];
    int len = 0, i, from, to;

    while (isspace((unsigned char)*input)) input++;
    while (input[len] && len < 15) { text[len] = input[len]; len++; }
    if (input[len]) return 1;                   /* far too long */
    while (len > 0 && isspace((unsigned char)text[len - 1])) len--;
    text[len] = '\0';

    if (len != 4 || text[0] == '0')
        return 1;
    for (i = 0; i < 4; i++)
        if (!isdigit((unsigned char)text[i]))
            return 1;

    *move = atoi(text);
    from = *move / 100;
    to = *move % 100;
    if (!is_inside(from) || !is_inside(to)) return 2;
    if (board[from] != player)              return 3;
    if (board[to] != EMPTY)                 return 4;
    if (!can_reach(board, from, to))        return 5;
    return 0;
}

/* player has won if the opponent's camp is full and holds one of player's pieces */
int has_won(const int board[SIZE], int player)
{
    const int *camp = HOME[3 - player];
    int i, mine = 0;
    for (i = 0; i < 6; i++) {
        if (board[camp[i]] == EMPTY)
            return 0;
        if (board[camp[i]] == player)
            mine++;
    }
    return mine > 0;
}

int game_status(const int board[SIZE], int blue_count, int red_count)
{
    if (has_won(board, BLUE)) return BLUE_WINS;
    if (has_won(board, RED))  return RED_WINS;
    if (blue_count >= MAX_TURNS && red_count >= MAX_TURNS) return DRAW;
    return CONTINUE;
}
