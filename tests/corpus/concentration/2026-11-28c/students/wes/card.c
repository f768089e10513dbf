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
 * Student Name : Wes
 * Student ID : 1155000003
 * Class/Section : C
 * Date : 2019-04-13
 */
#include <stdio.h>
#include <stdlib.h>
#include "card.h"

struct card desk[ROWS][COLS];

void cardText(const struct card *c, char out[4])
{
    static const char *names[] = {"?", "A", "2", "3", "4", "5", "6", "7",
                                  "8", "9", "10", "J", "Q", "K"};
    sprintf(out, "%c%2s", c->suit, names[c->rank]);
}

void shuffleDesk(void)
{
    struct card deck[ROWS * COLS];
    const char suits[4] = {'H', 'S', 'D', 'C'};
    int i, j, k = 0;

    for (j = 1; j <= 13; j++) {
        for (i = 0; i < 4; i++) {
            deck[k].suit = suits[i];
            deck[k].rank = j;
            deck[k].faceUp = 0;
            k++;
        }
    }
    /* Fisher-Yates shuffle */
    for (i = ROWS * COLS - 1; i > 0; i--) {
        struct card tmp;
        j = rand() % (i + 1);
        tmp = deck[i];
        deck[i] = deck[j];
        deck[j] = tmp;
    }
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++)
            desk[i][j] = deck[i * COLS + j];
}

void printDesk(void)
{
    int i, j;
    char buf[4];

    printf("      ");
    for (j = 1; j <= COLS; j++)
        printf("%-5d", j);
    printf("\n");
    for (i = 0; i < ROWS; i++) {
        printf("  %d | ", i);
        for (j = 0; j < COLS; j++) {
            if (desk[i][j].faceUp)
                cardText(&desk[i][j], buf);
            else
                sprintf(buf, "XXX");
            printf("%-5s", buf);
        }
        printf("\n");
    }
}
