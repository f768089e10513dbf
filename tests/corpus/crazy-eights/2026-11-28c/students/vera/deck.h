/* deck.h - Vera's Crazy Eights: cards, lists and their helpers */
#ifndef DECK_H
#define DECK_H

typedef struct card_s {
    char suit;              /* 'H', 'S', 'D', 'C' */
    int face;               /* 1 = Ace ... 13 = King */
    struct card_s *listp;
} card;

#define SHUFFLE_PASSES 200  /* the handout asks for at least 100 */

card *CreateDeck(void);
void shuffleDeck(card **deck);
card *RemoveCard(card **list, card *target);
card *takeTop(card **list);
void addToEnd(card **list, card *c);
void putOnTop(card **list, card *c);
card *cardAt(card *list, int idx);
int countCards(card *list);
int handPoints(card *list);
void freeCards(card **list);

const char *faceName(int face);
const char *suitName(char suit);
void printCard(card *c);            /* "Queen of Hearts" */
void printCardList(card *list);     /* comma separated, 6 per line */

#endif
