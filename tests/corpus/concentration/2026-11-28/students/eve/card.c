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
* Student Name : Eve
* Student ID : 1155000005
* Class/Section : E
* Date : 13/04/2019
*/
#include <stdio.h>
#include <stdlib.h>
#include "card.h"

Card table[TOTAL];

int cardIndex(int row, int col)
{
    return row * COLS + (col - 1);
}

const char *cardName(int index)
{
    static char text[8];
    static const char *rankText[] = {"?", "A", "2", "3", "4", "5", "6", "7",
                                     "8", "9", "10", "J", "Q", "K"};
    sprintf(text, "%c%2s", table[index].suit, rankText[table[index].rank]);
    return text;
}

void newTable(void)
{
    const char suitText[] = "CDSH";
    int i;

    for (i = 0; i < TOTAL; i++) {
        table[i].suit = suitText[i % 4];
        table[i].rank = i / 4 + 1;
        table[i].shown = 0;
    }
    /* shuffle from the front: swap card i with a random card at or after it */
    for (i = 0; i < TOTAL - 1; i++) {
        int j = i + rand() % (TOTAL - i);
        Card t = table[i];
        table[i] = table[j];
        table[j] = t;
    }
}

void drawTable(void)
{
    int r, c;

    printf("     ");
    for (c = 1; c <= COLS; c++)
        printf("%3d ", c);
    printf("\n");
    for (r = 0; r < ROWS; r++) {
        printf("[%d]  ", r);
        for (c = 1; c <= COLS; c++) {
            int k = cardIndex(r, c);
            printf("%s ", table[k].shown ? cardName(k) : "XXX");
        }
        printf("\n");
    }
}
