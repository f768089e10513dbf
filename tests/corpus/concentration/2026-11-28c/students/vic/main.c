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
 * Student Name : Vic
 * Student ID : 1155000002
 * Class/Section : B
 * Date : 2019-04-14
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct {
    char suit;
    int rank;
    int up;
} Card;

Card b[4][13];
const char *RK[14] = {"", " A", " 2", " 3", " 4", " 5", " 6", " 7",
                      " 8", " 9", "10", " J", " Q", " K"};

void deal(void)
{
    Card d[52], t;
    const char *s = "CDSH";
    int i, j;
    for (i = 0; i < 52; i++) {
        d[i].suit = s[i / 13];
        d[i].rank = i % 13 + 1;
        d[i].up = 0;
    }
    for (i = 51; i > 0; i--) {
        j = rand() % (i + 1);
        t = d[i]; d[i] = d[j]; d[j] = t;
    }
    for (i = 0; i < 52; i++)
        b[i / 13][i % 13] = d[i];
}

void show(void)
{
    int r, c;
    for (r = 0; r < 4; r++)
        for (c = 0; c < 13; c++) {
            if (b[r][c].up)
                printf("%c%s", b[r][c].suit, RK[b[r][c].rank]);
            else
                printf("XXX");
            printf(c < 12 ? "\t" : "\n");
        }
}

void skipline(void)
{
    int ch;
    while ((ch = getchar()) != '\n')
        if (ch == EOF) exit(0);
}

/* reads two ints; exits on end of input; 0 if not numbers */
int get2(int *r, int *c)
{
    int n = scanf("%d %d", r, c);
    if (n == EOF) exit(0);
    if (n != 2) {
        skipline();
        return 0;
    }
    return 1;
}

void pick(int *r, int *c, int r1, int c1)
{
    do {
        *r = rand() % 4;
        *c = rand() % 13 + 1;
    } while (b[*r][*c - 1].up || (*r == r1 && *c == c1));
}

void ask(const char *nth, int *r, int *c, int r1, int c1)
{
    for (;;) {
        printf("Please input %s card: ", nth);
        fflush(stdout);
        if (!get2(r, c) || *r < 0 || *r > 3 || *c < 1 || *c > 13)
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        else if (*r == r1 && *c == c1)
            printf("The second card cannot be the same as first\n");
        else if (b[*r][*c - 1].up)
            printf("The card must not be flipped already\n");
        else
            return;
    }
}

/* one turn: returns 2 if a pair was taken */
int turn(const char *who, int human)
{
    int r1, c1, r2, c2;
    Card *x, *y;
    if (human) ask("1st", &r1, &c1, -1, -1);
    else pick(&r1, &c1, -1, -1);
    x = &b[r1][c1 - 1];
    printf("%s chose 1st card (%d,%2d) and it is %c%s\n", who, r1, c1, x->suit, RK[x->rank]);
    if (human) ask("2nd", &r2, &c2, r1, c1);
    else pick(&r2, &c2, r1, c1);
    y = &b[r2][c2 - 1];
    printf("%s chose 2nd card (%d,%2d) and it is %c%s\n", who, r2, c2, y->suit, RK[y->rank]);
    if (x->rank != y->rank) return 0;
    x->up = y->up = 1;
    printf("%s got a matched pair!\n", who);
    return 2;
}

void play(int mode)
{
    const char *n1 = mode == 1 ? "You" : "Computer 1";
    const char *n2 = mode == 1 ? "Computer" : "Computer 2";
    int s1 = 0, s2 = 0, turns = 0;
    deal();
    show();
    for (;;) {
        s1 += turn(n1, mode == 1);
        turns++;
        if (mode == 1 || s1 + s2 == 52) show();
        if (s1 + s2 == 52) break;
        s2 += turn(n2, 0);
        turns++;
        if (mode == 1 || s1 + s2 == 52) show();
        if (s1 + s2 == 52) break;
        printf("Flipped cards: %d; %s: %d; %s: %d;\n", s1 + s2, n1, s1, n2, s2);
    }
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", s1 + s2, n1, s1, n2, s2);
    printf("*** End of Game ***\n%d turns played\n", turns);
    if (s1 > s2) printf(mode == 1 ? "You win!\n" : "Computer 1 wins!\n");
    else if (s2 > s1) printf(mode == 1 ? "Computer wins!\n" : "Computer 2 wins!\n");
    else printf("A tie!\n");
}

int main(void)
{
    int ch, n;
    char *seed = getenv("SEED");
    srand(seed ? (unsigned)atoi(seed) : (unsigned)time(NULL));
    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n");
    for (;;) {
        printf("Please choose a mode of the game:\n1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n0. Quit\nYour choice: ");
        fflush(stdout);
        n = scanf("%d", &ch);
        if (n == EOF) return 0;
        if (n != 1) { skipline(); continue; }
        if (ch == 0) return 0;
        if (ch == 1 || ch == 2) play(ch);
    }
}
