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
 * Student Name : Tara Ng
 * Student ID : 1155000005
 * Class/Section : E
 * Date : 14-04-2019
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct {
    char suit;
    int num;
    int open;
} Card;

Card deck[52];
int cnt[2];
int turns = 0;

char *rankStr(int n)
{
    static char *s[] = {"?", " A", " 2", " 3", " 4", " 5", " 6", " 7", " 8", " 9", "10", " J", " Q", " K"};
    return s[n];
}

void makeDeck(void)
{
    char st[] = "CDSH";
    int i, j;
    Card t;
    for (i = 0; i < 52; i++) {
        deck[i].suit = st[i % 4];
        deck[i].num = i / 4 + 1;
        deck[i].open = 0;
    }
    for (i = 51; i > 0; i--) {
        j = rand() % (i + 1);
        t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
}

void board(void)
{
    int r, c;
    for (r = 0; r < 4; r++) {
        printf("%d: ", r);
        for (c = 0; c < 13; c++) {
            Card *k = &deck[r * 13 + c];
            if (k->open)
                printf(" %c%s", k->suit, rankStr(k->num));
            else
                printf(" XXX");
        }
        printf("\n");
    }
}

int getpos(char *which, int first)
{
    char buf[64];
    int r, c, p;
    for (;;) {
        printf("Please input %s card: ", which);
        fflush(stdout);
        if (!fgets(buf, sizeof buf, stdin))
            exit(0);
        if (sscanf(buf, "%d %d", &r, &c) != 2 || r < 0 || r > 3 || c < 1 || c > 13) {
            puts("Row and column must be within 0 - 3 and 1 - 13");
            continue;
        }
        p = r * 13 + c - 1;
        if (deck[p].open)
            puts("The card must not be flipped already");
        else if (p == first)
            puts("The second card cannot be the same as first");
        else
            return p;
    }
}

void say(const char *who, const char *which, int p)
{
    printf("%s chose %s card (%d,%2d) and it is %c%s\n", who, which, p / 13, p % 13 + 1,
           deck[p].suit, rankStr(deck[p].num));
}

void play(int mode)
{
    const char *nm[2];
    int cur = 0, a, b;

    nm[0] = mode == 1 ? "You" : "Computer 1";
    nm[1] = mode == 1 ? "Computer" : "Computer 2";
    cnt[0] = cnt[1] = 0;
    makeDeck();
    board();

    while (cnt[0] + cnt[1] < 52) {
        if (mode == 1 && cur == 0) {
            a = getpos("1st", -1);
            say(nm[cur], "1st", a);
            b = getpos("2nd", a);
            say(nm[cur], "2nd", b);
        } else {
            do a = rand() % 52; while (deck[a].open);
            say(nm[cur], "1st", a);
            do b = rand() % 52; while (b == a);
            say(nm[cur], "2nd", b);
        }
        turns++;
        if (deck[a].num == deck[b].num) {
            deck[a].open = deck[b].open = 1;
            cnt[cur] += 2;
            printf("%s got a matched pair!\n", nm[cur]);
        }
        if (mode == 1)
            board();
        if (cnt[0] + cnt[1] >= 52)
            break;
        if (cur == 1)
            printf("Flipped cards: %d; %s: %d; %s: %d;\n", cnt[0] + cnt[1], nm[0], cnt[0], nm[1], cnt[1]);
        cur = !cur;
    }
    if (mode == 2)
        board();
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", cnt[0] + cnt[1], nm[0], cnt[0], nm[1], cnt[1]);
    puts("*** End of Game ***");
    printf("%d turns played!\n", turns);
    if (cnt[0] > cnt[1])
        printf("%s!\n", mode == 1 ? "You win" : "Computer 1 wins");
    else if (cnt[1] > cnt[0])
        printf("%s wins!\n", nm[1]);
    else
        puts("A tie!");
}

int main(void)
{
    char buf[64];
    int ch;
    char *sd = getenv("SEED");

    srand(sd ? (unsigned)atoi(sd) : (unsigned)time(0));
    puts("*********************************");
    puts("* Welcome to Concentration! *");
    puts("*********************************");
    for (;;) {
        puts("Please choose a mode of the game:");
        puts("1. Human vs. Computer");
        puts("2. Computer vs. Computer");
        puts("0. Quit");
        printf("Your choice: ");
        fflush(stdout);
        if (!fgets(buf, sizeof buf, stdin))
            return 0;
        if (sscanf(buf, "%d", &ch) != 1 || ch < 0 || ch > 2) {
            puts("Please enter 0, 1 or 2.");
            continue;
        }
        if (ch == 0)
            return 0;
        play(ch);
    }
}
