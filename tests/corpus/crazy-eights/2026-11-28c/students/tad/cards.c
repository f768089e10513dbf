/*
 * cards.c  --  linked-list management for the deck and the hands.
 * Author: Tad
 */
#include <stdlib.h>
#include "cards.h"

const char SUIT_ORDER[NUM_SUITS] = { 'C', 'S', 'H', 'D' };

/* Allocate one card node. Exits cleanly if memory runs out. */
static card *NewCard(char suit, int face)
{
    card *c = (card *)malloc(sizeof(card));
    if (c == NULL) {
        fprintf(stderr, "Out of memory\n");
        exit(1);
    }
    c->suit = suit;
    c->face = face;
    c->listp = NULL;
    return c;
}

/*
 * CreateDeck: a standard 52-card deck in order: for each suit
 * (clubs, spades, hearts, diamonds) Ace (1) through King (13).
 */
card *CreateDeck(void)
{
    card *head = NULL, *tail = NULL;
    int s, f;

    for (s = 0; s < NUM_SUITS; s++) {
        for (f = 1; f <= 13; f++) {
            card *c = NewCard(SUIT_ORDER[s], f);
            if (head == NULL)
                head = c;
            else
                tail->listp = c;
            tail = c;
        }
    }
    return head;
}

/*
 * ShuffleDeck: the algorithm from the handout.
 * For every position i of the deck pick a random index r in 0..50 and
 * swap deck[i] with deck[r]; one such sweep is a "pass", and we do
 * `passes` of them (always at least 100).  The list is copied into an
 * array of pointers, shuffled, then re-linked.
 */
void ShuffleDeck(card **deck, int passes)
{
    card *slot[DECK_SIZE];
    card *c;
    int n = 0, i, p;

    for (c = *deck; c != NULL && n < DECK_SIZE; c = c->listp)
        slot[n++] = c;
    if (n < 2)
        return;
    if (passes < 100)
        passes = 100;

    for (p = 0; p < passes; p++) {
        for (i = 0; i < n; i++) {
            int r = rand() % 51;          /* 0 .. 50 */
            card *tmp;
            if (r >= n)                   /* only matters for short decks */
                r = r % n;
            tmp = slot[i];
            slot[i] = slot[r];
            slot[r] = tmp;
        }
    }
    /* re-link in the new order */
    for (i = 0; i < n - 1; i++)
        slot[i]->listp = slot[i + 1];
    slot[n - 1]->listp = NULL;
    *deck = slot[0];
}

/* RemoveCard: unlink `target` from *list.  Returns it, or NULL if absent. */
card *RemoveCard(card **list, card *target)
{
    card **link = list;
    while (*link != NULL) {
        if (*link == target) {
            *link = target->listp;
            target->listp = NULL;
            return target;
        }
        link = &(*link)->listp;
    }
    return NULL;
}

/* DrawTop: take the first card (the top) of a list. */
card *DrawTop(card **list)
{
    if (*list == NULL)
        return NULL;
    return RemoveCard(list, *list);
}

/* Sort key for hands: suit in SUIT_ORDER, then face. */
static int SortKey(const card *c)
{
    int s;
    for (s = 0; s < NUM_SUITS; s++)
        if (SUIT_ORDER[s] == c->suit)
            break;
    return s * 100 + c->face;
}

/* AddCard: insert into a hand keeping it sorted, so the hand looks tidy. */
void AddCard(card **list, card *c)
{
    card **link = list;
    while (*link != NULL && SortKey(*link) < SortKey(c))
        link = &(*link)->listp;
    c->listp = *link;
    *link = c;
}

/* PushTop: put a card on top of a pile (front of the list). */
void PushTop(card **list, card *c)
{
    c->listp = *list;
    *list = c;
}

card *CardAt(card *list, int index)
{
    while (list != NULL && index > 0) {
        list = list->listp;
        index--;
    }
    return (index == 0) ? list : NULL;
}

int CountCards(const card *list)
{
    int n = 0;
    for (; list != NULL; list = list->listp)
        n++;
    return n;
}

/* Points = sum of the face values (Ace 1 ... King 13). */
int HandPoints(const card *list)
{
    int sum = 0;
    for (; list != NULL; list = list->listp)
        sum += list->face;
    return sum;
}

void FreeList(card **list)
{
    while (*list != NULL) {
        card *next = (*list)->listp;
        free(*list);
        *list = next;
    }
}
