/*
 * display.c  --  card graphics for Crazy Eights (ECE 175, extra credit 2)
 *
 * Cards are drawn as little boxes with the suit symbol in the middle:
 *
 *   ┌─────┐
 *   │7    │
 *   │  ♥  │
 *   │    7│
 *   └─────┘
 *
 * At most eight cards are drawn side by side; longer hands wrap.
 */
#include <stdio.h>
#include <string.h>
#include "cards.h"

#define PER_ROW 8

const char *SuitSymbol(char suit)
{
    switch (suit) {
    case 'C': return "\xe2\x99\xa3";   /* ♣ */
    case 'S': return "\xe2\x99\xa0";   /* ♠ */
    case 'H': return "\xe2\x99\xa5";   /* ♥ */
    case 'D': return "\xe2\x99\xa6";   /* ♦ */
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
    return "???";
}

/* FaceLabel: "A", "2" .. "10", "J", "Q", "K" */
void FaceLabel(int face, char *out)
{
    switch (face) {
    case 1:  strcpy(out, "A"); break;
    case 11: strcpy(out, "J"); break;
    case 12: strcpy(out, "Q"); break;
    case 13: strcpy(out, "K"); break;
    default: sprintf(out, "%d", face); break;
    }
}

/* PrintInline: short form such as "10♦" */
void PrintInline(const card *c)
{
    char lab[4];
    FaceLabel(c->face, lab);
    printf("%s%s", lab, SuitSymbol(c->suit));
}

void PrintRule(void)
{
    int i;
    for (i = 0; i < 56; i++)
        printf("\xe2\x95\x90");        /* ═ */
    printf("\n");
}

/* PrintCards: draws the list as boxes; when numbered != 0 the position
 * of every card (starting at 1) is printed under it. */
void PrintCards(const card *list, int numbered)
{
    const card *row[PER_ROW];
    const card *p = list;
    int number = 1;
    int n, i;
    char lab[4];

    if (list == NULL) {
        printf("   (no cards)\n");
        return;
    }

    while (p != NULL) {
        n = 0;
        while (p != NULL && n < PER_ROW) {
            row[n++] = p;
            p = p->listp;
        }

        printf(" ");
        for (i = 0; i < n; i++)
            printf("\xe2\x94\x8c\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x90 ");
        printf("\n ");
        for (i = 0; i < n; i++) {
            FaceLabel(row[i]->face, lab);
            printf("\xe2\x94\x82%-2s   \xe2\x94\x82 ", lab);
        }
        printf("\n ");
        for (i = 0; i < n; i++)
            printf("\xe2\x94\x82  %s  \xe2\x94\x82 ", SuitSymbol(row[i]->suit));
        printf("\n ");
        for (i = 0; i < n; i++) {
            FaceLabel(row[i]->face, lab);
            printf("\xe2\x94\x82   %2s\xe2\x94\x82 ", lab);
        }
        printf("\n ");
        for (i = 0; i < n; i++)
            printf("\xe2\x94\x94\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x98 ");
        printf("\n");
        if (numbered) {
            printf(" ");
            for (i = 0; i < n; i++) {
                char tag[16];
                int len, left;
                sprintf(tag, "[%d]", number++);
                len = (int)strlen(tag);
                left = (7 - len) / 2;
                printf("%*s%s%*s ", left, "", tag, 7 - len - left, "");
            }
            printf("\n");
        }
    }
}
