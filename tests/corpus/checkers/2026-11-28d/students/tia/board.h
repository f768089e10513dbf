/*
 * ESTR1002 Course Project - Chinese Checker (8x8)
 * board.h : board representation, camps and drawing
 */
#ifndef BOARD_H
#define BOARD_H

#define BOARD_SIZE      89      /* indices 0..88, cells are 11..88      */
#define EMPTY           0
#define BLUE            1
#define RED             2
#define OFF_BOARD       (-1)
#define CAMP_CELLS      6
#define MAX_MOVES_EACH  100     /* draw after each player moved 100 times */

void init_board(int board[BOARD_SIZE]);
void display_board(const int board[BOARD_SIZE]);

int  is_on_board(int loc);              /* 1 if 11..88 with row/col in 1..8 */
int  camp_of(int owner, int index);     /* the index-th cell of owner's home camp */
int  in_camp(int loc, int owner);       /* is loc inside the home camp of owner */

const char *player_name(int player);    /* "Blue" / "Red" */
char player_symbol(int player);         /* '#' / 'O'      */
int  opponent(int player);

#endif
