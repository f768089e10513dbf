/*
 * cards.c  --  deck and hand handling for Crazy Eights (ECE 175)
 *
 * Every deck and hand is a singly linked list of "card" nodes.
 * Cards move between lists (deck -> hand -> discard) by unlinking the
 * node from one list and linking it into another, so a card is never in
 * two places at once.
 */
#include <stdio.h>
#include <stdlib.h>
#include "cards.h"

/* CreateDeck: builds an ordered 52 card deck.
 * For each suit (clubs, spades, hearts, diamonds) the faces go Ace..King. */
card *CreateDeck(void)
{
    const char suits[4] = { 'C', 'S', 'H', 'D' };
    card *head = NULL, *tail = NULL;
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
            if (head == NULL)
                head = c;
            else
                tail->listp = c;
            tail = c;
        }
    }
    return head;
}

/* ShuffleDeck: the handout algorithm.
 * For each card i of the deck pick a random index 0..50 and swap the two
 * cards; the whole pass is repeated SHUFFLE_PASSES times.  The nodes are
 * collected in an array of pointers so that the swap is cheap, and the
 * list is relinked in the new order afterwards. */
void ShuffleDeck(card **deck)
{
    card *slot[52];
    card *p;
    int n = 0, pass, i, j;

    for (p = *deck; p != NULL && n < 52; p = p->listp)
        slot[n++] = p;
    if (n == 0)
        return;

    for (pass = 0; pass < SHUFFLE_PASSES; pass++) {
        for (i = 0; i < n; i++) {
            card *tmp;
            j = rand() % 51;          /* index in the range 0..50 */
            tmp = slot[i];
            slot[i] = slot[j];
            slot[j] = tmp;
        }
    }

    for (i = 0; i < n - 1; i++)
        slot[i]->listp = slot[i + 1];
    slot[n - 1]->listp = NULL;
    *deck = slot[0];
}

/* RemoveCard: unlinks the card at position index (0 = head) from *list
 * and returns it (NULL when the index is out of range). */
card *RemoveCard(card **list, int index)
{
    card **link = list;
    card *victim;

    while (*link != NULL && index > 0) {
        link = &(*link)->listp;
        index--;
    }
    if (*link == NULL || index < 0)
        return NULL;
    victim = *link;
    *link = victim->listp;
    victim->listp = NULL;
    return victim;
}

/* AppendCard: links c at the end of *list */
void AppendCard(card **list, card *c)
{
    card **link = list;
    while (*link != NULL)
        link = &(*link)->listp;
    c->listp = NULL;
    *link = c;
}

card *CardAt(card *list, int index)
{
    while (list != NULL && index > 0) {
        list = list->listp;
        index--;
    }
    return (index == 0) ? list : NULL;
}

int ListLength(const card *list)
{
    int n = 0;
    for (; list != NULL; list = list->listp)
        n++;
    return n;
}

/* HandPoints: sum of the face values (Ace = 1 ... King = 13) */
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

/* DealCards: one card to the user, one to the computer, ... until each
 * has "each" cards.  The cards are taken from the top (head) of the deck. */
void DealCards(card **deck, card **user, card **comp, int each)
{
    int i;
    for (i = 0; i < each; i++) {
        card *c = RemoveCard(deck, 0);
        if (c != NULL)
            AppendCard(user, c);
        c = RemoveCard(deck, 0);
        if (c != NULL)
            AppendCard(comp, c);
    }
}
