/* deck.c  -  cards live in singly linked lists */
#include <stdio.h>
#include <stdlib.h>
#include "deck.h"

card *CreateDeck(void)
{
    card *deck = NULL;
    const char *suits = "cshd";
    int s, f;
    for (s = 0; s < 4; s++)
        for (f = 1; f <= 13; f++) {
            card *c = malloc(sizeof *c);
            if (!c) exit(1);
            c->suit = suits[s];
            c->face = f;
            add_back(&deck, c);
        }
    return deck;
}

/* for every card: swap with position rand()%51; the whole thing 100x */
void shuffle(card **deck)
{
    card *a[52];
    int n = 0, times, i;
    for (card *c = *deck; c; c = c->listp) a[n++] = c;
    for (times = 0; times < 100; times++)
        for (i = 0; i < n; i++) {
            int r = rand() % 51;
            card *t = a[i];
            a[i] = a[r];
            a[r] = t;
        }
    for (i = 0; i < n; i++) a[i]->listp = (i < n - 1) ? a[i + 1] : NULL;
    *deck = a[0];
}

card *pop_top(card **list)
{
    card *c = *list;
    if (c) {
        *list = c->listp;
        c->listp = NULL;
    }
    return c;
}

void add_back(card **list, card *c)
{
    c->listp = NULL;
    while (*list) list = &((*list)->listp);
    *list = c;
}

card *RemoveCard(card **list, card *c)
{
    while (*list && *list != c) list = &((*list)->listp);
    if (!*list) return NULL;
    *list = c->listp;
    c->listp = NULL;
    return c;
}

card *nth(card *list, int n)
{
    while (list && n > 1) {
        list = list->listp;
        n--;
    }
    return n == 1 ? list : NULL;
}

int size(card *list)
{
    int n = 0;
    for (; list; list = list->listp) n++;
    return n;
}

int points(card *list)
{
    int p = 0;
    for (; list; list = list->listp) p += list->face;
    return p;
}

void destroy(card **list)
{
    while (*list) free(pop_top(list));
}

const char *sym(char suit)
{
    switch (suit) {
    case 'c': return "♣";
    case 'd': return "♦";
    case 'h': return "♥";
    default:  return "♠";
    }
}

void show(card *c)
{
    static const char *f[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    printf("%s%s", f[c->face], sym(c->suit));
}

void show_list(card *list)
{
    if (!list) {
        printf("nothing");
        return;
    }
    for (; list; list = list->listp) {
        show(list);
        if (list->listp) printf(" ");
    }
}
