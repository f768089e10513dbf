/* game.h -- Hank's Chinese Checker (ESTR1002 project) */
#ifndef GAME_H
#define GAME_H

#define SIZE 89
#define MAX_TURNS 100

enum { EMPTY = 0, BLUE = 1, RED = 2, OUTSIDE = -1 };
enum { CONTINUE = 0, BLUE_WINS = 1, RED_WINS = 2, DRAW = 3 };

void init_board(int board[SIZE]);
void print_board(const int board[SIZE]);
int  is_inside(int loc);
int  can_reach(const int board[SIZE], int from, int to);
int  list_targets(const int board[SIZE], int from, int targets[SIZE]);
int  check_move(const int board[SIZE], int player, const char *input, int *move);
int  has_won(const int board[SIZE], int player);
int  game_status(const int board[SIZE], int blue_count, int red_count);
int  ai_player(int player, const int *board);

extern const char *ERROR_MESSAGES[6];

#endif
