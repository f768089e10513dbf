#ifndef CHECKER_H
#define CHECKER_H

#define EMPTY 0
#define BLUE 1
#define RED 2
#define OUTSIDE -1

int inside(int pos);
int canMove(const int board[], int from, int to);
int ai_player(int player, const int *board);

#endif
