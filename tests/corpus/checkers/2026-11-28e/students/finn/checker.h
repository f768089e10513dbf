/*
 * ESTR1002 Course Project - Chinese Checker
 * Student: Finn
 * Shared declarations.
 */
#ifndef CHECKER_H
#define CHECKER_H

#define BOARD_LEN   89
#define EMPTY        0
#define BLUE         1
#define RED          2
#define OFFBOARD    -1
#define MAX_MOVES  100      /* per player, then draw */

/* results of check_game_over */
#define GAME_CONTINUE 0
#define GAME_BLUE_WIN 1
#define GAME_RED_WIN  2
#define GAME_DRAW     3

/* results of validate_move */
#define MOVE_OK          0
#define ERR_FORMAT       1
#define ERR_OUT_OF_BOARD 2
#define ERR_START        3
#define ERR_END          4
#define ERR_RULE         5

extern const int DIRS[8];

/* board.c */
void init_board(int *board);
void display_board(const int *board);
int  on_board(int pos);
int  in_camp(int player, int pos);

/* rules.c */
int  reachable_cells(const int *board, int from, int *out);
int  legal_path(const int *board, int from, int to);
int  validate_move(const int *board, int player, const char *text, int *move);
int  camp_filled_by(const int *board, int owner, int intruder);
int  check_game_over(const int *board, int blue_moves, int red_moves);
const char *error_text(int code);

/* ai.c */
int ai_player(int player, const int *board);

#endif
