/* card.h - card structure and board helpers for Concentration */
#ifndef CARD_H
#define CARD_H

#define ROWS 4
#define COLS 13

struct card {
    char suit;      /* 'C', 'D', 'S' or 'H' */
    int rank;       /* 1 = Ace ... 13 = King */
    int faceUp;     /* 1 once the card has been matched */
};

extern struct card desk[ROWS][COLS];

void shuffleDesk(void);
void printDesk(void);
void cardText(const struct card *c, char out[4]);

#endif
