/*
 * ENGG1110 Problem Solving by Programming
 * Course Project
 *
 * I declare that the project here submitted is original
 * except for source material explicitly acknowledged,
 * and that the same or closely related material has not been
 * previously submitted for another course.
 * I also acknowledge that I am aware of University policy and
 * regulations on honesty in academic work, and of the disciplinary
 * guidelines and procedures applicable to breaches of such
 * policy and regulations, as contained in the website.
 *
 * University Guideline on Academic Honesty:
 * https://www.cuhk.edu.hk/policy/academichonesty/
 *
 * Student Name  : Pia Lam
 * Student ID    : 1155000001
 * Class/Section : A
 * Date          : 14 Apr 2019
 */

/*
 * Concentration -- a 4 x 13 card memory game.
 *
 * Design notes
 *  - A card is a struct (suit, rank, faceUp).
 *  - The computer players use the optional "memory" AI of the appendix:
 *    every computer player owns its own memory array of limited size that
 *    stores positions of cards it has seen which are still face down.
 *    The pick itself is still made by a random number generator (random
 *    row and column, dropped and regenerated while not acceptable).
 *  - Mode 1: the computer remembers up to COMPUTER_MEMORY cards.
 *    Mode 2: Computer 1 remembers up to 8 cards, Computer 2 up to 16, so
 *    the two players have different "memory power".
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROWS 4
#define COLS 13
#define DECK (ROWS * COLS)
#define LINE_LEN 256

#define COMPUTER_MEMORY 12
#define COMPUTER1_MEMORY 8
#define COMPUTER2_MEMORY 16

typedef struct {
    char suit;   /* 'C', 'D', 'S' or 'H' */
    int rank;    /* 1 (Ace) .. 13 (King) */
    int faceUp;  /* 1 when the card has been matched and removed */
} Card;

typedef struct {
    int row;
    int col;
} Pos;

typedef struct {
    const char *name;   /* "You", "Computer", "Computer 1", ... */
    int isHuman;
    int collected;      /* number of cards won */
    int memCap;         /* size of the memory array */
    int memUsed;
    Pos mem[DECK];      /* remembered face-down cards */
} Player;

static Card desk[ROWS][COLS];
static int flippedTotal;

/* ------------------------------------------------------------------ */
/* cards                                                               */
/* ------------------------------------------------------------------ */

static void cardText(const Card *c, char *out)
{
    static const char *rankName[14] = {
        "", " A", " 2", " 3", " 4", " 5", " 6", " 7",
        " 8", " 9", "10", " J", " Q", " K"
    };
    sprintf(out, "%c%s", c->suit, rankName[c->rank]);
}

static int randomInt(int n)
{
    return rand() % n;
}

static void newDeck(void)
{
    const char suits[4] = { 'C', 'D', 'S', 'H' };
    Card all[DECK];
    int i, j, k = 0;

    for (i = 0; i < 4; i++) {
        for (j = 1; j <= 13; j++) {
            all[k].suit = suits[i];
            all[k].rank = j;
            all[k].faceUp = 0;
            k++;
        }
    }
    /* Fisher-Yates shuffle */
    for (i = DECK - 1; i > 0; i--) {
        Card tmp;
        j = randomInt(i + 1);
        tmp = all[i];
        all[i] = all[j];
        all[j] = tmp;
    }
    for (i = 0; i < DECK; i++)
        desk[i / COLS][i % COLS] = all[i];
    flippedTotal = 0;
}

/* ------------------------------------------------------------------ */
/* display                                                             */
/* ------------------------------------------------------------------ */

static void printRule(void)
{
    int c;
    printf("      ");
    for (c = 0; c < COLS; c++)
        printf("+-----");
    printf("+\n");
}

static void showDesk(void)
{
    int r, c;
    char buf[8];

    printf("\n      ");
    for (c = 0; c < COLS; c++)
        printf(" %3d  ", c + 1);
    printf("\n");
    printRule();
    for (r = 0; r < ROWS; r++) {
        printf("   %d  ", r);
        for (c = 0; c < COLS; c++) {
            if (desk[r][c].faceUp)
                cardText(&desk[r][c], buf);
            else
                strcpy(buf, "XXX");
            printf("| %s ", buf);
        }
        printf("|\n");
        printRule();
    }
    printf("\n");
}

static void showStats(const Player p[2])
{
    printf("Flipped cards: %d; %s: %d; %s: %d;\n",
           flippedTotal, p[0].name, p[0].collected, p[1].name, p[1].collected);
}

/* ------------------------------------------------------------------ */
/* memory of the computer players                                      */
/* ------------------------------------------------------------------ */

static int memFind(const Player *p, int r, int c)
{
    int i;
    for (i = 0; i < p->memUsed; i++)
        if (p->mem[i].row == r && p->mem[i].col == c)
            return i;
    return -1;
}

static void memForget(Player *p, int r, int c)
{
    int i = memFind(p, r, c);
    if (i >= 0) {
        p->mem[i] = p->mem[p->memUsed - 1];
        p->memUsed--;
    }
}

static void memRemember(Player *p, int r, int c)
{
    if (p->isHuman || memFind(p, r, c) >= 0 || p->memUsed >= p->memCap)
        return;
    p->mem[p->memUsed].row = r;
    p->mem[p->memUsed].col = c;
    p->memUsed++;
}

/* everybody at the table sees the two cards of a turn */
static void everybodySees(Player p[2], int r1, int c1, int r2, int c2, int matched)
{
    int i;
    for (i = 0; i < 2; i++) {
        if (matched) {
            memForget(&p[i], r1, c1);
            memForget(&p[i], r2, c2);
        } else {
            memRemember(&p[i], r1, c1);
            memRemember(&p[i], r2, c2);
        }
    }
}

/* ------------------------------------------------------------------ */
/* choosing cards                                                      */
/* ------------------------------------------------------------------ */

static int countCandidates(const Player *p, int exR, int exC, int unknownOnly)
{
    int r, c, n = 0;
    for (r = 0; r < ROWS; r++)
        for (c = 0; c < COLS; c++) {
            if (desk[r][c].faceUp || (r == exR && c == exC))
                continue;
            if (unknownOnly && memFind(p, r, c) >= 0)
                continue;
            n++;
        }
    return n;
}

/* random row/column, dropped and generated again until acceptable */
static void randomPick(const Player *p, int exR, int exC, int *row, int *col)
{
    int r, c;
    int unknownOnly = countCandidates(p, exR, exC, 1) > 0;

    do {
        r = randomInt(ROWS);
        c = randomInt(COLS);
    } while (desk[r][c].faceUp || (r == exR && c == exC) ||
             (unknownOnly && memFind(p, r, c) >= 0));
    *row = r;
    *col = c;
}

static int knownPair(const Player *p, int *a, int *b)
{
    int i, j;
    for (i = 0; i < p->memUsed; i++)
        for (j = i + 1; j < p->memUsed; j++)
            if (desk[p->mem[i].row][p->mem[i].col].rank ==
                desk[p->mem[j].row][p->mem[j].col].rank) {
                *a = i;
                *b = j;
                return 1;
            }
    return 0;
}

static void computerChoose(const Player *p, int *r1, int *c1, int *r2, int *c2)
{
    int a, b, i;

    if (knownPair(p, &a, &b)) {
        *r1 = p->mem[a].row; *c1 = p->mem[a].col;
        *r2 = p->mem[b].row; *c2 = p->mem[b].col;
        return;
    }
    /* flip an uncertain card first */
    randomPick(p, -1, -1, r1, c1);
    for (i = 0; i < p->memUsed; i++) {
        Pos m = p->mem[i];
        if ((m.row != *r1 || m.col != *c1) &&
            desk[m.row][m.col].rank == desk[*r1][*c1].rank) {
            *r2 = m.row;
            *c2 = m.col;
            return;
        }
    }
    randomPick(p, *r1, *c1, r2, c2);
}

/* returns 1 with two integers, 0 for a bad line; exits at end of input */
static int readTwoInts(int *a, int *b)
{
    char line[LINE_LEN];
    char extra;

    if (fgets(line, sizeof line, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    if (sscanf(line, "%d %d %c", a, b, &extra) != 2)
        return 0;
    return 1;
}

static void humanChoose(const char *which, int exR, int exC, int *row, int *col)
{
    int r, c;

    for (;;) {
        printf("Please input %s card: ", which);
        fflush(stdout);
        if (!readTwoInts(&r, &c) || r < 0 || r > 3 || c < 1 || c > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        c--;   /* columns are 1-based on screen */
        if (desk[r][c].faceUp) {
            printf("The card must not be flipped already\n");
            continue;
        }
        if (r == exR && c == exC) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        *row = r;
        *col = c;
        return;
    }
}

static void announce(const Player *p, const char *which, int r, int c)
{
    char buf[8];
    cardText(&desk[r][c], buf);
    printf("%s chose %s card (%d,%2d) and it is %s\n", p->name, which, r, c + 1, buf);
}

/* one turn = the flipping of two cards; returns 1 on a match */
static int playTurn(Player p[2], int who, int showBoard)
{
    Player *me = &p[who];
    int r1, c1, r2, c2, matched;

    if (me->isHuman) {
        humanChoose("1st", -1, -1, &r1, &c1);
        announce(me, "1st", r1, c1);
        humanChoose("2nd", r1, c1, &r2, &c2);
        announce(me, "2nd", r2, c2);
    } else {
        computerChoose(me, &r1, &c1, &r2, &c2);
        announce(me, "1st", r1, c1);
        announce(me, "2nd", r2, c2);
    }

    matched = desk[r1][c1].rank == desk[r2][c2].rank;
    if (matched) {
        desk[r1][c1].faceUp = 1;
        desk[r2][c2].faceUp = 1;
        me->collected += 2;
        flippedTotal += 2;
        if (me->isHuman)
            printf("You got a matched pair!\n");
        else
            printf("%s got a matched pair!\n", me->name);
    } else if (showBoard) {
        printf("No match -- both cards are turned face down again.\n");
    }
    everybodySees(p, r1, c1, r2, c2, matched);
    if (showBoard)
        showDesk();
    return matched;
}

static void playGame(int mode)
{
    Player p[2];
    int turns = 0, who = 0, round = 1;

    memset(p, 0, sizeof p);
    if (mode == 1) {
        p[0].name = "You";
        p[0].isHuman = 1;
        p[1].name = "Computer";
        p[1].memCap = COMPUTER_MEMORY;
    } else {
        p[0].name = "Computer 1";
        p[0].memCap = COMPUTER1_MEMORY;
        p[1].name = "Computer 2";
        p[1].memCap = COMPUTER2_MEMORY;
        printf("\nSimulation: Computer 1 (memory of %d cards) vs. Computer 2 (memory of %d cards)\n",
               COMPUTER1_MEMORY, COMPUTER2_MEMORY);
    }

    newDeck();
    showDesk();

    while (flippedTotal < DECK) {
        if (mode == 1 && who == 0)
            printf("=============== Round %d ===============\n", round);
        playTurn(p, who, mode == 1);
        turns++;
        if (flippedTotal == DECK)
            break;
        if (who == 1) {
            showStats(p);
            round++;
        }
        who = 1 - who;
    }

    if (mode == 2)
        showDesk();
    showStats(p);
    printf("*** End of Game ***\n");
    printf("%d turns played!\n", turns);
    if (p[0].collected > p[1].collected) {
        if (mode == 1)
            printf("You win!\n");
        else
            printf("%s wins!\n", p[0].name);
    } else if (p[1].collected > p[0].collected) {
        printf("%s wins!\n", p[1].name);
    } else {
        printf("A tie!\n");
    }
    printf("\n");
}

/* ------------------------------------------------------------------ */
/* menu                                                                */
/* ------------------------------------------------------------------ */

static int readChoice(void)
{
    char line[LINE_LEN];
    int choice;
    char extra;

    if (fgets(line, sizeof line, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    if (sscanf(line, "%d %c", &choice, &extra) != 1)
        return -1;
    return choice;
}

int main(void)
{
    const char *seed = getenv("SEED");
    int choice;

    if (seed != NULL && *seed != '\0')
        srand((unsigned) strtoul(seed, NULL, 10));
    else
        srand((unsigned) time(NULL));

    printf("*******************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*******************************\n");

    for (;;) {
        printf("\nPlease choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        fflush(stdout);

        choice = readChoice();
        if (choice == 0) {
            printf("Thanks for playing Concentration. Goodbye!\n");
            break;
        } else if (choice == 1 || choice == 2) {
            playGame(choice);
        } else {
            printf(">> Invalid choice. Please enter 1, 2 or 0.\n");
        }
    }
    return 0;
}
