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
#include <time.h>
#include "card.h"

typedef struct {
    const char *name;
    int human;
    int cards;
} Player;

static int flippedTotal;

static int readLine(char *buf, int n)
{
    int i = 0, ch;
    while ((ch = getchar()) != EOF && ch != '\n')
        if (i < n - 1)
            buf[i++] = (char)ch;
    buf[i] = '\0';
    if (ch == EOF && i == 0)
        return 0;
    return 1;
}

static void humanChoose(const char *nth, int firstIdx, int *idx, int *row, int *col)
{
    char line[128];
    for (;;) {
        printf("Please input %s card: ", nth);
        if (!readLine(line, sizeof line)) {
            printf("\n");
            exit(0);
        }
        if (sscanf(line, "%d%d", row, col) != 2 ||
            *row < 0 || *row > 3 || *col < 1 || *col > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        *idx = cardIndex(*row, *col);
        if (table[*idx].shown) {
            printf("The card must not be flipped already\n");
            continue;
        }
        if (*idx == firstIdx) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        return;
    }
}

static void computerFirst(int *idx, int *row, int *col)
{
    do {
        *row = rand() % ROWS;
        *col = rand() % COLS + 1;
        *idx = cardIndex(*row, *col);
    } while (table[*idx].shown);
}

static void computerSecond(int firstIdx, int *idx, int *row, int *col)
{
    do {
        *row = rand() % ROWS;
        *col = rand() % COLS + 1;
        *idx = cardIndex(*row, *col);
    } while (*idx == firstIdx);
}

static void takeTurn(Player *p)
{
    int i1, r1, c1, i2, r2, c2;

    if (p->human)
        humanChoose("1st", -1, &i1, &r1, &c1);
    else
        computerFirst(&i1, &r1, &c1);
    printf("%s chose 1st card (%d,%2d) and it is %s\n", p->name, r1, c1, cardName(i1));

    if (p->human)
        humanChoose("2nd", i1, &i2, &r2, &c2);
    else
        computerSecond(i1, &i2, &r2, &c2);
    printf("%s chose 2nd card (%d,%2d) and it is %s\n", p->name, r2, c2, cardName(i2));

    if (table[i1].rank == table[i2].rank) {
        table[i1].shown = 1;
        table[i2].shown = 1;
        p->cards += 2;
        flippedTotal += 2;
        printf("%s got a matched pair!\n", p->name);
    }
}

static void play(int mode)
{
    Player pl[2];
    int turn = 0, cur = 0;

    pl[0].name = (mode == 1) ? "You" : "Computer 1";
    pl[0].human = (mode == 1);
    pl[0].cards = 0;
    pl[1].name = (mode == 1) ? "Computer" : "Computer 2";
    pl[1].human = 0;
    pl[1].cards = 0;
    flippedTotal = 0;

    newTable();
    drawTable();

    while (flippedTotal < TOTAL) {
        takeTurn(&pl[cur]);
        turn++;
        if (mode == 1 || flippedTotal >= TOTAL)
            drawTable();
        if (cur == 1 || flippedTotal >= TOTAL)
            printf("Flipped cards: %d; %s: %d; %s: %d;\n", flippedTotal,
                   pl[0].name, pl[0].cards, pl[1].name, pl[1].cards);
        cur = 1 - cur;
    }

    printf("*** End of Game ***\n");
    printf("%d turns played\n", turn);
    if (pl[0].cards == pl[1].cards)
        printf("A tie!\n");
    else if (pl[0].cards > pl[1].cards)
        printf("%s\n", mode == 1 ? "You win!" : "Computer 1 wins!");
    else
        printf("%s\n", mode == 1 ? "Computer wins!" : "Computer 2 wins!");
}

int main(void)
{
    char line[128];
    int choice;
    const char *seed = getenv("SEED");

    srand(seed ? (unsigned)atoi(seed) : (unsigned)time(NULL));

    printf("******************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("******************************\n");
    for (;;) {
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        if (!readLine(line, sizeof line))
            return 0;
        if (sscanf(line, "%d", &choice) != 1 || choice < 0 || choice > 2) {
            printf("Please enter 0, 1 or 2.\n");
            continue;
        }
        if (choice == 0)
            break;
        play(choice);
    }
    printf("Goodbye!\n");
    return 0;
}
