/*
 * display.c  --  all the "graphics": suit symbols and box-drawn cards.
 * Author: Tad
 */
#include <stdio.h>
#include <string.h>
#include "cards.h"

#define CARDS_PER_ROW 8

const char *FaceText(int face)
{
    static const char *names[] = { "?", "A", "2", "3", "4", "5", "6", "7",
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

void CardText(const card *c, char *buf)
{
    sprintf(buf, "%s%s", FaceText(c->face), SuitSymbol(c->suit));
}

/* A plain list of cards, `perRow` to a line: " A♣  2♣ 10♣ ..." */
void PrintCompactList(const card *list, int perRow)
{
    int n = 0;
    for (; list != NULL; list = list->listp) {
        printf(" %3s%s", FaceText(list->face), SuitSymbol(list->suit));
        if (++n % perRow == 0)
            printf("\n");
    }
    if (n % perRow != 0 || n == 0)
        printf("\n");
}

/* The five text lines of one card, written into lines[0..4]. */
static void CardLines(const card *c, char lines[5][64])
{
    const char *f = FaceText(c->face);
    strcpy(lines[0], "\xE2\x94\x8C\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x90"); /* ┌─────┐ */
    sprintf(lines[1], "\xE2\x94\x82%-2s   \xE2\x94\x82", f);                 /* │10   │ */
    sprintf(lines[2], "\xE2\x94\x82  %s  \xE2\x94\x82", SuitSymbol(c->suit)); /* │  ♥  │ */
    sprintf(lines[3], "\xE2\x94\x82   %2s\xE2\x94\x82", f);                 /* │   10│ */
    strcpy(lines[4], "\xE2\x94\x94\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x98"); /* └─────┘ */
}

void PrintCardArt(const card *c)
{
    char lines[5][64];
    int i;
    CardLines(c, lines);
    for (i = 0; i < 5; i++)
        printf("   %s\n", lines[i]);
}

/* Hand as rows of big cards, each with its number [1], [2], ... below. */
void PrintHandArt(const card *hand)
{
    const card *rowStart = hand;
    int number = 1;

    while (rowStart != NULL) {
        char lines[CARDS_PER_ROW][5][64];
        const card *c = rowStart;
        int count = 0, i, k;

        while (c != NULL && count < CARDS_PER_ROW) {
            CardLines(c, lines[count]);
            count++;
            c = c->listp;
        }
        for (i = 0; i < 5; i++) {
            printf("   ");
            for (k = 0; k < count; k++)
                printf("%s ", lines[k][i]);
            printf("\n");
        }
        printf("   ");
        for (k = 0; k < count; k++) {
            char label[16];
            sprintf(label, "[%d]", number + k);
            printf("  %-6s", label);
        }
        printf("\n");
        number += count;
        rowStart = c;
    }
}

void PrintBanner(void)
{
    printf("\n");
    printf("  \xE2\x99\xA3 \xE2\x99\xA0 \xE2\x99\xA5 \xE2\x99\xA6 ");
    printf("  C R A Z Y    E I G H T S  ");
    printf(" \xE2\x99\xA6 \xE2\x99\xA5 \xE2\x99\xA0 \xE2\x99\xA3\n");
    printf("  =================================================\n");
    printf("      you  vs.  the dealer  --  first to empty a hand wins\n\n");
}
