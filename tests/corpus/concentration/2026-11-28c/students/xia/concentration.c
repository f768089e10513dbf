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
 * Student Name : Xia
 * Student ID : 1155000004
 * Class/Section : D
 * Date : 2019-04-15
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct Card {
    int rank;      /* 1..13 */
    char suit;     /* C D S H */
    int flipped;   /* 1 = face up for good */
};

struct Card table[4][13];
int flippedCount;
int score1, score2;
int turnCount;

void clearLine(void)
{
    int ch = getchar();
    while (ch != '\n' && ch != EOF)
        ch = getchar();
    if (ch == EOF)
        exit(0);
}

void rankString(int rank, char *s)
{
    if (rank == 1) sprintf(s, " A");
    else if (rank == 11) sprintf(s, " J");
    else if (rank == 12) sprintf(s, " Q");
    else if (rank == 13) sprintf(s, " K");
    else sprintf(s, "%2d", rank);
}

void printCard(struct Card c)
{
    char s[3];
    rankString(c.rank, s);
    printf("%c%s", c.suit, s);
}

void newGame(void)
{
    char suits[4] = {'C', 'D', 'S', 'H'};
    int i, j, r, c;
    struct Card temp;

    for (i = 0; i < 4; i++) {
        for (j = 0; j < 13; j++) {
            table[i][j].suit = suits[i];
            table[i][j].rank = j + 1;
            table[i][j].flipped = 0;
        }
    }
    /* shuffle: swap every card with a random card */
    for (i = 0; i < 4; i++) {
        for (j = 0; j < 13; j++) {
            r = rand() % 4;
            c = rand() % 13;
            temp = table[i][j];
            table[i][j] = table[r][c];
            table[r][c] = temp;
        }
    }
    flippedCount = 0;
    score1 = 0;
    score2 = 0;
    turnCount = 0;
}

void printTable(void)
{
    int i, j;
    printf("\n    ");
    for (j = 1; j <= 13; j++)
        printf(" %2d  ", j);
    printf("\n");
    for (i = 0; i < 4; i++) {
        printf("%d:  ", i);
        for (j = 0; j < 13; j++) {
            if (table[i][j].flipped == 1)
                printCard(table[i][j]);
            else
                printf("XXX");
            printf("  ");
        }
        printf("\n");
    }
    printf("\n");
}

/* returns 1 if two numbers were read */
int readTwo(int *a, int *b)
{
    int n = scanf("%d%d", a, b);
    if (n == EOF)
        exit(0);
    if (n != 2) {
        clearLine();
        return 0;
    }
    return 1;
}

void humanFirst(int *r, int *c)
{
    while (1) {
        printf("Please input 1st card: ");
        fflush(stdout);
        if (readTwo(r, c) == 0 || *r < 0 || *r > 3 || *c < 1 || *c > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        } else if (table[*r][*c - 1].flipped == 1) {
            printf("The card must not be flipped already\n");
        } else {
            break;
        }
    }
}

void humanSecond(int r1, int c1, int *r, int *c)
{
    while (1) {
        printf("Please input 2nd card: ");
        fflush(stdout);
        if (readTwo(r, c) == 0 || *r < 0 || *r > 3 || *c < 1 || *c > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        } else if (*r == r1 && *c == c1) {
            printf("The second card cannot be the same as first\n");
        } else {
            break;
        }
    }
}

void computerPick(int *r1, int *c1, int *r2, int *c2)
{
    do {
        *r1 = rand() % 4;
        *c1 = rand() % 13 + 1;
    } while (table[*r1][*c1 - 1].flipped == 1);
    do {
        *r2 = rand() % 4;
        *c2 = rand() % 13 + 1;
    } while (table[*r2][*c2 - 1].flipped == 1 || (*r2 == *r1 && *c2 == *c1));
}

/* play one turn; returns 2 if matched else 0 */
int doTurn(char *name, int human)
{
    int r1, c1, r2, c2;

    if (human) {
        humanFirst(&r1, &c1);
        printf("%s chose 1st card (%d,%2d) and it is ", name, r1, c1);
        printCard(table[r1][c1 - 1]);
        printf("\n");
        humanSecond(r1, c1, &r2, &c2);
    } else {
        computerPick(&r1, &c1, &r2, &c2);
        printf("%s chose 1st card (%d,%2d) and it is ", name, r1, c1);
        printCard(table[r1][c1 - 1]);
        printf("\n");
    }
    printf("%s chose 2nd card (%d,%2d) and it is ", name, r2, c2);
    printCard(table[r2][c2 - 1]);
    printf("\n");
    turnCount++;

    if (table[r1][c1 - 1].rank == table[r2][c2 - 1].rank) {
        table[r1][c1 - 1].flipped = 1;
        table[r2][c2 - 1].flipped = 1;
        flippedCount += 2;
        printf("%s got a matched pair!\n", name);
        return 2;
    }
    return 0;
}

void printStatus(char *n1, char *n2)
{
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", flippedCount, n1, score1, n2, score2);
}

void printWinner(char *n1, char *n2)
{
    printf("*** End of Game ***\n");
    printf("%d turns played\n", turnCount);
    if (score1 > score2) {
        if (n1[0] == 'Y')
            printf("You win!\n");
        else
            printf("%s wins!\n", n1);
    } else {
        printf("%s wins!\n", n2);
    }
}

void playGame(int mode)
{
    char *n1, *n2;
    if (mode == 1) {
        n1 = "You";
        n2 = "Computer";
    } else {
        n1 = "Computer 1";
        n2 = "Computer 2";
    }
    newGame();
    printTable();
    while (1) {
        score1 += doTurn(n1, mode == 1);
        if (mode == 1)
            printTable();
        if (flippedCount == 52)
            break;
        score2 += doTurn(n2, 0);
        if (mode == 1)
            printTable();
        if (flippedCount == 52)
            break;
        printStatus(n1, n2);
    }
    if (mode == 2)
        printTable();
    printStatus(n1, n2);
    printWinner(n1, n2);
}

int main(void)
{
    int choice, n;
    char *s = getenv("SEED");

    if (s != NULL)
        srand(atoi(s));
    else
        srand(time(NULL));

    printf("***********************************\n");
    printf("*   Welcome to Concentration!     *\n");
    printf("***********************************\n");
    while (1) {
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        fflush(stdout);
        n = scanf("%d", &choice);
        if (n == EOF)
            break;
        if (n != 1) {
            clearLine();
            printf("Invalid choice.\n");
            continue;
        }
        if (choice == 0)
            break;
        else if (choice == 1 || choice == 2)
            playGame(choice);
        else
            printf("Invalid choice.\n");
    }
    return 0;
}
