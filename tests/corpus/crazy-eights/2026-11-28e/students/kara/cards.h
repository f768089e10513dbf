/*
 * cards.h - Crazy Eights (ECE 175 final project)
 * Author: Kara
 *
 * Everything that deals with cards as linked lists lives in cards.c,
 * everything that draws them on the screen lives in display.c and the
 * optional win/loss statistics file is handled in stats.c.
 */
#ifndef CARDS_H
#define CARDS_H

/* the card type REQUIRED by the project handout */
typedef struct card_s {
    char suit;              /* 'C' clubs, 'S' spades, 'H' hearts, 'D' diamonds */
    int face;               /* 1 (Ace) .. 13 (King) */
    struct card_s *listp;   /* next card in the list */
} card;

/* ---------- cards.c : list handling ---------- */
card *CreateDeck(void);                       /* 52 cards, in order      */
void  ShuffleDeck(card **deck, int passes);   /* handout's swap shuffle  */
void  AddCard(card **list, card *c);          /* append at the tail      */
card *RemoveCard(card **list, card *target);  /* unlink target, return it*/
card *TakeTop(card **list);                   /* unlink the first card   */
void  PushTop(card **list, card *c);          /* put c in front          */
card *CardAt(card *list, int pos);            /* 1-based position        */
int   CountCards(const card *list);
int   HandPoints(const card *list);           /* sum of face values      */
void  FreeCards(card **list);

/* ---------- display.c : everything printed about cards ---------- */
const char *SuitSymbol(char suit);
const char *SuitName(char suit);
const char *FaceText(int face);
void  CardName(const card *c, char *out);     /* e.g. "10♥" */
void  PrintCardArt(card *list, int numbered); /* boxes, 8 per row */
void  PrintCardLine(card *list);              /* "A♠ 10♥ ..." on one line */
void  PrintDeckCodes(const char *label, card *deck);
void  PrintBanner(void);

/* ---------- stats.c : optional statistics file ---------- */
typedef struct {
    char name[40];
    int wins;
    int losses;
} player_rec;

int  StatsLogin(player_rec *me);              /* returns 0 on end of input */
void StatsSave(const player_rec *me);

#endif
