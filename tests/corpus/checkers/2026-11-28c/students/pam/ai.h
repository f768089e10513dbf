/* ai.h -- computer player */
#ifndef AI_H
#define AI_H
int ai_player(int player, const int *board);
#endif
