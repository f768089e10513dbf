/*
 * rules.h : Function #4 (validate a move) and Function #5 (game over?)
 */
#ifndef RULES_H
#define RULES_H

#include "board.h"

/* results of validating a move */
enum {
    MOVE_OK = 0,
    ERR_FORMAT,     /* not a four-digit integer          */
    ERR_OUTSIDE,    /* a location outside [1,1]-[8,8]    */
    ERR_START,      /* no own piece at the start         */
    ERR_END,        /* ending cell not empty             */
    ERR_RULE        /* not reachable by step / jumps     */
};

/* results of the game-over check */
enum {
    GAME_CONTINUE = 0,
    GAME_BLUE_WINS,
    GAME_RED_WINS,
    GAME_DRAW
};

int  parse_and_check(const int *board, int player, const char *text,
                     int *from, int *to);
int  check_move_code(const int *board, int player, int code,
                     int *from, int *to);
const char *error_message(int err);

/* all cells the piece on 'from' can reach this turn; returns count */
int  reachable_cells(const int *board, int from, int out[64]);
int  is_legal_move(const int *board, int from, int to);

int  player_wins(const int *board, int player);
int  check_game_over(const int *board, int mover, int blue_moves, int red_moves);

#endif
