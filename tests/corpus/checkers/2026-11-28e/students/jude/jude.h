#ifndef JUDE_H
#define JUDE_H
int inside(int pos);
int valid_move(const int board[], int from, int to);
int winner(const int board[], int player);
int ai_player(int player, const int *board);
#endif
