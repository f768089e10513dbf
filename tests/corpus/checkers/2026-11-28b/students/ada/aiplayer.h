#ifndef AIPLAYER_H
#define AIPLAYER_H
/* returns a four-digit move FFTT for 'player' (1 = blue, 2 = red) */
int ai_player(int player, const int *board);
#endif
