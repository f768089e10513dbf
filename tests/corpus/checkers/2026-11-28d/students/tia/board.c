/*
 * board.c : Function #1 (initialise) and Function #2 (display)
 */
#include <stdio.h>
#include "board.h"

/* Blue starts in the upper-left corner, red in the lower-right corner.
 * Each camp is the little triangle 3 + 2 + 1 of the corner. */
static const int BLUE_CAMP[CAMP_CELLS] = { 11, 12, 13, 21, 22, 31 };
static const int RED_CAMP[CAMP_CELLS]  = { 88, 87, 86, 78, 77, 68 };

int is_on_board(int loc)
{
    int row, col;
    if (loc < 11 || loc > 88)
        return 0;
    row = loc / 10;
    col = loc % 10;
    return row >= 1 && row <= 8 && col >= 1 && col <= 8;
}

int camp_of(int owner, int index)
{
    return owner == BLUE ? BLUE_CAMP[index] : RED_CAMP[index];
}

int in_camp(int loc, int owner)
{
    int i;
    for (i = 0; i < CAMP_CELLS; i++)
        if (camp_of(owner, i) == loc)
            return 1;
    return 0;
}

const char *player_name(int player)
{
    return player == BLUE ? "Blue" : "Red";
}

char player_symbol(int player)
{
    return player == BLUE ? '#' : 'O';
}

int opponent(int player)
{
    return player == BLUE ? RED : BLUE;
}

void init_board(int board[BOARD_SIZE])
{
    int i;
    for (i = 0; i < BOARD_SIZE; i++)
        board[i] = is_on_board(i) ? EMPTY : OFF_BOARD;
    for (i = 0; i < CAMP_CELLS; i++) {
        board[BLUE_CAMP[i]] = BLUE;
        board[RED_CAMP[i]]  = RED;
    }
}

static char cell_char(int v)
{
    if (v == BLUE) return '#';
    if (v == RED)  return 'O';
    return '.';
}

static void print_rule(void)
{
    int c;
    printf("      +");
    for (c = 1; c <= 8; c++)
        printf("---+");
    printf("\n");
}

static void print_col_header(void)
{
    int c;
    printf("       ");
    for (c = 1; c <= 8; c++)
        printf(" %d  ", c);
    printf("\n");
}

void display_board(const int board[BOARD_SIZE])
{
    int r, c;
    printf("\n");
    print_col_header();
    print_rule();
    for (r = 1; r <= 8; r++) {
        printf("    %d |", r);
        for (c = 1; c <= 8; c++)
            printf(" %c |", cell_char(board[r * 10 + c]));
        printf(" %d\n", r);
        print_rule();
    }
    print_col_header();
    printf("      Legend:  # = Blue    O = Red    . = empty cell\n");
}
