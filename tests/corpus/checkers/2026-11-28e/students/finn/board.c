/* board.c - board set-up and the fancy display (Finn) */
#include <stdio.h>
#include "checker.h"

const int DIRS[8] = { -11, -10, -9, -1, 1, 9, 10, 11 };

static const int BLUE_CAMP[6] = { 11, 12, 13, 21, 22, 31 };
static const int RED_CAMP[6]  = { 88, 87, 86, 78, 77, 68 };

int on_board(int pos)
{
    int r, c;
    if (pos < 11 || pos > 88) return 0;
    r = pos / 10;
    c = pos % 10;
    return r >= 1 && r <= 8 && c >= 1 && c <= 8;
}

int in_camp(int player, int pos)
{
    const int *camp = (player == BLUE) ? BLUE_CAMP : RED_CAMP;
    int i;
    for (i = 0; i < 6; i++)
        if (camp[i] == pos) return 1;
    return 0;
}

void init_board(int *board)
{
    int i;
    for (i = 0; i < BOARD_LEN; i++)
        board[i] = on_board(i) ? EMPTY : OFFBOARD;
    for (i = 0; i < 6; i++) {
        board[BLUE_CAMP[i]] = BLUE;
        board[RED_CAMP[i]]  = RED;
    }
}

static char symbol(int v)
{
    if (v == BLUE) return '#';
    if (v == RED)  return 'O';
    return '.';
}

void display_board(const int *board)
{
    int r, c;
    const char *rule = "      +---+---+---+---+---+---+---+---+";
    printf("\n        1   2   3   4   5   6   7   8\n");
    printf("%s\n", rule);
    for (r = 1; r <= 8; r++) {
        printf("    %d |", r);
        for (c = 1; c <= 8; c++)
            printf(" %c |", symbol(board[r * 10 + c]));
        printf(" %d\n", r);
        printf("%s\n", rule);
    }
    printf("        1   2   3   4   5   6   7   8\n\n");
}
