/* ai.h - a computer player with a limited memory (optional feature) */
#ifndef AI_H
#define AI_H
#include "card.h"

#define MEMORY_MAX 16

typedef struct {
    int row, col;       /* col counted from 1 */
    int rank;
} Recall;

typedef struct {
    int    capacity;                /* "memory power" of this player */
    int    used;
    Recall slot[MEMORY_MAX];
} Memory;

void memoryInit(Memory *mem, int capacity);
void memorySee(Memory *mem, Desk *desk, int row, int col);
void aiFirstPick(Memory *mem, Desk *desk, int *row, int *col);
void aiSecondPick(Memory *mem, Desk *desk, int row1, int col1, int *row, int *col);

#endif
