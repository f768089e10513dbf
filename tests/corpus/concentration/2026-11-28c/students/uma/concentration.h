/*
 * concentration.h -- shared declarations for the Concentration project
 * (ENGG1110 course project, see declaration in main.c)
 */
#ifndef CONCENTRATION_H
#define CONCENTRATION_H

#define N_ROWS   4
#define N_COLS   13
#define N_CARDS  (N_ROWS * N_COLS)

typedef enum { CLUBS, DIAMONDS, SPADES, HEARTS } Suit;

typedef struct {
    Suit suit;
    int  rank;          /* 1 (Ace) .. 13 (King)          */
    int  removed;       /* 1 once matched and kept face up */
} Card;

typedef struct {
    Card cell[N_ROWS][N_COLS];
    int  flipped;       /* number of cards face up */
} Desktop;

/* A computer player's memory (see the appendix of the spec). */
typedef struct {
    int capacity;
    int count;
    int slot[N_CARDS];  /* positions row*N_COLS + (col-1), oldest first */
} Memory;

/* deck.c */
void        desktop_deal(Desktop *d);
void        desktop_print(const Desktop *d);
const char *card_name(const Card *c);
Card       *card_at(Desktop *d, int row, int col);   /* col is 1-based */

/* ai.c */
void memory_reset(Memory *m, int capacity);
void memory_see(Memory *m, int pos);
void memory_forget(Memory *m, int pos);
void ai_pick_first(const Desktop *d, const Memory *m, int *pos);
void ai_pick_second(const Desktop *d, const Memory *m, int first, int *pos);
int  ai_known_pair(const Desktop *d, const Memory *m, int *a, int *b);

#endif
