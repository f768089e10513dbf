/* xan.h  --  shared declarations, Chinese Checker (ESTR1002) */
#ifndef XAN_H
#define XAN_H

#define BOARD_LEN 89
#define NONE 0
#define P_BLUE 1
#define P_RED 2
#define LIMIT 100

extern const int DIR8[8];
extern const int CAMP[3][6];

int  cell_ok(int loc);
int  reachable(const int *board, int from, int to);
int  win_for(const int *board, int player);
int  ai_player(int player, const int *board);

#endif
