/* cardlist.c -- the deck and the hands as dynamic lists (Mira, ECE 175) */
#include <stdio.h>
#include <stdlib.h>
#include "cardlist.h"

/* Create the ordered deck: Clubs A..K, Diamonds A..K, Hearts A..K, Spades A..K */
card *CreateDeck(void)
{
    const char suits[] = "CDHS";
    card *deck = NULL;
    int s, f;
    for (s = 0; s < 4; s++) {
        for (f = 1; f <= 13; f++) {
            card *c = malloc(sizeof(card));
            if (c == NULL) { printf("Out of memory!\n"); exit(1); }
            c->suit = suits[s];
            c->face = f;
            add_card(&deck, c);
        }
    }
    return deck;
}

/* Handout shuffle: for every position i swap with a random index 0..50,
 * repeated `rounds` times (never fewer than 100).  The swap exchanges the
 * card data of the two nodes, so the list links themselves stay put. */
void shuffle_deck(card **deck, int rounds)
{
    card *node[52];
    int n = 0, r, i;
    card *p;

    for (p = *deck; p != NULL && n < 52; p = p->listp)
        node[n++] = p;
    if (rounds < 100)
        rounds = 100;
    for (r = 0; r < rounds; r++) {
        for (i = 0; i < n; i++) {
            int j = rand() % 51;
            char ts;
            int tf;
            if (j >= n)
                continue;
            ts = node[i]->suit; tf = node[i]->face;
            node[i]->suit = node[j]->suit; node[i]->face = node[j]->face;
            node[j]->suit = ts; node[j]->face = tf;
        }
    }
}

card *draw_card(card **list)
{
    card *c = *list;
    if (c != NULL) {
        *list = c->listp;
        c->listp = NULL;
    }
    return c;
}

void add_card(card **list, card *c)
{
    c->listp = NULL;
    if (*list == NULL) {
        *list = c;
    } else {
        card *p = *list;
        while (p->listp != NULL)
            p = p->listp;
        p->listp = c;
    }
}

card *RemoveCard(card **list, card *which)
{
    card *prev = NULL, *p = *list;
    while (p != NULL && p != which) {
        prev = p;
        p = p->listp;
    }
    if (p == NULL)
        return NULL;
    if (prev == NULL)
        *list = p->listp;
    else
        prev->listp = p->listp;
    p->listp = NULL;
    return p;
}

card *card_at(card *list, int index)
{
    while (list != NULL && index > 0) {
        list = list->listp;
        index--;
    }
    return index == 0 ? list : NULL;
}

int count_cards(const card *list)
{
    int n = 0;
    while (list != NULL) { n++; list = list->listp; }
    return n;
}

int hand_points(const card *list)
{
    int total = 0;
    while (list != NULL) { total += list->face; list = list->listp; }
    return total;
}

void free_cards(card **list)
{
    while (*list != NULL)
        free(draw_card(list));
}

const char *face_word(int face)
{
    static const char *w[] = { "?", "Ace", "Two", "Three", "Four", "Five", "Six",
                               "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King" };
    return (face >= 1 && face <= 13) ? w[face] : "?";
}

const char *suit_word(char suit)
{
    switch (suit) {
    case 'C': return "Clubs";
    case 'D': return "Diamonds";
    case 'H': return "Hearts";
    case 'S': return "Spades";
    default:  return "?";
    }
}

void card_text(const card *c, char *buf)
{
    sprintf(buf, "%s of %s", face_word(c->face), suit_word(c->suit));
}
