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
* Student Name : Cara
* Student ID : 1155000003
* Class/Section : C
* Date : 10/04/2019
*/

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NROW 4
#define NCOL 13

typedef struct Card {
    char suit;       /* C, D, S or H */
    char face[3];    /* "A", "2" ... "10", "J", "Q", "K" */
    int value;       /* 1 .. 13, used for matching */
    int isFlipped;   /* 1 = face up (removed from play) */
} Card;

Card desk[NROW][NCOL + 1];   /* column 0 is not used, columns 1..13 */

int readInts(int *a, int *b, int need)
{
    char buf[200];
    char *p, *end;
    long v1, v2;

    if (fgets(buf, sizeof(buf), stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    p = buf;
    v1 = strtol(p, &end, 10);
    if (end == p)
        return 0;
    *a = (int)v1;
    if (need == 1)
        return 1;
    p = end;
    v2 = strtol(p, &end, 10);
    if (end == p)
        return 0;
    *b = (int)v2;
    return 2;
}

void setUpDesk(void)
{
    char suits[] = "CDSH";
    const char *faces[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    int used[NROW][NCOL + 1];
    int s, v, r, c;

    memset(used, 0, sizeof(used));
    for (s = 0; s < 4; s++) {
        for (v = 1; v <= 13; v++) {
            /* put this card on a random free place */
            do {
                r = rand() % NROW;
                c = rand() % NCOL + 1;
            } while (used[r][c]);
            used[r][c] = 1;
            desk[r][c].suit = suits[s];
            strcpy(desk[r][c].face, faces[v - 1]);
            desk[r][c].value = v;
            desk[r][c].isFlipped = 0;
        }
    }
}

void printDesk(void)
{
    int r, c;

    printf("\n    ");
    for (c = 1; c <= NCOL; c++)
        printf("%4d ", c);
    printf("\n");
    for (r = 0; r < NROW; r++) {
        printf("%2d: ", r);
        for (c = 1; c <= NCOL; c++) {
            if (desk[r][c].isFlipped)
                printf(" %c%2s ", desk[r][c].suit, desk[r][c].face);
            else
                printf(" XXX ");
        }
        printf("\n");
    }
    printf("\n");
}

int askCard(const char *order, int firstRow, int firstCol, int *row, int *col)
{
    for (;;) {
        printf("Please input %s card: ", order);
        if (readInts(row, col, 2) != 2) {
            printf("Invalid input, please enter two integers\n");
            continue;
        }
        if (*row < 0 || *row > 3 || *col < 1 || *col > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        } else if (desk[*row][*col].isFlipped) {
            printf("The card must not be flipped already\n");
        } else if (*row == firstRow && *col == firstCol) {
            printf("The second card cannot be the same as first\n");
        } else {
            return 1;
        }
    }
}

void computerPick(int firstRow, int firstCol, int *row, int *col)
{
    for (;;) {
        *row = rand() % 4;
        *col = 1 + rand() % 13;
        if (desk[*row][*col].isFlipped)
            continue;
        if (*row == firstRow && *col == firstCol)
            continue;
        return;
    }
}

/* returns number of cards won in this turn (0 or 2) */
int doTurn(const char *who, int isHuman)
{
    int r1, c1, r2, c2;

    if (isHuman)
        askCard("1st", -1, -1, &r1, &c1);
    else
        computerPick(-1, -1, &r1, &c1);
    printf("%s chose 1st card (%d,%2d) and it is %c%2s\n", who, r1, c1,
           desk[r1][c1].suit, desk[r1][c1].face);

    if (isHuman)
        askCard("2nd", r1, c1, &r2, &c2);
    else
        computerPick(r1, c1, &r2, &c2);
    printf("%s chose 2nd card (%d,%2d) and it is %c%2s\n", who, r2, c2,
           desk[r2][c2].suit, desk[r2][c2].face);

    if (desk[r1][c1].value == desk[r2][c2].value) {
        desk[r1][c1].isFlipped = 1;
        desk[r2][c2].isFlipped = 1;
        printf("%s got a matched pair!\n", who);
        return 2;
    }
    printf("No match.\n");
    return 0;
}

void runGame(int mode)
{
    char names[2][16];
    int score[2] = {0, 0};
    int flipped = 0, turns = 0, cur = 0, got;

    if (mode == 1) {
        strcpy(names[0], "You");
        strcpy(names[1], "Computer");
    } else {
        strcpy(names[0], "Computer 1");
        strcpy(names[1], "Computer 2");
    }

    setUpDesk();
    printDesk();

    while (flipped < NROW * NCOL) {
        got = doTurn(names[cur], mode == 1 && cur == 0);
        score[cur] += got;
        flipped += got;
        turns++;
        if (mode == 1 || flipped == NROW * NCOL)
            printDesk();
        if (cur == 1 || flipped == NROW * NCOL)
            printf("Flipped cards: %d; %s: %d; %s: %d;\n",
                   flipped, names[0], score[0], names[1], score[1]);
        cur = 1 - cur;
    }

    printf("*** End of Game ***\n");
    if (mode == 1)
        printf("%d turns played\n", turns);
    else
        printf("%d turns played!\n", turns);
    if (score[0] > score[1])
        printf("%s\n", mode == 1 ? "You win!" : "Computer 1 wins!");
    else if (score[1] > score[0])
        printf("%s\n", mode == 1 ? "Computer wins!" : "Computer 2 wins!");
    else
        printf("A tie!\n");
    printf("\n");
}

int main(void)
{
    int choice = -1;
    char *seedText = getenv("SEED");

    if (seedText != NULL)
        srand((unsigned)atoi(seedText));
    else
        srand((unsigned)time(NULL));

    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n\n");

    do {
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        if (readInts(&choice, NULL, 1) != 1 || choice < 0 || choice > 2) {
            printf("Invalid choice, please try again.\n\n");
            choice = -1;
            continue;
        }
        if (choice != 0)
            runGame(choice);
    } while (choice != 0);

    printf("Bye!\n");
    return 0;
}
