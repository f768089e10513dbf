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
 * Student Name : Eon Tsang
 * Student ID : 1155000005
 * Class/Section : E
 * Date : 2019-04-13
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    int suit;       /* index into SUIT_CHAR */
    int rank;       /* 0 = A, 1 = 2, ..., 12 = K */
    int isUp;
} Card;

typedef struct {
    Card desk[4][13];
    int flipped;
    int got[2];
    const char *name[2];
} Game;

static const char SUIT_CHAR[] = "CDSH";
static const char *RANK_STR[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

/* ---------- input ---------- */

static void getLineOrExit(char *buf, int size)
{
    if (fgets(buf, size, stdin) == NULL)
        exit(0);
    if (strchr(buf, '\n') == NULL) {
        int ch;
        do {
            ch = getchar();
        } while (ch != '\n' && ch != EOF);
    }
}

/* ---------- cards ---------- */

static void cardText(Card c, char *out)
{
    sprintf(out, "%c%2s", SUIT_CHAR[c.suit], RANK_STR[c.rank]);
}

static void newDesk(Game *g)
{
    Card pile[52];
    int i, k;

    for (i = 0; i < 52; i++) {
        pile[i].suit = i / 13;
        pile[i].rank = i % 13;
        pile[i].isUp = 0;
    }
    for (i = 51; i > 0; i--) {
        Card tmp;
        k = rand() % (i + 1);
        tmp = pile[i];
        pile[i] = pile[k];
        pile[k] = tmp;
    }
    for (i = 0; i < 52; i++)
        g->desk[i / 13][i % 13] = pile[i];
    g->flipped = 0;
    g->got[0] = g->got[1] = 0;
}

static void showDesk(Game *g)
{
    int r, c;
    char txt[8];

    printf("    ");
    for (c = 1; c <= 13; c++)
        printf(" %3d", c);
    printf("\n    ");
    for (c = 1; c <= 13; c++)
        printf(" ---");
    printf("\n");
    for (r = 0; r < 4; r++) {
        printf("%2d |", r);
        for (c = 0; c < 13; c++) {
            if (g->desk[r][c].isUp)
                cardText(g->desk[r][c], txt);
            else
                strcpy(txt, "XXX");
            printf(" %s", txt);
        }
        printf("\n");
    }
}

/* ---------- picking ---------- */

static int inRange(int r, int c)
{
    return r >= 0 && r <= 3 && c >= 1 && c <= 13;
}

static void humanFirst(Game *g, int *r, int *c)
{
    char line[100];
    while (1) {
        printf("Please input 1st card: ");
        getLineOrExit(line, sizeof line);
        if (sscanf(line, "%d %d", r, c) != 2 || !inRange(*r, *c))
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        else if (g->desk[*r][*c - 1].isUp)
            printf("The card must not be flipped already\n");
        else
            return;
    }
}

static void humanSecond(int r1, int c1, int *r, int *c)
{
    char line[100];
    while (1) {
        printf("Please input 2nd card: ");
        getLineOrExit(line, sizeof line);
        if (sscanf(line, "%d %d", r, c) != 2 || !inRange(*r, *c))
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        else if (*r == r1 && *c == c1)
            printf("The second card cannot be the same as first\n");
        else
            return;
    }
}

static void computerPick(Game *g, int r1, int c1, int *r, int *c)
{
    do {
        *r = rand() % 4;
        *c = 1 + rand() % 13;
    } while (g->desk[*r][*c - 1].isUp || (*r == r1 && *c == c1));
}

static void doTurn(Game *g, int who, int human)
{
    int r1, c1, r2, c2;
    char t1[8], t2[8];
    Card *a, *b;

    if (human)
        humanFirst(g, &r1, &c1);
    else
        computerPick(g, -1, -1, &r1, &c1);
    a = &g->desk[r1][c1 - 1];
    cardText(*a, t1);
    printf("%s chose 1st card (%d,%2d) and it is %s\n", g->name[who], r1, c1, t1);

    if (human)
        humanSecond(r1, c1, &r2, &c2);
    else
        computerPick(g, r1, c1, &r2, &c2);
    b = &g->desk[r2][c2 - 1];
    cardText(*b, t2);
    printf("%s chose 2nd card (%d,%2d) and it is %s\n", g->name[who], r2, c2, t2);

    if (a->rank == b->rank) {
        a->isUp = 1;
        b->isUp = 1;
        g->flipped += 2;
        g->got[who] += 2;
        printf("%s got a matched pair!\n", g->name[who]);
    }
}

static void printScore(Game *g)
{
    printf("Flipped cards: %d; %s: %d; %s: %d;\n",
           g->flipped, g->name[0], g->got[0], g->name[1], g->got[1]);
}

/* ---------- one game ---------- */

static void runGame(int mode)
{
    Game g;
    int round = 0;

    if (mode == 1) {
        g.name[0] = "You";
        g.name[1] = "Computer";
    } else {
        g.name[0] = "Computer 1";
        g.name[1] = "Computer 2";
    }
    newDesk(&g);
    showDesk(&g);

    while (g.flipped < 52) {
        round++;

        doTurn(&g, 0, mode == 1);
        if (mode == 1)
            showDesk(&g);
        if (g.flipped == 52)
            break;

        doTurn(&g, 1, 0);
        if (mode == 1)
            showDesk(&g);
        if (g.flipped < 52)
            printScore(&g);
    }
    if (mode == 2)
        showDesk(&g);
    printScore(&g);

    printf("*** End of Game ***\n");
    printf("%d turns played\n", round * 2);   /* two turns each round */
    if (g.got[0] > g.got[1])
        printf(mode == 1 ? "You win!\n" : "Computer 1 wins!\n");
    else if (g.got[0] < g.got[1])
        printf(mode == 1 ? "Computer wins!\n" : "Computer 2 wins!\n");
    else
        printf("A tie!\n");
}

int main(void)
{
    char line[100];
    int choice;

    if (getenv("SEED"))
        srand((unsigned) atoi(getenv("SEED")));
    else
        srand((unsigned) time(NULL));

    while (1) {
        printf("*****************************\n");
        printf("* Welcome to Concentration! *\n");
        printf("*****************************\n");
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        getLineOrExit(line, sizeof line);
        if (sscanf(line, "%d", &choice) != 1 || choice < 0 || choice > 2) {
            printf("Invalid input!\n");
            continue;
        }
        if (choice == 0)
            break;
        runGame(choice);
    }
    return 0;
}
