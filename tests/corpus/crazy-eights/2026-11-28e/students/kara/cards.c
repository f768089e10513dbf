/*
 * cards.c - the deck, the hands and the piles are all dynamic lists of
 * `card` nodes.  Every card that moves is unlinked from one list and
 * linked into another, so no card is ever copied or lost.
 */
#include <stdio.h>
#include <stdlib.h>
#include "cards.h"

/* Build the 52-card deck: for every suit, Ace (1) up to King (13). */
card *CreateDeck(void)
{
    const char suits[4] = { 'C', 'S', 'H', 'D' };
    card *deck = NULL;
    int s, f;

    for (s = 0; s < 4; s++) {
        for (f = 1; f <= 13; f++) {
            card *c = (card *)malloc(sizeof(card));
            if (c == NULL) {
                fprintf(stderr, "out of memory\n");
                exit(1);
            }
            c->suit = suits[s];
            c->face = f;
            c->listp = NULL;
            AddCard(&deck, c);
        }
    }
    return deck;
}

/*
 * Shuffle exactly the way the handout describes it: for each position i
 * pick a random index in 0..50 and swap deck[i] with deck[index]; do the
 * whole pass `passes` times (at least 100).  The list is copied into an
 * array of pointers, shuffled there and linked up again in the new order.
 */
void ShuffleDeck(card **deck, int passes)
{
    card *arr[52];
    int n = 0, i, p;
    card *c;

    for (c = *deck; c != NULL && n < 52; c = c->listp)
        arr[n++] = c;
    if (passes < 100)
        passes = 100;

    for (p = 0; p < passes; p++) {
        for (i = 0; i < n; i++) {
            int j = rand() % 51;          /* 0 .. 50, as the handout says */
            card *tmp;
            if (j >= n)
                continue;                 /* only possible for short decks */
            tmp = arr[i];
            arr[i] = arr[j];
            arr[j] = tmp;
        }
    }

    *deck = NULL;
    for (i = 0; i < n; i++) {
        arr[i]->listp = (i + 1 < n) ? arr[i + 1] : NULL;
    }
    if (n > 0)
        *deck = arr[0];
}

void AddCard(card **list, card *c)
{
    card **pp = list;
    c->listp = NULL;
    while (*pp != NULL)
        pp = &(*pp)->listp;
    *pp = c;
}

void PushTop(card **list, card *c)
{
    c->listp = *list;
    *list = c;
}

/* pointer-to-pointer walk: no special case for the first node */
card *RemoveCard(card **list, card *target)
{
    card **pp = list;
    while (*pp != NULL && *pp != target)
        pp = &(*pp)->listp;
    if (*pp == NULL)
        return NULL;
    *pp = target->listp;
    target->listp = NULL;
    return target;
}

card *TakeTop(card **list)
{
    if (*list == NULL)
        return NULL;
    return RemoveCard(list, *list);
}

card *CardAt(card *list, int pos)
{
    int i;
    for (i = 1; list != NULL && i < pos; i++)
        list = list->listp;
    return (pos >= 1) ? list : NULL;
}

int CountCards(const card *list)
{
    int n = 0;
    for (; list != NULL; list = list->listp)
        n++;
    return n;
}

int HandPoints(const card *list)
{
    int sum = 0;
    for (; list != NULL; list = list->listp)
        sum += list->face;
    return sum;
}

void FreeCards(card **list)
{
    while (*list != NULL) {
        card *c = TakeTop(list);
        free(c);
    }
}
