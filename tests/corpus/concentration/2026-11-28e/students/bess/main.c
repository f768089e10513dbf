/* ENGG1110 Project - Concentration
 * Student Name : Bess
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct card {
    char suit;
    int rank;
    int up;
};

struct card desk[4][13];
int score[2], flipped, turns;

void end_input(void)
{
    exit(0);
}

int get_int(int *x)
{
    int r;
    fflush(stdout);
    r = scanf("%d", x);
    if (r == EOF)
        end_input();
    if (r == 0) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
        if (ch == EOF)
            end_input();
        return 0;
    }
    return 1;
}

void shuffle(void)
{
    char s[4] = {'C', 'D', 'S', 'H'};
    int i, j, k;
    struct card t;
    for (i = 0; i < 52; i++) {
        desk[i / 13][i % 13].suit = s[i / 13];
        desk[i / 13][i % 13].rank = i % 13 + 1;
        desk[i / 13][i % 13].up = 0;
    }
    for (k = 0; k < 1000; k++) {
        i = rand() % 52;
        j = rand() % 52;
        t = desk[i / 13][i % 13];
        desk[i / 13][i % 13] = desk[j / 13][j % 13];
        desk[j / 13][j % 13] = t;
    }
}

void name(struct card c, char *buf)
{
    char *r[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    sprintf(buf, "%c%2s", c.suit, r[c.rank]);
}

void show(void)
{
    int i, j;
    char buf[8];
    for (i = 0; i < 4; i++) {
        for (j = 0; j < 13; j++) {
            if (desk[i][j].up)
                name(desk[i][j], buf);
            else
                sprintf(buf, "XXX");
            printf("%s%c", buf, j == 12 ? '\n' : '\t');
        }
    }
}

void ask(char *which, int *r, int *c, int r1, int c1)
{
    int ok;
    while (1) {
        printf("Please input %s card: ", which);
        ok = get_int(r);
        if (ok)
            ok = get_int(c);
        if (!ok || *r < 0 || *r > 3 || *c < 1 || *c > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        (*c)--;
        if (*r == r1 && *c == c1) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        if (desk[*r][*c].up) {
            printf("The card must not be flipped already\n");
            continue;
        }
        return;
    }
}

void pick(int *r, int *c, int r1, int c1)
{
    do {
        *r = rand() % 4;
        *c = rand() % 13;
    } while (desk[*r][*c].up || (*r == r1 && *c == c1));
}

void turn(char *who, int p, int human)
{
    int r1, c1, r2, c2;
    char b1[8], b2[8];
    if (human)
        ask("1st", &r1, &c1, -1, -1);
    else
        pick(&r1, &c1, -1, -1);
    name(desk[r1][c1], b1);
    printf("%s chose 1st card (%d,%2d) and it is %s\n", who, r1, c1 + 1, b1);
    if (human)
        ask("2nd", &r2, &c2, r1, c1);
    else
        pick(&r2, &c2, r1, c1);
    name(desk[r2][c2], b2);
    printf("%s chose 2nd card (%d,%2d) and it is %s\n", who, r2, c2 + 1, b2);
    turns++;
    if (desk[r1][c1].rank == desk[r2][c2].rank) {
        desk[r1][c1].up = desk[r2][c2].up = 1;
        score[p] += 2;
        flipped += 2;
        printf("%s got a matched pair!\n", who);
    }
}

void game(int mode)
{
    char *n[2];
    int p = 0;
    if (mode == 1) {
        n[0] = "You";
        n[1] = "Computer";
    } else {
        n[0] = "Computer 1";
        n[1] = "Computer 2";
    }
    shuffle();
    score[0] = score[1] = flipped = turns = 0;
    show();
    while (flipped < 52) {
        turn(n[p], p, mode == 1 && p == 0);
        if (mode == 1 || flipped == 52)
            show();
        if (flipped < 52 && p == 1)
            printf("Flipped cards: %d; %s: %d; %s: %d;\n", flipped, n[0], score[0], n[1], score[1]);
        p = 1 - p;
    }
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", flipped, n[0], score[0], n[1], score[1]);
    printf("*** End of Game ***\n");
    printf("%d turns played\n", turns);
    if (score[0] == score[1])
        printf("A tie!\n");
    else if (mode == 1)
        printf(score[0] > score[1] ? "You win!\n" : "Computer wins!\n");
    else
        printf("Computer %d wins!\n", score[0] > score[1] ? 1 : 2);
}

int main(void)
{
    int ch;
    char *s = getenv("SEED");
    srand(s ? atoi(s) : time(NULL));
    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n");
    while (1) {
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        if (!get_int(&ch))
            continue;
        if (ch == 0)
            break;
        if (ch == 1 || ch == 2)
            game(ch);
    }
    return 0;
}
