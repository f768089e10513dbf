#ifndef NELL_AI_H
#define NELL_AI_H
/* computer player: returns a four-digit move for "player" (1 blue, 2 red) */
int ai_player(int player, const int *board);
#endif
