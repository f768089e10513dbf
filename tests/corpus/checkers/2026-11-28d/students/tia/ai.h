/*
 * ai.h : the computer player
 */
#ifndef AI_H
#define AI_H

/* player: 1 (blue) or 2 (red); board is not modified.
 * Returns a four-digit move FROM*100+TO, or 0 if no move exists. */
int ai_player(int player, const int *board);

#endif
