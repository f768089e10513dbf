/*
 * board.c : Function #1 (initialise) and Function #2 (display)
 */
#include <stdio.h>
#include "board.h"

int is_on_board(int row, int col)
{
    return row >= 1 && row <= 8 && col >= 1 && col <= 8;
}

/* Blue's camp is the triangle 11,12,13,21,22,31 (row+col <= 4);
 * Red's camp is the mirrored triangle 88,87,86,78,77,68 (row+col >= 14). */
int in_camp(int loc, int owner)
{
    int row = loc / 10, col = loc % 10;
    if (!is_on_board(row, col))
        return 0;
    if (owner == CELL_BLUE)
        return row + col <= 4;
    return row + col >= 14;
}

void init_board(int board[BOARD_LEN])
{
    int i;
    for (i = 0; i < BOARD_LEN; i++) {
        int row = i / 10, col = i % 10;
        if (!is_on_board(row, col))
            board[i] = CELL_OFF;
        else if (in_camp(i, CELL_BLUE))
            board[i] = CELL_BLUE;
        else if (in_camp(i, CELL_RED))
            board[i] = CELL_RED;
        else
            board[i] = CELL_EMPTY;
    }
}

const char *player_name(int player)
{
    return player == CELL_BLUE ? "Blue" : "Red";
}

char player_symbol(int player)
{
    return player == CELL_BLUE ? '#' : 'O';
}

static char cell_char(int v)
{
    if (v == CELL_BLUE) return '#';
    if (v == CELL_RED)  return 'O';
    return '.';
}

void print_board(const int board[BOARD_LEN], int blue_steps, int red_steps)
{
    int row, col;
    printf("\n");
    printf("          1   2   3   4   5   6   7   8\n");
    printf("        +---+---+---+---+---+---+---+---+\n");
    for (row = 1; row <= 8; row++) {
        printf("      %d |", row);
        for (col = 1; col <= 8; col++)
            printf(" %c |", cell_char(board[row * 10 + col]));
        if (row == 1)
            printf("   # = Blue (moves first)");
        else if (row == 2)
            printf("   O = Red");
        else if (row == 3)
            printf("   . = empty cell");
        else if (row == 5)
            printf("   Blue moves made: %3d / %d", blue_steps, MAX_STEPS);
        else if (row == 6)
            printf("   Red  moves made: %3d / %d", red_steps, MAX_STEPS);
        printf("\n");
        printf("        +---+---+---+---+---+---+---+---+\n");
    }
    printf("\n");
}
