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
 * Student Name : Bex Lam
 * Student ID : 1155000002
 * Class/Section : B
 * Date : 2019-04-14
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct card {
    char suit;
    int rank;   /* 1..13 */
    int up;     /* 1 = matched, face up for good */
};

struct card desk[4][13];
const char *RK[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

void deal(void)
{
    const char S[] = "CDSH";
    struct card deck[52], t;
    int i, j;
    for (i = 0; i < 52; i++) {
        deck[i].suit = S[i / 13];
        deck[i].rank = i % 13 + 1;
        deck[i].up = 0;
    }
    for (i = 51; i > 0; i--) {
        j = rand() % (i + 1);
        t = deck[i]; deck[i] = deck[j]; deck[j] = t;
    }
    for (i = 0; i < 52; i++)
        desk[i / 13][i % 13] = deck[i];
}

void show(void)
{
    int r, c;
    for (r = 0; r < 4; r++)
        for (c = 0; c < 13; c++) {
            if (desk[r][c].up)
                printf("%c%2s", desk[r][c].suit, RK[desk[r][c].rank]);
            else
                printf("XXX");
            printf(c < 12 ? "\t" : "\n");
        }
}

/* reads one integer, skips junk, quits quietly at end of input */
void getint(int *x)
{
    int r, ch;
    while ((r = scanf("%d", x)) == 0)
        while ((ch = getchar()) != '\n')
            if (ch == EOF) exit(0);
    if (r == EOF) exit(0);
}

int bad(int r, int c)
{
    return r < 0 || r > 3 || c < 1 || c > 13;
}

void human(int n, int *r, int *c, int r1, int c1)
{
    for (;;) {
        printf("Please input %s card: ", n == 1 ? "1st" : "2nd");
        getint(r);
        getint(c);
        if (bad(*r, *c))
            puts("Row and column must be within 0 - 3 and 1 - 13");
        else if (n == 2 && *r == r1 && *c == c1)
            puts("The second card cannot be the same as first");
        else if (desk[*r][*c - 1].up)
            puts("The card must not be flipped already");
        else
            return;
    }
}

void robot(int *r, int *c, int r1, int c1)
{
    do {
        *r = rand() % 4;
        *c = rand() % 13 + 1;
    } while (desk[*r][*c - 1].up || (*r == r1 && *c == c1));
}

/* one turn of two flips; returns cards won (0 or 2) */
int turn(const char *who, int isHuman)
{
    int r[2] = {-1, -1}, c[2] = {-1, -1}, k;
    struct card *p[2];
    for (k = 0; k < 2; k++) {
        if (isHuman)
            human(k + 1, &r[k], &c[k], r[0], c[0]);
        else
            robot(&r[k], &c[k], k ? r[0] : -1, k ? c[0] : -1);
        p[k] = &desk[r[k]][c[k] - 1];
        printf("%s chose %s card (%d,%2d) and it is %c%2s\n", who, k ? "2nd" : "1st",
               r[k], c[k], p[k]->suit, RK[p[k]->rank]);
    }
    if (p[0]->rank != p[1]->rank)
        return 0;
    p[0]->up = p[1]->up = 1;
    printf("%s got a matched pair!\n", who);
    return 2;
}

void game(int mode)
{
    const char *who[2];
    int score[2] = {0, 0}, turns = 0, p = 0, flipped = 0;
    who[0] = mode == 1 ? "You" : "Computer 1";
    who[1] = mode == 1 ? "Computer" : "Computer 2";
    deal();
    show();
    while (flipped < 52) {
        score[p] += turn(who[p], mode == 1 && p == 0);
        turns++;
        flipped = score[0] + score[1];
        if (mode == 1 || flipped == 52)
            show();
        if (p == 1 || flipped == 52)
            printf("Flipped cards: %d; %s: %d; %s: %d;\n", flipped, who[0], score[0], who[1], score[1]);
        p = 1 - p;
    }
    puts("*** End of Game ***");
    printf("%d turns played\n", turns);
    if (score[0] == score[1])
        puts("A tie!");
    else if (mode == 1)
        puts(score[0] > score[1] ? "You win!" : "Computer wins!");
    else
        puts(score[0] > score[1] ? "Computer 1 wins!" : "Computer 2 wins!");
}

int main(void)
{
    int ch;
    if (getenv("SEED"))
        srand(atoi(getenv("SEED")));
    else
        srand(time(NULL));
    for (;;) {
        do {
            puts("*****************************");
            puts("* Welcome to Concentration! *");
            puts("*****************************");
            puts("Please choose a mode of the game:");
            puts("1. Human vs. Computer");
            puts("2. Computer vs. Computer");
            puts("0. Quit");
            printf("Your choice: ");
            getint(&ch);
        } while (ch < 0 || ch > 2);
        if (ch == 0)
            break;
        game(ch);
    }
    return 0;
}
