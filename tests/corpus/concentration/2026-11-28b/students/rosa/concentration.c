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
 * Student Name : Rosa Wong
 * Student ID : 1155000003
 * Class/Section : C
 * Date : 15/04/2019
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NROW 4
#define NCOL 13
#define NCARD 52

/* one card on the desktop */
struct Card {
    char suit;        /* C D S H */
    char rank[3];     /* "A", "2" .. "10", "J", "Q", "K" */
    int flipped;      /* 1 = matched, stays face up */
};

struct Game {
    struct Card cards[NCARD];   /* index = row * 13 + (col - 1) */
    char names[2][16];
    int got[2];
    int flippedCount;
    int turns;
};

/* -------- helpers -------- */

int readLine(char *buf, int size)
{
    if (fgets(buf, size, stdin) == NULL)
        return 0;
    /* throw away the rest of an over-long line */
    if (strchr(buf, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
    return 1;
}

void faceText(struct Card *c, char *out)
{
    sprintf(out, "%c%2s", c->suit, c->rank);
}

int sameRank(struct Card *a, struct Card *b)
{
    return strcmp(a->rank, b->rank) == 0;
}

void shuffleDeck(struct Game *g)
{
    const char *ranks[13] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    const char suits[4] = {'C', 'D', 'S', 'H'};
    int i, j;

    for (i = 0; i < NCARD; i++) {
        g->cards[i].suit = suits[i / 13];
        strcpy(g->cards[i].rank, ranks[i % 13]);
        g->cards[i].flipped = 0;
    }
    /* swap every card with a random position from the rest of the deck */
    for (i = 0; i < NCARD - 1; i++) {
        struct Card tmp;
        j = i + rand() % (NCARD - i);
        tmp = g->cards[i];
        g->cards[i] = g->cards[j];
        g->cards[j] = tmp;
    }
}

void printDesktop(struct Game *g)
{
    int r, c;
    char text[8];

    printf("\n     ");
    for (c = 1; c <= NCOL; c++)
        printf("%4d ", c);
    printf("\n");
    for (r = 0; r < NROW; r++) {
        printf("%3d :", r);
        for (c = 1; c <= NCOL; c++) {
            struct Card *cd = &g->cards[r * NCOL + c - 1];
            if (cd->flipped)
                faceText(cd, text);
            else
                strcpy(text, "XXX");
            printf(" %4s", text);
        }
        printf("\n");
    }
    printf("\n");
}

void printFlipped(struct Game *g)
{
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", g->flippedCount,
           g->names[0], g->got[0], g->names[1], g->got[1]);
}

/* -------- choices -------- */

/* returns index of the card; prev = index of the first card or -1 */
int humanPick(struct Game *g, const char *order, int prev)
{
    char line[128];
    int row, col, idx;

    while (1) {
        printf("Please input %s card: ", order);
        fflush(stdout);
        if (!readLine(line, sizeof(line))) {
            printf("\n");
            exit(0);
        }
        if (sscanf(line, "%d%d", &row, &col) != 2 ||
            row < 0 || row > NROW - 1 || col < 1 || col > NCOL) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        idx = row * NCOL + col - 1;
        if (g->cards[idx].flipped) {
            printf("The card must not be flipped already\n");
            continue;
        }
        if (idx == prev) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        return idx;
    }
}

/* random row 0-3 and column 1-13, drop invalid ones and try again */
int computerPick(struct Game *g, int prev)
{
    int row, col, idx;
    do {
        row = rand() % NROW;
        col = rand() % NCOL + 1;
        idx = row * NCOL + col - 1;
    } while (g->cards[idx].flipped || idx == prev);
    return idx;
}

void tellChoice(struct Game *g, int p, const char *order, int idx)
{
    char text[8];
    faceText(&g->cards[idx], text);
    printf("%s chose %s card (%d,%2d) and it is %s\n",
           g->names[p], order, idx / NCOL, idx % NCOL + 1, text);
}

/* one turn of player p, returns 1 if the pair matched */
int doTurn(struct Game *g, int p, int isHuman)
{
    int a, b;

    if (isHuman) {
        a = humanPick(g, "1st", -1);
        tellChoice(g, p, "1st", a);
        b = humanPick(g, "2nd", a);
        tellChoice(g, p, "2nd", b);
    } else {
        a = computerPick(g, -1);
        tellChoice(g, p, "1st", a);
        b = computerPick(g, a);
        tellChoice(g, p, "2nd", b);
    }
    g->turns++;

    if (sameRank(&g->cards[a], &g->cards[b])) {
        g->cards[a].flipped = 1;
        g->cards[b].flipped = 1;
        g->got[p] += 2;
        g->flippedCount += 2;
        printf("%s got a matched pair!\n", g->names[p]);
        return 1;
    }
    return 0;
}

void announceWinner(struct Game *g, int mode)
{
    printf("*** End of Game ***\n");
    printf("%d turns played!\n", g->turns);
    if (g->got[0] == g->got[1])
        printf("A tie!\n");
    else if (g->got[0] > g->got[1])
        printf(mode == 1 ? "You win!\n" : "Computer 1 wins!\n");
    else
        printf(mode == 1 ? "Computer wins!\n" : "Computer 2 wins!\n");
}

void runGame(int mode)
{
    struct Game g;
    int p = 0;

    memset(&g, 0, sizeof(g));
    if (mode == 1) {
        strcpy(g.names[0], "You");
        strcpy(g.names[1], "Computer");
    } else {
        strcpy(g.names[0], "Computer 1");
        strcpy(g.names[1], "Computer 2");
    }
    shuffleDeck(&g);
    printDesktop(&g);

    while (g.flippedCount < NCARD) {
        if (mode == 1)
            printf(p == 0 ? "[Your turn]\n" : "[Computer's turn]\n");
        doTurn(&g, p, mode == 1 && p == 0);
        if (mode == 1)
            printDesktop(&g);
        if (g.flippedCount == NCARD)
            break;
        if (p == 1)
            printFlipped(&g);
        p = 1 - p;
    }
    if (mode == 2)
        printDesktop(&g);
    printFlipped(&g);
    announceWinner(&g, mode);
    printf("\n");
}

int main(void)
{
    char line[128];
    int choice;
    char *seedText = getenv("SEED");

    if (seedText != NULL)
        srand((unsigned int) atol(seedText));
    else
        srand((unsigned int) time(NULL));

    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n");

    while (1) {
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        fflush(stdout);
        if (!readLine(line, sizeof(line)))
            break;
        if (sscanf(line, "%d", &choice) != 1)
            choice = -1;

        if (choice == 0) {
            printf("Bye!\n");
            break;
        }
        if (choice == 1 || choice == 2)
            runGame(choice);
        else
            printf("Invalid choice! Please choose again.\n\n");
    }
    return 0;
}
