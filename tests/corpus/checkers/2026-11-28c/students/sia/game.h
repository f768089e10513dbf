#ifndef SIA_GAME_H
#define SIA_GAME_H

/* cell values, as in the project spec */
enum { OFF = -1, EMPTY = 0, BLUE = 1, RED = 2 };

/* what check_game() answers */
enum { PLAYING = 0, BLUE_WIN = 1, RED_WIN = 2, DRAW = 3 };

#define LIMIT 100   /* moves per player */

void new_board(int *board);
void draw_board(const int *board);
int cell(const int *board, int row, int col);
int home_of(int pos);
int legal_path(const int *board, int from, int to);
int move_error(const int *board, int player, int move);
int check_game(const int *board, int total_moves);
int ai_player(int player, const int *board);

#endif
