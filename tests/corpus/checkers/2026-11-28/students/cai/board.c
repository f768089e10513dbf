/*
 * board.c : Function #1 (initialise) and Function #2 (display)
 */
#include <stdio.h>
#include "checker.h"

const int blue_camp[6] = {11, 12, 13, 21, 22, 31};
const int red_camp[6]  = {88, 87, 86, 78, 77, 68};

int on_board(int loc)
{
    int r = loc / 10, c = loc % 10;
    return loc >= 11 && loc <= 88 && r >= 1 && r <= 8 && c >= 1 && c <= 8;
}

void init_board(int *board)
{
    int i;
    for (i = 0; i < BOARD_SIZE; i++)
        board[i] = on_board(i) ? EMPTY : OFFBOARD;
    for (i = 0; i < 6; i++) {
        board[blue_camp[i]] = BLUE;
        board[red_camp[i]]  = RED;
    }
}

char piece_symbol(int v)
{
    if (v == BLUE) return '#';
    if (v == RED)  return 'O';
    return '.';
}

static void print_rule(void)
{
    int c;
    printf("      +");
    for (c = 1; c <= 8; c++) printf("---+");
    printf("\n");
}

void display_board(const int *board)
{
    int r, c;
    printf("\n        1   2   3   4   5   6   7   8\n");
    print_rule();
    for (r = 1; r <= 8; r++) {
        printf("    %d |", r);
        for (c = 1; c <= 8; c++)
            printf(" %c |", piece_symbol(board[r * 10 + c]));
        if (r == 1) printf("   # = Blue (Player 1)");
        if (r == 2) printf("   O = Red  (Player 2)");
        if (r == 3) printf("   . = empty cell");
        printf("\n");
        print_rule();
    }
}
