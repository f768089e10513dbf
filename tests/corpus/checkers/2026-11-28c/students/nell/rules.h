/*
 * rules.h : Function #4 (move checking) and Function #5 (game over)
 */
#ifndef NELL_RULES_H
#define NELL_RULES_H

#include "board.h"

/* results of check_move(), in the order the checks are made */
#define MOVE_OK          0
#define MOVE_BAD_FORMAT  1
#define MOVE_OUTSIDE     2
#define MOVE_BAD_START   3
#define MOVE_BAD_END     4
#define MOVE_BAD_RULE    5

int  check_move(const int board[BOARD_LEN], int player, int move);
int  path_exists(const int board[BOARD_LEN], int from, int to);
void make_move(int board[BOARD_LEN], int move);
int  game_status(const int board[BOARD_LEN], int blue_steps, int red_steps);
int  collect_moves(const int board[BOARD_LEN], int player, int moves[], int max_moves);
const char *move_error_text(int code);

#endif
