/* deck.h  -  Opal's Crazy Eights, ECE 175 */
#ifndef DECK_H
#define DECK_H

typedef struct card_s {
    char suit;    /* c d h s */
    int face;     /* 1..13 */
    struct card_s *listp;
} card;

card *CreateDeck(void);
void shuffle(card **deck);
card *pop_top(card **list);
void add_back(card **list, card *c);
card *RemoveCard(card **list, card *c);
card *nth(card *list, int n);     /* n counts from 1 */
int size(card *list);
int points(card *list);
void destroy(card **list);
void show(card *c);               /* prints e.g. 10♥ */
void show_list(card *list);
const char *sym(char suit);

#endif
