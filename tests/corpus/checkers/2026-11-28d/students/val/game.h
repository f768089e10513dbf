/* game.h -- Chinese Checker (ESTR1002 project), student: val */
#ifndef GAME_H
#define GAME_H

#define SIZE 89
#define BLUE 1
#define RED 2
#define STEP_LIMIT 100

extern const int BLUE_CAMP[6];
extern const int RED_CAMP[6];

int  inside(int loc);
void init_board(int board[]);
void print_board(const int board[]);
int  valid_path(const int board[], int from, int to);
int  list_targets(const int board[], int from, int targets[]);
int  has_won(const int board[], int player);
int  game_over(const int board[], int player, int steps_blue, int steps_red);

int ai_player(int player, const int *board);

#endif
