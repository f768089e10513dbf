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
 * Student Name : Yan
 * Student ID : 1155000005
 * Class/Section : E
 * Date : 2019-04-12
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROW 4
#define COL 13

typedef struct {
    char suit;
    char face[3];   /* "A", "2" .. "10", "J", "Q", "K" */
    int value;      /* used for matching: 1..13 */
    int up;
} CARD;

CARD board[ROW][COL];

int getLine(char *buf, int n)
{
    if (fgets(buf, n, stdin) == NULL)
        return 0;
    if (strchr(buf, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != EOF && ch != '\n')
            ;
    }
    return 1;
}

void makeBoard(void)
{
    const char *faces[13] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    const char suits[4] = {'S', 'H', 'C', 'D'};
    CARD deck[52], t;
    int i, k;

    for (i = 0; i < 52; i++) {
        deck[i].suit = suits[i % 4];
        strcpy(deck[i].face, faces[i / 4]);
        deck[i].value = i / 4 + 1;
        deck[i].up = 0;
    }
    for (i = 0; i < 52; i++) {
        k = i + rand() % (52 - i);
        t = deck[i];
        deck[i] = deck[k];
        deck[k] = t;
    }
    for (i = 0; i < 52; i++)
        board[i / COL][i % COL] = deck[i];
}

void showCard(CARD *c)
{
    printf("%c%2s", c->suit, c->face);
}

void showBoard(void)
{
    int r, c;
    printf("     ");
    for (c = 1; c <= COL; c++)
        printf("  %2d  ", c);
    printf("\n");
    for (r = 0; r < ROW; r++) {
        printf("  %d  ", r);
        for (c = 0; c < COL; c++) {
            printf(" [");
            if (board[r][c].up)
                showCard(&board[r][c]);
            else
                printf("XXX");
            printf("] ");
        }
        printf("\n");
    }
}

/* ask the human for a card, first card is (r1,c1) or -1 */
int askCard(char *which, int *r, int *c, int r1, int c1)
{
    char line[100];
    while (1) {
        printf("Please input %s card: ", which);
        fflush(stdout);
        if (!getLine(line, sizeof(line)))
            return 0;
        if (sscanf(line, "%d %d", r, c) != 2 || *r < 0 || *r >= ROW || *c < 1 || *c > COL) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        } else if (*r == r1 && *c == c1) {
            printf("The second card cannot be the same as first\n");
        } else if (board[*r][*c - 1].up) {
            printf("The card must not be flipped already\n");
        } else {
            return 1;
        }
    }
}

void computerChoose(int *r1, int *c1, int *r2, int *c2)
{
    do {
        *r1 = rand() % ROW;
        *c1 = rand() % COL + 1;
    } while (board[*r1][*c1 - 1].up);
    do {
        *r2 = rand() % ROW;
        *c2 = rand() % COL + 1;
    } while (board[*r2][*c1 - 1].up || (*r2 == *r1 && *c2 == *c1));
}

/* returns -1 at end of input, 1 for a match, 0 otherwise */
int turn(char *name, int human)
{
    int r1, c1, r2, c2;
    CARD *a, *b;

    if (human) {
        if (!askCard("1st", &r1, &c1, -1, -1))
            return -1;
        a = &board[r1][c1 - 1];
        printf("%s chose 1st card (%d,%2d) and it is ", name, r1, c1);
        showCard(a);
        printf("\n");
        if (!askCard("2nd", &r2, &c2, r1, c1))
            return -1;
    } else {
        computerChoose(&r1, &c1, &r2, &c2);
        a = &board[r1][c1 - 1];
        printf("%s chose 1st card (%d,%2d) and it is ", name, r1, c1);
        showCard(a);
        printf("\n");
    }
    b = &board[r2][c2 - 1];
    printf("%s chose 2nd card (%d,%2d) and it is ", name, r2, c2);
    showCard(b);
    printf("\n");
    if (a->value == b->value) {
        a->up = 1;
        b->up = 1;
        printf("%s got a matched pair!\n", name);
        return 1;
    }
    return 0;
}

/* returns 0 when input ended */
int game(int mode)
{
    char *p1 = (mode == 1) ? "You" : "Computer 1";
    char *p2 = (mode == 1) ? "Computer" : "Computer 2";
    int s1 = 0, s2 = 0, t, res;
    int turns;

    makeBoard();
    showBoard();
    for (turns = 1; ; turns++) {
        res = turn(p1, mode == 1);
        if (res < 0)
            return 0;
        s1 += 2 * res;
        if (mode == 1 || s1 + s2 == 52)
            showBoard();
        if (s1 + s2 == 52)
            break;

        res = turn(p2, 0);
        s2 += 2 * res;
        if (mode == 1 || s1 + s2 == 52)
            showBoard();
        if (s1 + s2 == 52)
            break;
        printf("Flipped cards: %d; %s: %d; %s: %d;\n", s1 + s2, p1, s1, p2, s2);
        if (mode == 1)
            printf("\n");
    }
    t = s1 + s2;
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", t, p1, s1, p2, s2);
    printf("*** End of Game ***\n");
    printf("%d turns played!\n", turns);
    if (s1 > s2 && mode == 1)
        printf("You win!\n");
    else if (s1 > s2)
        printf("Computer 1 wins!\n");
    else if (s2 > s1)
        printf("%s wins!\n", p2);
    else
        printf("A tie!\n");
    printf("\n");
    return 1;
}

int main(void)
{
    char line[100];
    int choice;
    char *seed = getenv("SEED");

    srand(seed ? atoi(seed) : time(NULL));
    printf("******************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("******************************\n");
    while (1) {
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        fflush(stdout);
        if (!getLine(line, sizeof(line)))
            return 0;
        if (sscanf(line, "%d", &choice) != 1 || choice < 0 || choice > 2) {
            printf("Please enter 1, 2 or 0 only.\n");
            continue;
        }
        if (choice == 0)
            break;
        if (!game(choice))
            return 0;
    }
    printf("Goodbye.\n");
    return 0;
}
