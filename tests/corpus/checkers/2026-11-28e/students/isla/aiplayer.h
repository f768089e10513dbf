#ifndef AIPLAYER_H
#define AIPLAYER_H
int ai_player(int player, const int *board);
/* helpers from checker.c */
int canMove(const int b[], int from, int to);
int isCell(int x);
int hasWon(const int b[], int p);
#endif
