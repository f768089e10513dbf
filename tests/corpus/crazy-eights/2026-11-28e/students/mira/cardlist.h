/* cardlist.h -- linked-list card helpers for Crazy Eights (Mira, ECE 175) */
#ifndef CARDLIST_H
#define CARDLIST_H

typedef struct card_s {
    char suit;                 /* 'C', 'D', 'H', 'S' */
    int face;                  /* 1 = Ace ... 13 = King */
    struct card_s *listp;
} card;

card *CreateDeck(void);
void shuffle_deck(card **deck, int rounds);
card *draw_card(card **list);                  /* remove and return the first card */
void add_card(card **list, card *c);           /* append to the end */
card *RemoveCard(card **list, card *which);    /* remove a given card */
card *card_at(card *list, int index);          /* 0-based */
int count_cards(const card *list);
int hand_points(const card *list);
void free_cards(card **list);

const char *face_word(int face);
const char *suit_word(char suit);
void card_text(const card *c, char *buf);     /* "Six of Clubs" */

#endif
