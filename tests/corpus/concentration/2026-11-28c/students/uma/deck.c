/*
 * deck.c -- the cards, shuffling and drawing of the desktop
 * (ENGG1110 course project, see declaration in main.c)
 */
#include <stdio.h>
#include <stdlib.h>
#include "concentration.h"

static const char SUIT_CHAR[4] = { 'C', 'D', 'S', 'H' };
static const char *RANK_TEXT[14] = {
    "??", " A", " 2", " 3", " 4", " 5", " 6", " 7",
    " 8", " 9", "10", " J", " Q", " K"
};

const char *card_name(const Card *c)
{
    static char buf[2][4];
    static int which = 0;           /* two buffers: two names per printf */
    which = 1 - which;
    sprintf(buf[which], "%c%s", SUIT_CHAR[c->suit], RANK_TEXT[c->rank]);
    return buf[which];
}

Card *card_at(Desktop *d, int row, int col)
{
    return &d->cell[row][col - 1];
}

void desktop_deal(Desktop *d)
{
    Card deck[N_CARDS];
    int i, j;

    for (i = 0; i < N_CARDS; i++) {
        deck[i].suit = (Suit)(i / 13);
        deck[i].rank = i % 13 + 1;
        deck[i].removed = 0;
    }
    for (i = 0; i < N_CARDS - 1; i++) {          /* Fisher-Yates, front to back */
        Card tmp;
        j = i + rand() % (N_CARDS - i);
        tmp = deck[i];
        deck[i] = deck[j];
        deck[j] = tmp;
    }
    for (i = 0; i < N_CARDS; i++)
        d->cell[i / N_COLS][i % N_COLS] = deck[i];
    d->flipped = 0;
}

static void rule(void)
{
    int c;
    printf("        +");
    for (c = 0; c < N_COLS; c++)
        printf("-----+");
    printf("\n");
}

void desktop_print(const Desktop *d)
{
    int r, c;

    printf("   col  ");
    for (c = 1; c <= N_COLS; c++)
        printf("%4d  ", c);
    printf("\n");
    rule();
    for (r = 0; r < N_ROWS; r++) {
        printf(" row %d  |", r);
        for (c = 0; c < N_COLS; c++) {
            const Card *k = &d->cell[r][c];
            printf(" %s |", k->removed ? card_name(k) : "XXX");
        }
        printf("\n");
        rule();
    }
}
