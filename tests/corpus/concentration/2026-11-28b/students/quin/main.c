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
 * Student Name : Quin Chan
 * Student ID : 1155000002
 * Class/Section : B
 * Date : 12/4/2019
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct card {
    int suit;  /* 0 C, 1 D, 2 S, 3 H */
    int rank;  /* 1..13 */
    int up;
};

struct card d[4][13];
int score[2], total, turns;
const char *who[2];

void name(struct card c, char *s)
{
    const char *r[] = {"", " A", " 2", " 3", " 4", " 5", " 6", " 7", " 8", " 9", "10", " J", " Q", " K"};
    sprintf(s, "%c%s", "CDSH"[c.suit], r[c.rank]);
}

void deal(void)
{
    int i, j;
    struct card t, *p = &d[0][0];
    for (i = 0; i < 52; i++) {
        p[i].suit = i / 13;
        p[i].rank = i % 13 + 1;
        p[i].up = 0;
    }
    for (i = 0; i < 52; i++) {
        j = rand() % 52;
        t = p[i]; p[i] = p[j]; p[j] = t;
    }
}

void show(void)
{
    int i, j;
    char s[4];
    for (i = 0; i < 4; i++) {
        for (j = 0; j < 13; j++) {
            if (d[i][j].up) name(d[i][j], s);
            else sprintf(s, "XXX");
            printf("%s\t", s);
        }
        printf("\n");
    }
}

void skipline(void)
{
    int ch;
    while ((ch = getchar()) != '\n')
        if (ch == EOF) exit(0);
}

/* ask until valid; r0,c0 = first card or -1 */
void ask(const char *k, int *r, int *c, int r0, int c0)
{
    int n;
    while (1) {
        printf("Please input %s card: ", k);
        fflush(stdout);
        n = scanf("%d %d", r, c);
        if (n == EOF) exit(0);
        if (n != 2) {
            skipline();
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (*r < 0 || *r > 3 || *c < 1 || *c > 13)
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        else if (d[*r][*c - 1].up)
            printf("The card must not be flipped already\n");
        else if (*r == r0 && *c - 1 == c0)
            printf("The second card cannot be the same as first\n");
        else {
            (*c)--;
            return;
        }
    }
}

void turn(int p, int human)
{
    int r1, c1, r2, c2;
    char s[4];
    if (human) {
        ask("1st", &r1, &c1, -1, -1);
        name(d[r1][c1], s);
        printf("You chose 1st card (%d,%2d) and it is %s\n", r1, c1 + 1, s);
        ask("2nd", &r2, &c2, r1, c1);
        name(d[r2][c2], s);
        printf("You chose 2nd card (%d,%2d) and it is %s\n", r2, c2 + 1, s);
    } else {
        do {
            r1 = rand() % 4; c1 = rand() % 13;
        } while (d[r1][c1].up);
        do {
            r2 = rand() % 4; c2 = rand() % 13;
        } while (d[r2][c2].up || (r1 == r2 && c1 == c2));
        name(d[r1][c1], s);
        printf("%s chose 1st card (%d,%2d) and it is %s\n", who[p], r1, c1 + 1, s);
        name(d[r2][c2], s);
        printf("%s chose 2nd card (%d,%2d) and it is %s\n", who[p], r2, c2 + 1, s);
    }
    turns++;
    if (d[r1][c1].rank == d[r2][c2].rank) {
        d[r1][c1].up = d[r2][c2].up = 1;
        score[p] += 2;
        total += 2;
        printf("%s got a matched pair!\n", who[p]);
    }
}

void stats(void)
{
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", total, who[0], score[0], who[1], score[1]);
}

void game(int mode)
{
    int p = 0;
    score[0] = score[1] = total = turns = 0;
    if (mode == 1) { who[0] = "You"; who[1] = "Computer"; }
    else { who[0] = "Computer 1"; who[1] = "Computer 2"; }
    deal();
    show();
    while (total < 52) {
        turn(p, mode == 1 && p == 0);
        if (mode == 1) show();
        if (total == 52) break;
        if (p == 1) stats();
        p = !p;
    }
    if (mode == 2) show();
    stats();
    printf("*** End of Game ***\n");
    printf("%d turns played\n", turns);
    if (score[0] > score[1]) printf(mode == 1 ? "You win!\n" : "Computer 1 wins!\n");
    else if (score[0] < score[1]) printf(mode == 1 ? "Computer wins!\n" : "Computer 2 wins!\n");
    else printf("A tie!\n");
}

int main(void)
{
    int ch, n;
    char *e = getenv("SEED");
    srand(e ? (unsigned)atoi(e) : (unsigned)time(NULL));
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
        n = scanf("%d", &ch);
        if (n == EOF) return 0;
        if (n != 1) { skipline(); continue; }
        if (ch == 0) return 0;
        if (ch == 1 || ch == 2) game(ch);
    }
}
