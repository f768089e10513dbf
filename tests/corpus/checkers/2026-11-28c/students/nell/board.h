/*
 * ESTR1002 Course Project - Chinese Checker
 * board.h : board representation shared by every module
 */
#ifndef NELL_BOARD_H
#define NELL_BOARD_H

#define BOARD_LEN      89     /* board[11] .. board[88] are used        */
#define CELL_EMPTY      0
#define CELL_BLUE       1     /* '#', camp at the upper-left corner     */
#define CELL_RED        2     /* 'O', camp at the lower-right corner    */
#define CELL_OFF      (-1)    /* every index that is not a real cell    */
#define MAX_STEPS     100     /* moves per player before a draw         */

/* game states returned by game_status() */
#define GAME_CONTINUE   0
#define GAME_BLUE_WINS  1
#define GAME_RED_WINS   2
#define GAME_DRAW       3

void init_board(int board[BOARD_LEN]);
void print_board(const int board[BOARD_LEN], int blue_steps, int red_steps);
int  is_on_board(int row, int col);
int  in_camp(int loc, int owner);
const char *player_name(int player);
char player_symbol(int player);

#endif
