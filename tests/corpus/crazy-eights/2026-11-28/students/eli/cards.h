/*
 * cards.h  --  ECE 175 Final Project: Crazy Eights
 *
 * Shared declarations for the deck / hand linked lists, the screen
 * drawing helpers and the statistics file.
 */
#ifndef CARDS_H
#define CARDS_H

/* one playing card (type required by the project handout) */
typedef struct card_s {
    char suit;              /* 'C' clubs, 'S' spades, 'H' hearts, 'D' diamonds */
    int face;               /* 1 (Ace) .. 13 (King)                            */
    struct card_s *listp;   /* next card in the list                           */
} card;

#define HAND_SIZE      8     /* cards dealt to each player          */
#define SHUFFLE_PASSES 100   /* how many times step 3(a) is repeated */
#define MAX_DRAWS      3     /* draw at most 3 cards, then pass      */

/* ---- cards.c : list handling ---- */
card *CreateDeck(void);
void  ShuffleDeck(card **deck);
card *RemoveCard(card **list, int index);
void  AppendCard(card **list, card *c);
card *CardAt(card *list, int index);
int   ListLength(const card *list);
int   HandPoints(const card *list);
void  FreeList(card **list);
void  DealCards(card **deck, card **user, card **comp, int each);

/* ---- display.c : pretty printing ---- */
const char *SuitSymbol(char suit);
const char *SuitName(char suit);
void  FaceLabel(int face, char *out);
void  PrintCards(const card *list, int numbered);
void  PrintInline(const card *c);
void  PrintRule(void);

/* ---- stats.c : win / loss records ---- */
int   StatsLogin(char *name, int size, int *wins, int *losses);
void  StatsSave(const char *name, int wins, int losses);

/* ---- main.c : input helper ---- */
int   ReadLine(const char *prompt, char *buf, int size);

#endif
