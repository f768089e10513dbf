/*
 * ESTR1002 Course Project - Chinese Checker (8 x 8, two players)
 * game.h : shared constants and the game-logic interface
 *
 * Student Name : Ada (blind re-implementation)
 */
#ifndef GAME_H
#define GAME_H

#define BOARD_LEN      89      /* cells 11..88 are used, the rest is -1   */
#define CELL_OFF       (-1)
#define CELL_EMPTY     0
#define BLUE           1       /* '#', camp top-left, moves first        */
#define RED            2       /* 'O', camp bottom-right                 */
#define MOVES_EACH     100     /* draw after each player made 100 moves  */
#define MAX_LEGAL      1024

/* results of check_move(), in the order the spec checks them */
enum {
    MOVE_OK = 0,
    ERR_FORMAT,        /* (1) not a four-digit integer            */
    ERR_OUTSIDE,       /* (2) a location outside [1,1]..[8,8]      */
    ERR_START,         /* (3) no own piece at the start           */
    ERR_END,           /* (4) the ending cell is not empty        */
    ERR_RULE           /* (5) not reachable by a step or jumps     */
};

/* results of game_status() */
enum { GAME_ON = 0, GAME_BLUE_WINS = 1, GAME_RED_WINS = 2, GAME_DRAW = 3 };

void init_board(int board[]);
void print_board(const int board[]);
int  is_on_board(int loc);
int  can_reach(const int board[], int from, int to);
int  check_move(const int board[], int player, const char *text, int *move);
int  game_status(const int board[], int blue_moves, int red_moves);
int  list_legal_moves(const int board[], int player, int moves[], int max);
const char *error_text(int code);

#endif
