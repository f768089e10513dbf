/* game.c - rules of the 8x8 Chinese Checker */
#include <stdio.h>
#include <string.h>
#include "game.h"

static const int STEP[8] = { -11, -10, -9, -1, 1, 9, 10, 11 };

int cell(const int *board, int row, int col)
{
    if (row < 1 || row > 8 || col < 1 || col > 8)
        return OFF;
    return board[row * 10 + col];
}

/* whose camp a position belongs to: BLUE (upper-left), RED (lower-right) or EMPTY */
int home_of(int pos)
{
    int s = pos / 10 + pos % 10;
    if (pos / 10 < 1 || pos / 10 > 8 || pos % 10 < 1 || pos % 10 > 8)
        return EMPTY;
    if (s <= 4)
        return BLUE;
    if (s >= 14)
        return RED;
    return EMPTY;
}

void new_board(int *board)
{
    int i;
    for (i = 0; i < 89; i++)
        board[i] = (i / 10 >= 1 && i / 10 <= 8 && i % 10 >= 1 && i % 10 <= 8) ? home_of(i) : OFF;
}

void draw_board(const int *board)
{
    int r, c;
    printf("   | 1 2 3 4 5 6 7 8\n");
    printf("---+----------------\n");
    for (r = 1; r <= 8; r++) {
        printf(" %d |", r);
        for (c = 1; c <= 8; c++) {
            int v = board[r * 10 + c];
            printf(" %c", v == BLUE ? '#' : v == RED ? 'O' : '.');
        }
        printf("\n");
    }
}

/* try all jumps out of pos (recursively); reached[] collects landing cells.
 * first != 0 for the first jump of a move: that one may be a long jump. */
static void spread(const int *board, int pos, int *reached, int first)
{
    int d;
    reached[pos] = 1;
    for (d = 0; d < 8; d++) {
        int dr = (STEP[d] + 11) / 10 - 1;        /* -1, 0 or 1 */
        int dc = STEP[d] - dr * 10;
        int r = pos / 10, c = pos % 10, k = 1, i, land, clear = 1;
        while (first && cell(board, r + k * dr, c + k * dc) == EMPTY)
            k++;
        if (cell(board, r + k * dr, c + k * dc) <= EMPTY)
            continue;
        for (i = k + 1; i < 2 * k; i++)
            if (cell(board, r + i * dr, c + i * dc) != EMPTY)
                clear = 0;
        if (!clear || cell(board, r + 2 * k * dr, c + 2 * k * dc) != EMPTY)
            continue;
        land = (r + 2 * k * dr) * 10 + c + 2 * k * dc;
        if (!reached[land])
            spread(board, land, reached, 0);
    }
}

int legal_path(const int *board, int from, int to)
{
    int tmp[89], reached[89];
    int d;
    for (d = 0; d < 8; d++)
        if (from + STEP[d] == to)
            return 1;            /* neighbour; both cells are known to be on the board */
    memcpy(tmp, board, sizeof tmp);
    memset(reached, 0, sizeof reached);
    tmp[from] = EMPTY;
    spread(tmp, from, reached, 1);
    return to != from && reached[to];
}

/* 0 when fine, otherwise number 2..5 of the error list */
int move_error(const int *board, int player, int move)
{
    int from = move / 100, to = move % 100;
    if (cell(board, from / 10, from % 10) == OFF || cell(board, to / 10, to % 10) == OFF)
        return 2;
    if (board[from] != player)
        return 3;
    if (board[to] != EMPTY)
        return 4;
    if (!legal_path(board, from, to))
        return 5;
    return 0;
}

/* has player taken the enemy camp? full, and at least one piece is his */
static int took_camp(const int *board, int player)
{
    int pos, mine = 0;
    for (pos = 11; pos <= 88; pos++) {
        if (home_of(pos) != 3 - player)
            continue;
        if (board[pos] == EMPTY)
            return 0;
        if (board[pos] == player)
            mine = 1;
    }
    return mine;
}

int check_game(const int *board, int total_moves)
{
    if (took_camp(board, BLUE))
        return BLUE_WIN;
    if (took_camp(board, RED))
        return RED_WIN;
    if (total_moves > 2 * LIMIT)
        return DRAW;
    return PLAYING;
}
