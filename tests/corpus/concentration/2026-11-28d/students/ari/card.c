/*
 * ENGG1110 Problem Solving by Programming
 * Course Project
 * I declare that the project here submitted is original
 * except for source material explicitly acknowledged,
 * and that the same or closely related material has not been
 * previously submitted for another course.
 * I also acknowledge that I am aware of University policy and
 * regulations on honesty in academic work, and of the disciplinary
 * guidelines and procedures applicable to breaches of such
 * policy and regulations, as contained in the website.
 * University Guideline on Academic Honesty:
 * https://www.cuhk.edu.hk/policy/academichonesty/
 * Student Name : Ari Chan
 * Student ID : 1155000001
 * Class/Section : A
 * Date : 2019-04-15
 */
/* card.c - building, shuffling and naming the cards */
#include <stdio.h>
#include <stdlib.h>
#include "card.h"

static const char *RANK_NAMES[14] = {
    "", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
};

void cardLabel(const Card *card, char label[4])
{
    sprintf(label, "%c%2s", card->suit, RANK_NAMES[card->rank]);
}

int sameRank(const Card *a, const Card *b)
{
    return a->rank == b->rank;          /* colour does not matter (rule II) */
}

void deskDeal(Desk *desk)
{
    static const char SUITS[4] = { 'C', 'D', 'S', 'H' };
    Card deck[DECK_SIZE];
    int i;

    for (i = 0; i < DECK_SIZE; i++) {
        deck[i].suit = SUITS[i / 13];
        deck[i].rank = i % 13 + 1;
        deck[i].faceUp = 0;
    }
    /* Fisher-Yates shuffle */
    for (i = DECK_SIZE - 1; i > 0; i--) {
        int j = rand() % (i + 1);
        Card tmp = deck[i];
        deck[i] = deck[j];
        deck[j] = tmp;
    }
    for (i = 0; i < DECK_SIZE; i++)
        desk->cell[i / DESK_COLS][i % DESK_COLS] = deck[i];
    desk->flipped = 0;
}

Card *deskAt(Desk *desk, int row, int col)
{
    return &desk->cell[row][col - 1];
}
