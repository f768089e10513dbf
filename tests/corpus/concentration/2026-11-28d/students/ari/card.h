/* card.h - the Card structure and the desktop of 4 x 13 cards */
#ifndef CARD_H
#define CARD_H

#define DESK_ROWS 4
#define DESK_COLS 13
#define DECK_SIZE (DESK_ROWS * DESK_COLS)

typedef struct {
    char suit;      /* 'C' club, 'D' diamond, 'S' spade, 'H' heart */
    int  rank;      /* 1 (Ace) .. 13 (King)                        */
    int  faceUp;    /* 1 once the card has been matched and kept   */
} Card;

typedef struct {
    Card cell[DESK_ROWS][DESK_COLS];   /* column index 0..12 shows as 1..13 */
    int  flipped;                      /* number of cards facing up         */
} Desk;

void cardLabel(const Card *card, char label[4]);
int  sameRank(const Card *a, const Card *b);
void deskDeal(Desk *desk);
Card *deskAt(Desk *desk, int row, int col);   /* col counted from 1 */

#endif
