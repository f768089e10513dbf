/* game.c -- board, move rules and end-of-game check */
#include <stdio.h>
#include <string.h>
#include "game.h"

const int BLUE_CAMP[6] = {11, 12, 13, 21, 22, 31};
const int RED_CAMP[6] = {68, 77, 78, 86, 87, 88};
static const int DIRECTION[8] = {-11, -10, -9, -1, 1, 9, 10, 11};

int inside(int loc)
{
    int row = loc / 10, col = loc % 10;
    return loc >= 11 && loc <= 88 && row >= 1 && row <= 8 && col >= 1 && col <= 8;
}

void init_board(int board[])
{
    int i;
    for (i = 0; i < SIZE; i++)
        board[i] = inside(i) ? 0 : -1;
    for (i = 0; i < 6; i++) {
        board[BLUE_CAMP[i]] = BLUE;
        board[RED_CAMP[i]] = RED;
    }
}

void print_board(const int board[])
{
    int r, c;
    printf("     1 2 3 4 5 6 7 8\n");
    printf("   +-----------------+\n");
    for (r = 1; r <= 8; r++) {
        printf(" %d |", r);
        for (c = 1; c <= 8; c++) {
            int v = board[r * 10 + c];
            printf(" %c", v == BLUE ? '#' : (v == RED ? 'O' : '.'));
        }
        printf(" |\n");
    }
    printf("   +-----------------+\n");
}

/* landing cell of a jump from 'from' in direction 'dir', or 0 if impossible.
   The first piece met on the line is the pivot; the same number of empty
   cells must follow it, then an empty landing cell. */
static int jump_target(const int b[], int from, int dir)
{
    int gap = 0, pos = from + dir, i;
    while (inside(pos) && b[pos] == 0) {
        gap++;
        pos += dir;
    }
    if (!inside(pos))
        return 0;
    /* pos is the pivot piece */
    for (i = 0; i < gap; i++) {
        pos += dir;
        if (!inside(pos) || b[pos] != 0)
            return 0;
    }
    pos += dir;
    if (!inside(pos) || b[pos] != 0)
        return 0;
    return pos;
}

/* all cells reachable from 'from' (steps, and chains of jumps found with
   a breadth-first search); returns how many */
int list_targets(const int board[], int from, int targets[])
{
    int b[SIZE], seen[SIZE], queue[64];
    int head = 0, tail = 0, n = 0, d, cur, to;

    memcpy(b, board, sizeof(b));
    memset(seen, 0, sizeof(seen));
    b[from] = 0;            /* lift the piece */
    seen[from] = 1;

    for (d = 0; d < 8; d++) {
        to = from + DIRECTION[d];
        if (inside(to) && b[to] == 0 && !seen[to]) {
            seen[to] = 1;
            targets[n++] = to;
        }
    }
    /* jumps: the start cell and every landing cell can jump again */
    queue[tail++] = from;
    while (head < tail) {
        cur = queue[head++];
        for (d = 0; d < 8; d++) {
            to = jump_target(b, cur, DIRECTION[d]);
            if (to && seen[to] != 2 && to != from) {
                if (!seen[to])
                    targets[n++] = to;
                seen[to] = 2;   /* 2 = reached by a jump, expand once */
                queue[tail++] = to;
            }
        }
    }
    return n;
}

int valid_path(const int board[], int from, int to)
{
    int t[64], n, i;
    n = list_targets(board, from, t);
    for (i = 0; i < n; i++)
        if (t[i] == to)
            return 1;
    return 0;
}

int has_won(const int board[], int player)
{
    const int *goal = (player == BLUE) ? RED_CAMP : BLUE_CAMP;
    int i, own = 0;
    for (i = 0; i < 6; i++) {
        if (board[goal[i]] == 0)
            return 0;
        if (board[goal[i]] == player)
            own++;
    }
    return own >= 1;
}

/* 0 = continue, 1 = blue wins, 2 = red wins, 3 = draw */
int game_over(const int board[], int player, int steps_blue, int steps_red)
{
    if (has_won(board, player))
        return player;
    if (has_won(board, 3 - player))
        return 3 - player;
    if (steps_blue >= STEP_LIMIT && steps_red >= STEP_LIMIT)
        return 3;
    return 0;
}
