/*
 * ESTR1002 Course Project - Chinese Checker (8 x 8)
 * checker.h : shared constants and prototypes
 */
#ifndef CHECKER_H
#define CHECKER_H

#define BOARD_SIZE   89     /* cells 11..88 are used                  */
#define EMPTY         0
#define BLUE          1     /* '#', camp at the upper-left corner      */
#define RED           2     /* 'O', camp at the lower-right corner     */
#define OFFBOARD     -1
#define MAX_STEPS   100     /* moves per player before a draw          */

/* results of check_game_over() */
#define GAME_CONTINUE 0
#define GAME_BLUE_WIN 1
#define GAME_RED_WIN  2
#define GAME_DRAW     3

/* results of check_move() : 0 = valid, otherwise the error number 1..5 */
#define MOVE_OK          0
#define ERR_FORMAT       1
#define ERR_OUT_OF_BOARD 2
#define ERR_START        3
#define ERR_END          4
#define ERR_RULE         5

extern const int blue_camp[6];
extern const int red_camp[6];

/* board.c */
void init_board(int *board);
void display_board(const int *board);
char piece_symbol(int v);
int  on_board(int loc);

/* rules.c */
int  is_reachable(const int *board, int from, int to);
int  list_destinations(const int *board, int from, int *dest);
int  check_move(const int *board, int player, const char *token, int *move_out);
void apply_move(int *board, int move);
int  check_game_over(const int *board, int mover, int blue_moves, int red_moves);
const char *error_message(int err);

/* ai.c */
int ai_player(int player, const int *board);
void ai_seed(void);

#endif
