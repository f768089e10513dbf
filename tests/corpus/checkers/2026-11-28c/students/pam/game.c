/* game.c -- board, move checking and the end of the game */
#include <stdio.h>
#include <string.h>
#include "game.h"

const int DIRS[8][2] = {
    {-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}
};

int inside(int loc)
{
    int r = loc / 10, c = loc % 10;
    return loc >= 11 && loc <= 88 && r >= 1 && r <= 8 && c >= 1 && c <= 8;
}

int in_camp(int loc, int player)
{
    int sum = loc / 10 + loc % 10;
    if (!inside(loc))
        return 0;
    return player == BLUE ? (sum <= 4) : (sum >= 14);
}

void init_board(int board[])
{
    int i;
    for (i = 0; i < SIZE; i++) {
        if (!inside(i))
            board[i] = -1;
        else if (in_camp(i, BLUE))
            board[i] = BLUE;
        else if (in_camp(i, RED))
            board[i] = RED;
        else
            board[i] = 0;
    }
}

void print_board(const int board[])
{
    int r, c;
    printf("\n    1 2 3 4 5 6 7 8\n");
    printf("   -----------------\n");
    for (r = 1; r <= 8; r++) {
        printf("%d | ", r);
        for (c = 1; c <= 8; c++) {
            int v = board[r * 10 + c];
            printf("%c ", v == BLUE ? '#' : (v == RED ? 'O' : '.'));
        }
        printf("|\n");
    }
    printf("   -----------------\n");
}

/* landing cell of a jump from loc along direction d, -1 if impossible.
 * Exactly one piece in between, and it must be right in the middle. */
static int jump_from(const int board[], int loc, int d)
{
    int k, i;
    for (k = 1; k <= 3; k++) {
        int mid = loc + k * (DIRS[d][0] * 10 + DIRS[d][1]);
        int land_r = loc / 10 + 2 * k * DIRS[d][0];
        int land_c = loc % 10 + 2 * k * DIRS[d][1];
        int ok = 1;
        if (land_r < 1 || land_r > 8 || land_c < 1 || land_c > 8)
            return -1;
        if (board[mid] == 0)
            continue;           /* middle is empty, try a longer jump */
        for (i = 1; i < 2 * k; i++) {
            int cell = loc + i * (DIRS[d][0] * 10 + DIRS[d][1]);
            if (i != k && board[cell] != 0)
                ok = 0;
        }
        if (ok && board[land_r * 10 + land_c] == 0)
            return land_r * 10 + land_c;
        return -1;              /* a longer jump would pass this piece too */
    }
    return -1;
}

/* breadth-first search over jumps, plus the single steps */
int valid_path(const int board[], int from, int to)
{
    int work[SIZE];
    int queue[SIZE], head = 0, tail = 0;
    char visited[SIZE];
    int d;

    memcpy(work, board, sizeof(work));
    work[from] = 0;                       /* the piece is lifted */

    for (d = 0; d < 8; d++) {
        int r = from / 10 + DIRS[d][0], c = from % 10 + DIRS[d][1];
        if (r * 10 + c == to && r >= 1 && r <= 8 && c >= 1 && c <= 8)
            return 1;
    }

    memset(visited, 0, sizeof(visited));
    visited[from] = 1;
    queue[tail++] = from;
    while (head < tail) {
        int cur = queue[head++];
        for (d = 0; d < 8; d++) {
            int next = jump_from(work, cur, d);
            if (next > 0 && !visited[next]) {
                if (next == to)
                    return 1;
                visited[next] = 1;
                queue[tail++] = next;
            }
        }
    }
    return 0;
}

/* 0 = valid, 2..5 = the error number of the spec (format is checked earlier) */
int validate_move(const int board[], int player, int move)
{
    int from = move / 100, to = move % 100;
    if (!inside(from) || !inside(to))
        return 2;
    if (board[from] != player)
        return 3;
    if (board[to] != 0)
        return 4;
    if (!valid_path(board, from, to))
        return 5;
    return 0;
}

/* 0 = continue, 1 = blue wins, 2 = red wins, 3 = draw */
int check_game_over(const int board[], int blue_turns, int red_turns)
{
    int player;
    for (player = BLUE; player <= RED; player++) {
        int loc, filled = 1, own = 0;
        for (loc = 11; loc <= 88; loc++) {
            if (!in_camp(loc, 3 - player))
                continue;
            if (board[loc] == 0)
                filled = 0;
            else if (board[loc] == player)
                own++;
        }
        if (filled && own > 0)
            return player;
    }
    if (blue_turns >= MAX_TURNS && red_turns >= MAX_TURNS)
        return 3;
    return 0;
}
