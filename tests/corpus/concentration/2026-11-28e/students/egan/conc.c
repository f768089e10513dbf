/* ENGG1110 Course Project - Concentration
 * Student Name : Egan
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct {
    int suit;   /* 0 C, 1 D, 2 S, 3 H */
    int rank;   /* 0 A ... 12 K */
    int open;
} card_t;

static card_t b[4][13];
static const char SUIT[] = "CDSH";
static const char *RANK[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

static int scan2(int *x, int *y)
{
    int n;
    fflush(stdout);
    n = scanf("%d %d", x, y);
    if (n == EOF)
        exit(0);
    if (n != 2) {
        int ch;
        do {
            ch = getchar();
        } while (ch != '\n' && ch != EOF);
        if (ch == EOF)
            exit(0);
        return 0;
    }
    return 1;
}

static void deal(void)
{
    int i, j;
    card_t t;
    for (i = 0; i < 52; i++) {
        b[i / 13][i % 13].suit = i % 4;
        b[i / 13][i % 13].rank = i / 4;
        b[i / 13][i % 13].open = 0;
    }
    for (i = 51; i > 0; i--) {
        j = rand() % (i + 1);
        t = b[i / 13][i % 13];
        b[i / 13][i % 13] = b[j / 13][j % 13];
        b[j / 13][j % 13] = t;
    }
}

static void draw(void)
{
    int r, c;
    for (r = 0; r < 4; r++) {
        printf("%d |", r);
        for (c = 0; c < 13; c++) {
            if (b[r][c].open)
                printf("  %c%2s", SUIT[b[r][c].suit], RANK[b[r][c].rank]);
            else
                printf("  XXX");
        }
        printf("\n");
    }
}

static void say(const char *who, const char *nth, int r, int c)
{
    printf("%s chose %s card (%d,%2d) and it is %c%2s\n", who, nth, r, c + 1,
           SUIT[b[r][c].suit], RANK[b[r][c].rank]);
}

static void you(int *r, int *c, int fr, int fc)
{
    const char *nth = fr < 0 ? "1st" : "2nd";
    for (;;) {
        printf("Please input %s card: ", nth);
        if (!scan2(r, c) || *r < 0 || *r > 3 || *c < 1 || *c > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        (*c)--;
        if (*r == fr && *c == fc)
            printf("The second card cannot be the same as first\n");
        else if (b[*r][*c].open)
            printf("The card must not be flipped already\n");
        else
            return;
    }
}

static void cpu(int *r, int *c, int fr, int fc)
{
    if (fr < 0) {
        do {
            *r = rand() % 4;
            *c = rand() % 13;
        } while (b[*r][*c].open);
    } else {
        do {
            *r = rand() % 4;
            *c = rand() % 13;
        } while (*r == fr && *c == fc);
    }
}

static void game(int mode)
{
    const char *who[2];
    int got[2] = {0, 0}, flipped = 0, turns = 0, p = 0;
    int r1, c1, r2, c2;

    who[0] = mode == 1 ? "You" : "Computer 1";
    who[1] = mode == 1 ? "Computer" : "Computer 2";
    deal();
    draw();
    while (flipped < 52) {
        if (mode == 1 && p == 0) {
            you(&r1, &c1, -1, -1);
            say(who[p], "1st", r1, c1);
            you(&r2, &c2, r1, c1);
            say(who[p], "2nd", r2, c2);
        } else {
            cpu(&r1, &c1, -1, -1);
            say(who[p], "1st", r1, c1);
            cpu(&r2, &c2, r1, c1);
            say(who[p], "2nd", r2, c2);
        }
        if (b[r1][c1].rank == b[r2][c2].rank) {
            b[r1][c1].open = b[r2][c2].open = 1;
            got[p] += 2;
            flipped += 2;
            printf("%s got a matched pair!\n", who[p]);
        }
        if (mode == 1)
            draw();
        if (flipped >= 52)
            break;
        if (p == 1) {
            turns++;
            printf("Flipped cards: %d; %s: %d; %s: %d;\n", flipped, who[0], got[0], who[1], got[1]);
        }
        p = !p;
    }
    if (p == 1)
        turns++;
    if (mode == 2)
        draw();
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", flipped, who[0], got[0], who[1], got[1]);
    printf("*** End of Game ***\n");
    printf("%d turns played\n", turns);
    if (got[0] > got[1])
        printf("%s\n", mode == 1 ? "You win!" : "Computer 1 wins!");
    else if (got[1] > got[0])
        printf("%s\n", mode == 1 ? "Computer wins!" : "Computer 2 wins!");
    else
        printf("A tie!\n");
}

int main(void)
{
    int m, n;
    char *e = getenv("SEED");
    srand(e ? (unsigned) atoi(e) : (unsigned) time(NULL));
    printf("*****************************\n* Welcome to Concentration! *\n*****************************\n");
    for (;;) {
        printf("Please choose a mode of the game:\n1. Human vs. Computer\n2. Computer vs. Computer\n0. Quit\nYour choice: ");
        fflush(stdout);
        n = scanf("%d", &m);
        if (n == EOF)
            return 0;
        if (n != 1) {
            while ((n = getchar()) != '\n' && n != EOF)
                ;
            continue;
        }
        if (m == 0)
            return 0;
        if (m == 1 || m == 2)
            game(m);
        else
            printf("Invalid choice\n");
    }
}
