/*
 * display.c - card graphics (extra credit 2): the suit symbols and a
 * little box for every card.
 */
#include <stdio.h>
#include <string.h>
#include "cards.h"

#define PER_ROW 8

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

const char *FaceText(int face)
{
    static const char *names[14] = { "?", "A", "2", "3", "4", "5", "6", "7",
                                     "8", "9", "10", "J", "Q", "K" };
    if (face < 1 || face > 13)
        return "?";
    return names[face];
}

void CardName(const card *c, char *out)
{
    sprintf(out, "%s%s", FaceText(c->face), SuitSymbol(c->suit));
}

/* one row (at most PER_ROW cards) of boxes */
static void art_row(card **cards, int n, int first_number, int numbered)
{
    int i;
    for (i = 0; i < n; i++) printf("\xE2\x94\x8C\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x90");
    printf("\n");
    for (i = 0; i < n; i++) printf("\xE2\x94\x82%-5s\xE2\x94\x82", FaceText(cards[i]->face));
    printf("\n");
    for (i = 0; i < n; i++) printf("\xE2\x94\x82  %s  \xE2\x94\x82", SuitSymbol(cards[i]->suit));
    printf("\n");
    for (i = 0; i < n; i++) printf("\xE2\x94\x82%5s\xE2\x94\x82", FaceText(cards[i]->face));
    printf("\n");
    for (i = 0; i < n; i++) printf("\xE2\x94\x94\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x98");
    printf("\n");
    if (numbered) {
        for (i = 0; i < n; i++) {
            char lab[16];
            sprintf(lab, "[%d]", first_number + i);
            printf("  %-5s", lab);
        }
        printf("\n");
    }
}

void PrintCardArt(card *list, int numbered)
{
    card *row[PER_ROW];
    int n = 0, number = 1;

    if (list == NULL) {
        printf("   (no cards)\n");
        return;
    }
    for (; list != NULL; list = list->listp) {
        row[n++] = list;
        if (n == PER_ROW) {
            art_row(row, n, number, numbered);
            number += n;
            n = 0;
        }
    }
    if (n > 0)
        art_row(row, n, number, numbered);
}

void PrintCardLine(card *list)
{
    char buf[16];
    if (list == NULL) {
        printf("(no cards)");
        return;
    }
    for (; list != NULL; list = list->listp) {
        CardName(list, buf);
        printf("%s%s", buf, list->listp ? " " : "");
    }
}

/* plain codes such as "10H" - used for the demo/test print of the deck */
void PrintDeckCodes(const char *label, card *deck)
{
    printf("%s:", label);
    for (; deck != NULL; deck = deck->listp)
        printf(" %s%c", FaceText(deck->face), deck->suit);
    printf("\n");
}

void PrintBanner(void)
{
    printf("\n");
    printf("  +=============================================+\n");
    printf("  |   %s %s %s   C R A Z Y   E I G H T S   %s %s %s   |\n",
           SuitSymbol('C'), SuitSymbol('D'), SuitSymbol('H'),
           SuitSymbol('S'), SuitSymbol('H'), SuitSymbol('D'));
    printf("  |        you  vs.  the dealer (computer)      |\n");
    printf("  +=============================================+\n\n");
}
