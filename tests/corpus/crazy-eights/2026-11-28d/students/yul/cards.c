/*
 * cards.c  --  linked-list card helpers and card drawing for Crazy Eights
 */
#include <stdio.h>
#include <stdlib.h>
#include "cards.h"

static const char SUIT_ORDER[4] = { 'C', 'S', 'H', 'D' };

/* Create the 52 cards in order: for each suit, Ace (1) through King (13). */
void CreateDeck(card **deck)
{
    int s, f;
    *deck = NULL;
    for (s = 0; s < 4; s++) {
        for (f = 1; f <= 13; f++) {
            card *c = (card *)malloc(sizeof(card));
            if (c == NULL) {
                printf("Out of memory!\n");
                exit(1);
            }
            c->suit = SUIT_ORDER[s];
            c->face = f;
            c->listp = NULL;
            AppendCard(deck, c);
        }
    }
}

void FreeList(card **list)
{
    while (*list != NULL) {
        card *next = (*list)->listp;
        free(*list);
        *list = next;
    }
}

/*
 * Shuffle exactly as the handout describes: for every position i of the deck
 * pick a random index 0..50 and swap the two cards; repeat the whole pass
 * `passes` times.  The list is copied into an array of pointers so that we can
 * index it like deck[i], and then relinked in the new order.
 */
void ShuffleDeck(card **deck, int passes)
{
    card *slot[DECK_SIZE];
    card *walk;
    int n = 0, p, i;

    for (walk = *deck; walk != NULL && n < DECK_SIZE; walk = walk->listp)
        slot[n++] = walk;
    if (n == 0)
        return;

    for (p = 0; p < passes; p++) {
        for (i = 0; i < n; i++) {
            int r = rand() % 51;          /* random number in range 0..50 */
            card *tmp = slot[i];
            slot[i] = slot[r];
            slot[r] = tmp;
        }
    }

    for (i = 0; i < n - 1; i++)
        slot[i]->listp = slot[i + 1];
    slot[n - 1]->listp = NULL;
    *deck = slot[0];
}

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

card *RemoveTop(card **list)
{
    if (*list == NULL)
        return NULL;
    return RemoveCard(list, *list);
}

void AppendCard(card **list, card *c)
{
    card **link = list;
    while (*link != NULL)
        link = &(*link)->listp;
    c->listp = NULL;
    *link = c;
}

void PushCard(card **list, card *c)
{
    c->listp = *list;
    *list = c;
}

int CountCards(const card *list)
{
    int n = 0;
    for (; list != NULL; list = list->listp)
        n++;
    return n;
}

card *CardAt(card *list, int index)
{
    while (list != NULL && index > 0) {
        list = list->listp;
        index--;
    }
    return list;
}

/* points = sum of the face values (Ace 1 ... King 13) */
int HandPoints(const card *list)
{
    int sum = 0;
    for (; list != NULL; list = list->listp)
        sum += list->face;
    return sum;
}

const char *FaceText(int face)
{
    static const char *names[14] = { "?", "A", "2", "3", "4", "5", "6", "7",
                                     "8", "9", "10", "J", "Q", "K" };
    if (face < 1 || face > 13)
        return "?";
    return names[face];
}

const char *SuitSymbol(char suit)
{
    switch (suit) {
    case 'C': return "\xE2\x99\xA3";   /* ♣ */
    case 'S': return "\xE2\x99\xA0";   /* ♠ */
    case 'H': return "\xE2\x99\xA5";   /* ♥ */
    case 'D': return "\xE2\x99\xA6";   /* ♦ */
    }
    return "?";
}

const char *SuitName(char suit)
{
    switch (suit) {
    case 'C': return "Clubs";
    case 'S': return "Spades";
    case 'H': return "Hearts";
    case 'D': return "Diamonds";
    }
    return "?";
}

void PrintCardShort(const card *c)
{
    printf("%s%s", FaceText(c->face), SuitSymbol(c->suit));
}

void PrintListShort(const card *list, int perLine)
{
    int k = 0;
    printf("   ");
    for (; list != NULL; list = list->listp) {
        PrintCardShort(list);
        k++;
        if (list->listp != NULL) {
            if (perLine > 0 && k % perLine == 0)
                printf("\n   ");
            else
                printf(" ");
        }
    }
    printf("\n");
}

/*
 * Draw cards side by side, at most 10 per row:
 *   ┌─────┐
 *   │10   │
 *   │  ♥  │
 *   │   10│
 *   └─────┘
 *     (1)
 */
#define PER_ROW 10
void PrintCardsArt(const card *list, int numbered)
{
    const card *rowStart = list;
    int number = 1;

    while (rowStart != NULL) {
        const card *c;
        int k, line;
        for (line = 0; line < 5; line++) {
            printf("   ");
            for (c = rowStart, k = 0; c != NULL && k < PER_ROW; c = c->listp, k++) {
                switch (line) {
                case 0: printf("\xE2\x94\x8C\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x90"); break;
                case 1: printf("\xE2\x94\x82%-2s   \xE2\x94\x82", FaceText(c->face)); break;
                case 2: printf("\xE2\x94\x82  %s  \xE2\x94\x82", SuitSymbol(c->suit)); break;
                case 3: printf("\xE2\x94\x82   %2s\xE2\x94\x82", FaceText(c->face)); break;
                case 4: printf("\xE2\x94\x94\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x98"); break;
                }
            }
            printf("\n");
        }
        if (numbered) {
            printf("   ");
            for (c = rowStart, k = 0; c != NULL && k < PER_ROW; c = c->listp, k++) {
                printf(" (%2d) ", number++);
                printf(" ");
            }
            printf("\n");
        }
        for (k = 0; rowStart != NULL && k < PER_ROW; k++)
            rowStart = rowStart->listp;
    }
}
