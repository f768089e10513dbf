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
* Student Name : Ben
* Student ID : 1155000002
* Class/Section : B
* Date : 14/4/2019
*/
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct card {
    int rank;   /* 1-13 */
    int suit;   /* 0-3 -> C D S H */
    int up;
};

struct card t[4][13];
int left;

void cardstr(struct card c, char *s)
{
    const char *sym[14] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    sprintf(s, "%c%2s", "CDSH"[c.suit], sym[c.rank]);
}

void deal(void)
{
    int i, j, k, x, y;
    struct card tmp;
    k = 0;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 13; j++) {
            t[i][j].suit = i;
            t[i][j].rank = j + 1;
            t[i][j].up = 0;
        }
    /* swap every card with a random one */
    for (i = 0; i < 4; i++)
        for (j = 0; j < 13; j++) {
            k = rand() % 52;
            x = k / 13;
            y = k % 13;
            tmp = t[i][j];
            t[i][j] = t[x][y];
            t[x][y] = tmp;
        }
    left = 52;
}

void show(void)
{
    int i, j;
    char s[8];
    for (i = 0; i < 4; i++) {
        for (j = 0; j < 13; j++) {
            if (t[i][j].up)
                cardstr(t[i][j], s);
            else
                sprintf(s, "XXX");
            printf("%s%s", s, j < 12 ? "\t" : "\n");
        }
    }
}

void skipline(void)
{
    int ch;
    do {
        ch = getchar();
    } while (ch != '\n' && ch != EOF);
}

void ask(const char *nth, int r0, int c0, int *r, int *c)
{
    int n;
    while (1) {
        printf("Please input %s card: ", nth);
        n = scanf("%d %d", r, c);
        if (n == EOF)
            exit(0);
        if (n != 2) {
            skipline();
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (*r < 0 || *r > 3 || *c < 1 || *c > 13)
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        else if (t[*r][*c - 1].up)
            printf("The card must not be flipped already\n");
        else if (*r == r0 && *c == c0)
            printf("The second card cannot be the same as first\n");
        else
            return;
    }
}

void computer(int r0, int c0, int *r, int *c)
{
    do {
        *r = rand() % 4;
        *c = rand() % 13 + 1;
    } while (t[*r][*c - 1].up || (*r == r0 && *c == c0));
}

/* one turn, returns 2 if matched else 0 */
int turn(const char *name, int human)
{
    int r1, c1, r2, c2;
    char s[8];
    if (human)
        ask("1st", -1, -1, &r1, &c1);
    else
        computer(-1, -1, &r1, &c1);
    cardstr(t[r1][c1 - 1], s);
    printf("%s chose 1st card (%d,%2d) and it is %s\n", name, r1, c1, s);
    if (human)
        ask("2nd", r1, c1, &r2, &c2);
    else
        computer(r1, c1, &r2, &c2);
    cardstr(t[r2][c2 - 1], s);
    printf("%s chose 2nd card (%d,%2d) and it is %s\n", name, r2, c2, s);
    if (t[r1][c1 - 1].rank != t[r2][c2 - 1].rank)
        return 0;
    t[r1][c1 - 1].up = 1;
    t[r2][c2 - 1].up = 1;
    left -= 2;
    printf("%s got a matched pair!\n", name);
    return 2;
}

void game(int mode)
{
    const char *nm[2];
    int sc[2] = {0, 0};
    int p = 0, turns = 0;
    if (mode == 1) {
        nm[0] = "You";
        nm[1] = "Computer";
    } else {
        nm[0] = "Computer 1";
        nm[1] = "Computer 2";
    }
    deal();
    show();
    while (left > 0) {
        sc[p] += turn(nm[p], mode == 1 && p == 0);
        turns++;
        if (mode == 1 || left == 0)
            show();
        if (p == 1 || left == 0)
            printf("Flipped cards: %d; %s: %d; %s: %d;\n", 52 - left, nm[0], sc[0], nm[1], sc[1]);
        p = !p;
    }
    printf("*** End of Game ***\n");
    printf("%d turns played\n", turns);
    if (sc[0] == sc[1])
        printf("A tie!\n");
    else if (mode == 1)
        printf(sc[0] > sc[1] ? "You win!\n" : "Computer wins!\n");
    else
        printf(sc[0] > sc[1] ? "Computer 1 wins!\n" : "Computer 2 wins!\n");
}

int main(void)
{
    int ch, n;
    char *sd = getenv("SEED");
    if (sd)
        srand(atoi(sd));
    else
        srand(time(NULL));
    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n");
    while (1) {
        printf("Please choose a mode of the game:\n1. Human vs. Computer\n2. Computer vs. Computer\n0. Quit\nYour choice: ");
        n = scanf("%d", &ch);
        if (n == EOF)
            return 0;
        if (n != 1) {
            skipline();
            continue;
        }
        if (ch == 0)
            break;
        if (ch == 1 || ch == 2)
            game(ch);
    }
    return 0;
}
