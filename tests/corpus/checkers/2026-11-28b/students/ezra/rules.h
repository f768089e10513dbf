/* rules.h -- ezra's Chinese Checker: board and rules */
#ifndef RULES_H
#define RULES_H

typedef enum { NONE = 0, BLUE_P = 1, RED_P = 2 } Piece;

#define N_CELLS   89
#define LIMIT     100   /* moves per player before a draw */

extern const int CAMP_OF[3][6];

void board_init(int *b);
void board_show(const int *b);
int  valid_jump_path(const int *b, int from, int to);
int  validate(const int *b, int who, const char *txt, int *mv);
int  has_won(const int *b, int who);
int  ai_player(int player, const int *board);

#endif
