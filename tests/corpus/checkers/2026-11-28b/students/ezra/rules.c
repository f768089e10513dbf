/* rules.c -- ezra */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "rules.h"

const int CAMP_OF[3][6] = {
    { 0, 0, 0, 0, 0, 0 },
    { 11, 12, 13, 21, 22, 31 },   /* blue starts here */
    { 88, 87, 86, 78, 77, 68 }    /* red starts here  */
};

static int cell_ok(int r, int c) { return r >= 1 && r <= 8 && c >= 1 && c <= 8; }

void board_init(int *b)
{
    int i;
    for (i = 0; i < N_CELLS; i++)
        b[i] = cell_ok(i / 10, i % 10) ? NONE : -1;
    for (i = 0; i < 6; i++) {
        b[CAMP_OF[BLUE_P][i]] = BLUE_P;
        b[CAMP_OF[RED_P][i]] = RED_P;
    }
}

void board_show(const int *b)
{
    int r, c;
    printf("\n       1  2  3  4  5  6  7  8\n");
    printf("    +--------------------------+\n");
    for (r = 1; r <= 8; r++) {
        printf(" %d  |", r);
        for (c = 1; c <= 8; c++)
            printf("  %c", b[r * 10 + c] == BLUE_P ? '#' : b[r * 10 + c] == RED_P ? 'O' : '.');
        printf("  |\n");
    }
    printf("    +--------------------------+\n");
}

/* one jump from (r,c) in direction (dr,dc); landing cell or 0 */
static int one_jump(const int *b, int r, int c, int dr, int dc)
{
    int k = 1, i;
    while (cell_ok(r + k * dr, c + k * dc) && b[(r + k * dr) * 10 + c + k * dc] == NONE)
        k++;
    if (!cell_ok(r + k * dr, c + k * dc))
        return 0;
    for (i = k + 1; i <= 2 * k; i++)
        if (!cell_ok(r + i * dr, c + i * dc) || b[(r + i * dr) * 10 + c + i * dc] != NONE)
            return 0;
    return (r + 2 * k * dr) * 10 + c + 2 * k * dc;
}

static int explore(int *b, int at, int to, char *been)
{
    int dr, dc, land;
    if (at == to)
        return 1;
    been[at] = 1;
    for (dr = -1; dr <= 1; dr++)
        for (dc = -1; dc <= 1; dc++) {
            if (!dr && !dc)
                continue;
            land = one_jump(b, at / 10, at % 10, dr, dc);
            if (land && !been[land] && explore(b, land, to, been))
                return 1;
        }
    return 0;
}

int valid_jump_path(const int *b, int from, int to)
{
    int work[N_CELLS];
    char been[N_CELLS];
    int dr = abs(to / 10 - from / 10), dc = abs(to % 10 - from % 10);

    if (dr <= 1 && dc <= 1)
        return 1;                       /* plain step, target already known empty */
    memcpy(work, b, sizeof work);
    work[from] = NONE;
    memset(been, 0, sizeof been);
    return explore(work, from, to, been);
}

/* 0 = fine, otherwise number of the failed check (1..5) */
int validate(const int *b, int who, const char *txt, int *mv)
{
    int from, to;

    if (strlen(txt) != 4 || !isdigit((unsigned char)txt[0]) || !isdigit((unsigned char)txt[1])
        || !isdigit((unsigned char)txt[2]) || !isdigit((unsigned char)txt[3]))
        return 1;
    from = atoi(txt) / 100;
    to = atoi(txt) % 100;
    if (from < 11 || from > 88 || to < 11 || to > 88)
        return 2;
    if (b[from] != who)
        return 3;
    if (b[to] != NONE)
        return 4;
    if (!valid_jump_path(b, from, to))
        return 5;
    *mv = from * 100 + to;
    return 0;
}

/* did 'who' just fill the enemy camp (with at least one of its own pieces)? */
int has_won(const int *b, int who)
{
    const int *camp = CAMP_OF[3 - who];
    int i, own = 0;
    for (i = 0; i < 6; i++) {
        if (b[camp[i]] == NONE)
            return 0;
        if (b[camp[i]] == who)
            own++;
    }
    return own > 0;
}

/* computer: score = sum of forward distance; shallow random tie break */
int ai_player(int player, const int *board)
{
    int from, to, best = 0, best_val = -9999, val, sign = (player == BLUE_P) ? 1 : -1;
    for (from = 11; from <= 88; from++) {
        if (!cell_ok(from / 10, from % 10) || board[from] != player)
            continue;
        for (to = 11; to <= 88; to++) {
            if (!cell_ok(to / 10, to % 10) || board[to] != NONE)
                continue;
            if (!valid_jump_path(board, from, to))
                continue;
            val = sign * ((to / 10 + to % 10) - (from / 10 + from % 10)) * 8 + rand() % 8;
            if (val > best_val) {
                best_val = val;
                best = from * 100 + to;
            }
        }
    }
    return best;
}
