/* game.h -- Chinese Checker (ESTR1002 course project), shared declarations */
#ifndef GAME_H
#define GAME_H

#define SIZE 89
#define BLUE 1
#define RED 2
#define MAX_TURNS 100

extern const int DIRS[8][2];

void init_board(int board[]);
void print_board(const int board[]);
int inside(int loc);
int in_camp(int loc, int player);
int valid_path(const int board[], int from, int to);
int validate_move(const int board[], int player, int move);
int check_game_over(const int board[], int blue_turns, int red_turns);

#endif
