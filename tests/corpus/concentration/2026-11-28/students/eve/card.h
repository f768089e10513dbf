/* card.h - card structure and desktop helpers (ENGG1110 project, Eve) */
#ifndef CARD_H
#define CARD_H

#define ROWS 4
#define COLS 13
#define TOTAL 52

typedef struct {
    char suit;     /* 'C', 'D', 'S', 'H' */
    int rank;      /* 1..13 */
    int shown;     /* 1 if the card is face up (taken away) */
} Card;

extern Card table[TOTAL];

void newTable(void);
void drawTable(void);
int cardIndex(int row, int col);          /* col is 1..13 */
const char *cardName(int index);

#endif
