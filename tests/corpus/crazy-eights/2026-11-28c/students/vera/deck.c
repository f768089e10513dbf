/* deck.c - Vera's Crazy Eights: everything that works on a list of cards */
#include <stdio.h>
#include <stdlib.h>
#include "deck.h"

/* suits of a fresh deck, in this order: hearts, spades, diamonds, clubs */
static const char FRESH_ORDER[4] = { 'H', 'S', 'D', 'C' };

card *CreateDeck(void)
{
    card *head = NULL;
    int s, f;
    /* build back to front so that we can always insert at the head */
    for (s = 3; s >= 0; s--) {
        for (f = 13; f >= 1; f--) {
            card *c = malloc(sizeof(card));
            if (c == NULL) {
                printf("out of memory\n");
                exit(1);
            }
            c->suit = FRESH_ORDER[s];
            c->face = f;
            c->listp = head;
            head = c;
        }
    }
    return head;
}

/* Shuffle as described in the handout: for each card i, choose a random
 * r in [0, 50] and swap card i with card r; repeat the whole thing
 * SHUFFLE_PASSES times.  Done on the node data (suit/face) in place. */
void shuffleDeck(card **deck)
{
    card *arr[52];
    int n = 0, pass, i;
    card *c;

    for (c = *deck; c != NULL && n < 52; c = c->listp)
        arr[n++] = c;

    for (pass = 0; pass < SHUFFLE_PASSES; pass++) {
        for (i = 0; i < n; i++) {
            int r = rand() % 51;
            char ts;
            int tf;
            if (r >= n)
                continue;
            ts = arr[i]->suit;  tf = arr[i]->face;
            arr[i]->suit = arr[r]->suit;  arr[i]->face = arr[r]->face;
            arr[r]->suit = ts;  arr[r]->face = tf;
        }
    }
}

card *RemoveCard(card **list, card *target)
{
    card *prev = NULL, *cur = *list;
    while (cur != NULL && cur != target) {
        prev = cur;
        cur = cur->listp;
    }
    if (cur == NULL)
        return NULL;
    if (prev == NULL)
        *list = cur->listp;
    else
        prev->listp = cur->listp;
    cur->listp = NULL;
    return cur;
}

card *takeTop(card **list)
{
    return (*list == NULL) ? NULL : RemoveCard(list, *list);
}

void addToEnd(card **list, card *c)
{
    card *p;
    c->listp = NULL;
    if (*list == NULL) {
        *list = c;
        return;
    }
    for (p = *list; p->listp != NULL; p = p->listp)
        ;
    p->listp = c;
}

void putOnTop(card **list, card *c)
{
    c->listp = *list;
    *list = c;
}

card *cardAt(card *list, int idx)
{
    int i;
    for (i = 0; list != NULL && i < idx; i++)
        list = list->listp;
    return list;
}

int countCards(card *list)
{
    int n = 0;
    while (list != NULL) {
        n++;
        list = list->listp;
    }
    return n;
}

int handPoints(card *list)
{
    int total = 0;
    while (list != NULL) {
        total += list->face;
        list = list->listp;
    }
    return total;
}

void freeCards(card **list)
{
    card *next;
    while (*list != NULL) {
        next = (*list)->listp;
        free(*list);
        *list = next;
    }
}

const char *faceName(int face)
{
    static const char *names[14] = { "?", "Ace", "2", "3", "4", "5", "6", "7",
                                     "8", "9", "10", "Jack", "Queen", "King" };
    return (face >= 1 && face <= 13) ? names[face] : "?";
}

const char *suitName(char suit)
{
    switch (suit) {
    case 'H': return "Hearts";
    case 'S': return "Spades";
    case 'D': return "Diamonds";
    case 'C': return "Clubs";
    default:  return "?";
    }
}

void printCard(card *c)
{
    printf("%s of %s", faceName(c->face), suitName(c->suit));
}

/* prints the cards separated by commas, six per line */
void printCardList(card *list)
{
    int n = 0;
    if (list == NULL) {
        printf("  (none)\n");
        return;
    }
    while (list != NULL) {
        if (n % 6 == 0)
            printf("  ");
        printCard(list);
        list = list->listp;
        n++;
        if (list == NULL)
            printf("\n");
        else if (n % 6 == 0)
            printf(",\n");
        else
            printf(", ");
    }
}
