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
 * Student Name : Amy
 * Student ID   : 1155000001
 * Class/Section: A
 * Date         : 2019-04-12
 */

/*
 * Concentration -- with the optional "memory" AI from the appendix.
 * Each computer player owns a small memory array of cards it has seen
 * (still face down on the desktop).  The size of the array is the
 * player's memory power.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROWS 4
#define COLS 13
#define NCARDS (ROWS * COLS)

#define MEM_MODE1      10   /* memory power of "Computer" in mode 1   */
#define MEM_MODE2_P1    6   /* memory power of "Computer 1" in mode 2 */
#define MEM_MODE2_P2   14   /* memory power of "Computer 2" in mode 2 */
#define MEM_MAX        52

typedef struct {
    char suit;      /* 'C', 'D', 'S', 'H'       */
    int  rank;      /* 1 (Ace) .. 13 (King)     */
    int  faceUp;    /* 1 once removed (matched) */
} Card;

typedef struct {
    int row, col;   /* col is 0-based internally */
    int rank;
} Memo;

typedef struct {
    const char *name;   /* "You", "Computer", "Computer 1", ... */
    int isHuman;
    int score;          /* number of cards collected */
    int capacity;       /* memory power (computer only) */
    int used;
    Memo mem[MEM_MAX];
} Player;

static Card desk[ROWS][COLS];

/* ------------------------------------------------------------------ */
/* Input helpers                                                       */
/* ------------------------------------------------------------------ */

static void byeOnEof(void)
{
    printf("\n\nInput ended. Bye!\n");
    exit(0);
}

/* reads one line; returns 0 on EOF */
static int readLine(char *buf, int size)
{
    if (fgets(buf, size, stdin) == NULL)
        return 0;
    /* swallow the rest of a too long line */
    if (strchr(buf, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != EOF && ch != '\n')
            ;
    }
    return 1;
}

/* ------------------------------------------------------------------ */
/* Cards and desktop                                                   */
/* ------------------------------------------------------------------ */

static void cardText(const Card *c, char out[4])
{
    static const char *ranks[] = { "", "A", "2", "3", "4", "5", "6", "7",
                                   "8", "9", "10", "J", "Q", "K" };
    sprintf(out, "%c%2s", c->suit, ranks[c->rank]);
}

static void shuffleDesk(void)
{
    const char suits[4] = { 'C', 'D', 'S', 'H' };
    Card deck[NCARDS];
    int i, n = 0;

    for (i = 0; i < 4; i++) {
        int r;
        for (r = 1; r <= 13; r++) {
            deck[n].suit = suits[i];
            deck[n].rank = r;
            deck[n].faceUp = 0;
            n++;
        }
    }
    /* Fisher-Yates shuffle */
    for (i = NCARDS - 1; i > 0; i--) {
        int j = rand() % (i + 1);
        Card t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    for (i = 0; i < NCARDS; i++)
        desk[i / COLS][i % COLS] = deck[i];
}

static void printRule(void)
{
    int c;
    printf("       +");
    for (c = 0; c < COLS; c++)
        printf("-----+");
    printf("\n");
}

static void showDesk(void)
{
    int r, c;
    char txt[4];

    printf("\n        ");
    for (c = 1; c <= COLS; c++)
        printf("  %2d  ", c);
    printf("\n");
    printRule();
    for (r = 0; r < ROWS; r++) {
        printf(" row %d |", r);
        for (c = 0; c < COLS; c++) {
            if (desk[r][c].faceUp) {
                cardText(&desk[r][c], txt);
                printf(" %s |", txt);
            } else {
                printf(" XXX |");
            }
        }
        printf("\n");
        printRule();
    }
    printf("\n");
}

static int cardsLeft(void)
{
    int r, c, n = 0;
    for (r = 0; r < ROWS; r++)
        for (c = 0; c < COLS; c++)
            if (!desk[r][c].faceUp)
                n++;
    return n;
}

/* ------------------------------------------------------------------ */
/* Memory of the computer players                                      */
/* ------------------------------------------------------------------ */

static int memFind(const Player *p, int r, int c)
{
    int i;
    for (i = 0; i < p->used; i++)
        if (p->mem[i].row == r && p->mem[i].col == c)
            return i;
    return -1;
}

static void memRemember(Player *p, int r, int c)
{
    if (p->isHuman || desk[r][c].faceUp)
        return;
    if (memFind(p, r, c) >= 0)
        return;
    if (p->used >= p->capacity)
        return;                     /* memory already full */
    p->mem[p->used].row = r;
    p->mem[p->used].col = c;
    p->mem[p->used].rank = desk[r][c].rank;
    p->used++;
}

/* forget the cards that are no longer face down on the desktop */
static void memCleanup(Player *p)
{
    int i = 0;
    while (i < p->used) {
        if (desk[p->mem[i].row][p->mem[i].col].faceUp) {
            p->mem[i] = p->mem[p->used - 1];
            p->used--;
        } else {
            i++;
        }
    }
}

/* pick a random face-down card; if unknownOnly, avoid memorised ones.
   (er, ec) is excluded. returns 0 if nothing fits */
static int randomPick(const Player *p, int unknownOnly, int er, int ec,
                      int *pr, int *pc)
{
    int candidates = 0, r, c;

    for (r = 0; r < ROWS; r++)
        for (c = 0; c < COLS; c++)
            if (!desk[r][c].faceUp && !(r == er && c == ec) &&
                !(unknownOnly && memFind(p, r, c) >= 0))
                candidates++;
    if (candidates == 0)
        return 0;

    /* as the spec says: generate random coordinates, drop invalid ones */
    for (;;) {
        r = rand() % ROWS;
        c = rand() % COLS;
        if (desk[r][c].faceUp || (r == er && c == ec))
            continue;
        if (unknownOnly && memFind(p, r, c) >= 0)
            continue;
        *pr = r;
        *pc = c;
        return 1;
    }
}

static void computerFirst(Player *p, int *r, int *c)
{
    int i, j;

    /* a pair we are sure of? take it */
    for (i = 0; i < p->used; i++)
        for (j = i + 1; j < p->used; j++)
            if (p->mem[i].rank == p->mem[j].rank) {
                *r = p->mem[i].row;
                *c = p->mem[i].col;
                return;
            }
    /* otherwise turn over an uncertain card first */
    if (!randomPick(p, 1, -1, -1, r, c))
        randomPick(p, 0, -1, -1, r, c);
}

static void computerSecond(Player *p, int r1, int c1, int *r, int *c)
{
    int i;
    int rank = desk[r1][c1].rank;

    for (i = 0; i < p->used; i++)
        if (p->mem[i].rank == rank &&
            !(p->mem[i].row == r1 && p->mem[i].col == c1)) {
            *r = p->mem[i].row;
            *c = p->mem[i].col;
            return;
        }
    if (!randomPick(p, 1, r1, c1, r, c))
        randomPick(p, 0, r1, c1, r, c);
}

/* ------------------------------------------------------------------ */
/* Human input                                                         */
/* ------------------------------------------------------------------ */

static void humanPick(const char *which, int firstR, int firstC,
                      int *pr, int *pc)
{
    char line[256];
    int r, c;

    for (;;) {
        printf("Please input %s card: ", which);
        fflush(stdout);
        if (!readLine(line, sizeof line))
            byeOnEof();
        if (sscanf(line, "%d %d", &r, &c) != 2) {
            printf("Please enter two integers: the row and the column\n");
            continue;
        }
        if (r < 0 || r > 3 || c < 1 || c > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (desk[r][c - 1].faceUp) {
            printf("The card must not be flipped already\n");
            continue;
        }
        if (r == firstR && c - 1 == firstC) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        *pr = r;
        *pc = c - 1;
        return;
    }
}

/* ------------------------------------------------------------------ */
/* A turn                                                              */
/* ------------------------------------------------------------------ */

static void announce(const Player *p, const char *which, int r, int c)
{
    char txt[4];
    cardText(&desk[r][c], txt);
    printf("%s chose %s card (%d,%2d) and it is %s\n",
           p->name, which, r, c + 1, txt);
}

/* plays one turn of player me; returns 1 on a match */
static int playTurn(Player *me, Player *all[2])
{
    int r1, c1, r2, c2, k;

    if (me->isHuman) {
        humanPick("1st", -1, -1, &r1, &c1);
        announce(me, "1st", r1, c1);
        humanPick("2nd", r1, c1, &r2, &c2);
        announce(me, "2nd", r2, c2);
    } else {
        computerFirst(me, &r1, &c1);
        announce(me, "1st", r1, c1);
        computerSecond(me, r1, c1, &r2, &c2);
        announce(me, "2nd", r2, c2);
    }

    /* everyone (computers) sees the two cards */
    for (k = 0; k < 2; k++) {
        memRemember(all[k], r1, c1);
        memRemember(all[k], r2, c2);
    }

    if (desk[r1][c1].rank == desk[r2][c2].rank) {
        desk[r1][c1].faceUp = 1;
        desk[r2][c2].faceUp = 1;
        me->score += 2;
        printf("%s got a matched pair!\n", me->name);
        for (k = 0; k < 2; k++)
            memCleanup(all[k]);
        return 1;
    }
    if (me->isHuman)
        printf("No match... the two cards are turned face down again.\n");
    return 0;
}

static void printStats(Player *p[2])
{
    printf("Flipped cards: %d; %s: %d; %s: %d;\n",
           NCARDS - cardsLeft(), p[0]->name, p[0]->score,
           p[1]->name, p[1]->score);
}

static void playGame(int mode)
{
    Player a, b;
    Player *pl[2];
    int turns = 0, who = 0;

    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    if (mode == 1) {
        a.name = "You";        a.isHuman = 1;
        b.name = "Computer";   b.capacity = MEM_MODE1;
    } else {
        a.name = "Computer 1"; a.capacity = MEM_MODE2_P1;
        b.name = "Computer 2"; b.capacity = MEM_MODE2_P2;
    }
    pl[0] = &a;
    pl[1] = &b;

    shuffleDesk();
    showDesk();

    while (cardsLeft() > 0) {
        playTurn(pl[who], pl);
        turns++;
        if (mode == 1)
            showDesk();
        if (who == 1 || cardsLeft() == 0) {
            if (mode == 2 && cardsLeft() == 0)
                showDesk();
            printStats(pl);
        }
        who = 1 - who;          /* always the other player's turn */
    }

    printf("*** End of Game ***\n");
    printf("%d turns played!\n", turns);
    if (a.score > b.score)
        printf("%s\n", mode == 1 ? "You win!" : "Computer 1 wins!");
    else if (b.score > a.score)
        printf("%s\n", mode == 1 ? "Computer wins!" : "Computer 2 wins!");
    else
        printf("A tie!\n");
    printf("\n");
}

/* ------------------------------------------------------------------ */
/* Menu                                                                */
/* ------------------------------------------------------------------ */

static int menu(void)
{
    char line[256];
    int choice;

    for (;;) {
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        fflush(stdout);
        if (!readLine(line, sizeof line))
            byeOnEof();
        if (sscanf(line, "%d", &choice) == 1 &&
            (choice == 0 || choice == 1 || choice == 2))
            return choice;
        printf("Invalid choice! Please enter 0, 1 or 2.\n\n");
    }
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
    printf("* Welcome to Concentration!   *\n");
    printf("*******************************\n");

    while ((choice = menu()) != 0)
        playGame(choice);

    printf("Thank you for playing Concentration. Goodbye!\n");
    return 0;
}
