/*
 * cards.h  --  ECE 175 Final Project: Crazy Eights
 * Yuliana & Tomas
 *
 * The card type required by the project handout, plus every linked-list
 * helper we use on decks, hands and the discard pile.
 */
#ifndef CARDS_H
#define CARDS_H

typedef struct card_s {
    char suit;              /* 'C' clubs, 'S' spades, 'H' hearts, 'D' diamonds */
    int face;               /* 1 (Ace) .. 13 (King)                               */
    struct card_s *listp;   /* next card in the list                              */
} card;

#define DECK_SIZE      52
#define HAND_START      8
#define SHUFFLE_PASSES 100   /* step (b): repeat the swapping pass >= 100 times  */

/* building / destroying lists */
void  CreateDeck(card **deck);
void  FreeList(card **list);
void  ShuffleDeck(card **deck, int passes);

/* moving cards between lists */
card *RemoveCard(card **list, card *target);   /* unlinks target, returns it  */
card *RemoveTop(card **list);                  /* unlinks the first card      */
void  AppendCard(card **list, card *c);        /* adds at the end of the list */
void  PushCard(card **list, card *c);          /* adds at the front           */

/* queries */
int   CountCards(const card *list);
card *CardAt(card *list, int index);           /* 0-based                     */
int   HandPoints(const card *list);

/* text helpers */
const char *FaceText(int face);                /* "A", "2" .. "10", "J" ...   */
const char *SuitSymbol(char suit);             /* UTF-8 symbol                */
const char *SuitName(char suit);               /* "Clubs" ...                 */
void  PrintCardShort(const card *c);           /* e.g. 10♥                    */
void  PrintListShort(const card *list, int perLine);
void  PrintCardsArt(const card *list, int numbered);

#endif
