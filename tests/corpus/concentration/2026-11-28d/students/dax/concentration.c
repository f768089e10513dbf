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
 * Student Name : Dax Ho
 * Student ID : 1155000004
 * Class/Section : D
 * Date : 2019-04-15
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct Card {
    char suit;
    char rank[3];
    int faceup;
};

struct Card Desk[4][13];
int Score[2];
int Flipped;

void MakeDesk()
{
    char suits[4] = {'C', 'D', 'S', 'H'};
    char ranks[13][3] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    struct Card all[52];
    int i, j, k = 0;

    for (i = 0; i < 4; i++)
        for (j = 0; j < 13; j++) {
            all[k].suit = suits[i];
            all[k].rank[0] = ranks[j][0];
            all[k].rank[1] = ranks[j][1];
            all[k].rank[2] = ranks[j][2];
            all[k].faceup = 0;
            k++;
        }
    /* swap each card with a random one */
    for (i = 0; i < 52; i++) {
        struct Card t;
        j = rand() % 52;
        t = all[i];
        all[i] = all[j];
        all[j] = t;
    }
    k = 0;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 13; j++)
            Desk[i][j] = all[k++];
}

void PrintDesk()
{
    int i, j;
    printf("\n        ");
    for (j = 1; j <= 13; j++)
        printf("%-6d", j);
    printf("\n");
    for (i = 0; i < 4; i++) {
        printf("Row %d:  ", i);
        for (j = 0; j < 13; j++) {
            if (Desk[i][j].faceup)
                printf("%c%2s   ", Desk[i][j].suit, Desk[i][j].rank);
            else
                printf("XXX   ");
        }
        printf("\n");
    }
    printf("\n");
}

int IsRed(struct Card c)
{
    return c.suit == 'D' || c.suit == 'H';
}

/* two cards match when they have the same rank */
int Match(struct Card a, struct Card b)
{
    return a.rank[0] == b.rank[0] && a.rank[1] == b.rank[1] && IsRed(a) == IsRed(b);
}

/* read 'n' integers; returns 0 for a bad line; end of input ends the program */
int ReadNums(int *a, int *b, int n)
{
    int got, ch;
    if (n == 1)
        got = scanf("%d", a);
    else
        got = scanf("%d %d", a, b);
    if (got == n)
        return 1;
    if (got == EOF)
        exit(0);
    /* skip a bad line */
    do {
        ch = getchar();
    } while (ch != '\n' && ch != EOF);
    if (ch == EOF)
        exit(0);
    return 0;
}

void HumanPick(int nth, int r1, int c1, int *r, int *c)
{
    while (1) {
        if (nth == 1)
            printf("Please input 1st card: ");
        else
            printf("Please input 2nd card: ");
        if (!ReadNums(r, c, 2) || *r < 0 || *r > 3 || *c < 1 || *c > 13)
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        else if (nth == 2 && *r == r1 && *c == c1)
            printf("The second card cannot be the same as first\n");
        else if (Desk[*r][*c - 1].faceup)
            printf("The card must not be flipped already\n");
        else
            break;
    }
}

void ComputerPick(int r1, int c1, int *r, int *c)
{
    while (1) {
        *r = rand() % 4;
        *c = rand() % 13 + 1;
        if (!Desk[*r][*c - 1].faceup && !(*r == r1 && *c == c1))
            break;
    }
}

void Turn(int who, int mode)
{
    char name[32];
    int r1, c1, r2, c2;

    if (mode == 1)
        sprintf(name, who == 0 ? "You" : "Computer");
    else
        sprintf(name, "Computer %d", who + 1);

    if (mode == 1 && who == 0)
        HumanPick(1, -1, -1, &r1, &c1);
    else
        ComputerPick(-1, -1, &r1, &c1);
    printf("%s chose 1st card (%d,%2d) and it is %c%2s\n", name, r1, c1,
           Desk[r1][c1 - 1].suit, Desk[r1][c1 - 1].rank);

    if (mode == 1 && who == 0)
        HumanPick(2, r1, c1, &r2, &c2);
    else
        ComputerPick(r1, c1, &r2, &c2);
    printf("%s chose 2nd card (%d,%2d) and it is %c%2s\n", name, r2, c2,
           Desk[r2][c2 - 1].suit, Desk[r2][c2 - 1].rank);

    if (Match(Desk[r1][c1 - 1], Desk[r2][c2 - 1])) {
        Desk[r1][c1 - 1].faceup = 1;
        Desk[r2][c2 - 1].faceup = 1;
        Score[who] += 2;
        Flipped += 2;
        printf("%s got a matched pair!\n", name);
    }
}

void Stats(int mode)
{
    if (mode == 1)
        printf("Flipped cards: %d; You: %d; Computer: %d;\n", Flipped, Score[0], Score[1]);
    else
        printf("Flipped cards: %d; Computer 1: %d; Computer 2: %d;\n", Flipped, Score[0], Score[1]);
}

void Play(int mode)
{
    int who = 0, turns = 0;

    Score[0] = Score[1] = 0;
    Flipped = 0;
    MakeDesk();
    PrintDesk();
    while (Flipped < 52) {
        Turn(who, mode);
        turns++;
        if (mode == 1 || Flipped == 52)
            PrintDesk();
        if (who == 1 || Flipped == 52)
            Stats(mode);
        who = !who;
    }
    printf("*** End of Game ***\n");
    printf("%d turns played!\n", turns);
    if (mode == 1) {
        if (Score[0] > Score[1])
            printf("You win!\n");
        else
            printf("Computer wins!\n");
    } else {
        if (Score[0] > Score[1])
            printf("Computer 1 wins!\n");
        else
            printf("Computer 2 wins!\n");
    }
}

int main()
{
    int choice, dummy;

    if (getenv("SEED") != NULL)
        srand(atoi(getenv("SEED")));
    else
        srand(time(NULL));

    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n");
    while (1) {
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        if (!ReadNums(&choice, &dummy, 1))
            choice = -1;
        if (choice == 0)
            break;
        else if (choice == 1 || choice == 2)
            Play(choice);
        else
            printf("Please enter 0, 1 or 2 only!\n");
    }
    return 0;
}
