/*
 * cards.h  --  ECE 175 Final Project: Crazy Eights
 * Author: Tad
 *
 * The card type required by the assignment plus every list helper
 * (create, shuffle, add, remove, count, points, printing).
 */
#ifndef CARDS_H
#define CARDS_H

#include <stdio.h>

/* Required node type: one card in a dynamic (linked) list. */
typedef struct card_s {
    char suit;              /* 'C' clubs, 'S' spades, 'H' hearts, 'D' diamonds */
    int face;               /* 1 (Ace) .. 13 (King)                              */
    struct card_s *listp;   /* next card in the list                             */
} card;

#define DECK_SIZE 52
#define NUM_SUITS 4

extern const char SUIT_ORDER[NUM_SUITS];   /* C S H D: order used by CreateDeck */

/* ---- list management (cards.c) ---- */
card *CreateDeck(void);                        /* ordered 52-card deck          */
void  ShuffleDeck(card **deck, int passes);    /* assignment's swap algorithm   */
card *RemoveCard(card **list, card *target);   /* unlink target, return it      */
card *DrawTop(card **list);                    /* remove + return first card    */
void  AddCard(card **list, card *c);           /* insert into hand, kept sorted */
void  PushTop(card **list, card *c);           /* put c on top (discard pile)   */
card *CardAt(card *list, int index);           /* 0-based index, NULL if none   */
int   CountCards(const card *list);
int   HandPoints(const card *list);            /* sum of the face values        */
void  FreeList(card **list);

/* ---- text helpers (display.c) ---- */
const char *FaceText(int face);                /* "A", "2", .. "10", "J", ..    */
const char *SuitSymbol(char suit);             /* UTF-8 ♣ ♠ ♥ ♦                 */
const char *SuitName(char suit);               /* "Clubs", ...                  */
void  CardText(const card *c, char *buf);      /* "10♥"                          */
void  PrintCompactList(const card *list, int perRow);
void  PrintCardArt(const card *c);             /* one big card                   */
void  PrintHandArt(const card *hand);          /* row(s) of big cards, numbered  */
void  PrintBanner(void);

#endif
