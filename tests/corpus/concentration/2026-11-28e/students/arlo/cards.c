/*
 * ENGG1110 Problem Solving by Programming
 * Course Project - Concentration : the deck and the desktop
 * Student Name : Arlo
 */
#include <stdio.h>
#include <stdlib.h>
#include "concentration.h"

static const char SUITS[4] = { 'C', 'D', 'S', 'H' };

/* Fill the desk with the 52 cards and shuffle them (Fisher-Yates). */
void deal_cards(Card desk[ROWS][COLS])
{
    Card deck[NCARDS];
    int i, k = 0;

    for (i = 0; i < 4; i++) {
        int r;
        for (r = 1; r <= 13; r++) {
            deck[k].suit = SUITS[i];
            deck[k].rank = r;
            deck[k].faceUp = 0;
            k++;
        }
    }
    for (i = NCARDS - 1; i > 0; i--) {
        int j = rand() % (i + 1);
        Card t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    for (i = 0; i < NCARDS; i++)
        desk[i / COLS][i % COLS] = deck[i];
}

/* "D 8", "C10", "H K" ... */
void card_text(const Card *c, char out[4])
{
    static const char *RANKS[14] = { "?", "A", "2", "3", "4", "5", "6", "7",
                                     "8", "9", "10", "J", "Q", "K" };
    sprintf(out, "%c%2s", c->suit, RANKS[c->rank]);
}

static void rule_line(void)
{
    int c;
    printf("     +");
    for (c = 0; c < COLS; c++)
        printf("-----+");
    printf("\n");
}

/* Draw the desktop as a framed 4 x 13 grid with row / column labels. */
void show_desk(Card desk[ROWS][COLS])
{
    int r, c;
    char buf[4];

    printf("\n      ");
    for (c = 1; c <= COLS; c++)
        printf(" %2d   ", c);
    printf("\n");
    rule_line();
    for (r = 0; r < ROWS; r++) {
        printf("  %d  |", r);
        for (c = 0; c < COLS; c++) {
            if (desk[r][c].faceUp) {
                card_text(&desk[r][c], buf);
                printf(" %s |", buf);
            } else {
                printf(" XXX |");
            }
        }
        printf("\n");
        rule_line();
    }
    printf("\n");
}
