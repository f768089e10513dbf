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
* Student Name : Dan
* Student ID : 1155000004
* Class/Section : D
* Date : 15/04/2019
*/
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct Card
{
    int rank;      // 1 = Ace ... 13 = King
    char suit;     // C D S H
    int faceup;    // 0 = face down, 1 = face up
};

struct Card deck[4][13];
int flippedCount;
int score1, score2;
int turnCount;

void printCard(struct Card c)
{
    if (c.rank == 1)
        printf("%c A", c.suit);
    else if (c.rank == 11)
        printf("%c J", c.suit);
    else if (c.rank == 12)
        printf("%c Q", c.suit);
    else if (c.rank == 13)
        printf("%c K", c.suit);
    else
        printf("%c%2d", c.suit, c.rank);
}

void shuffle()
{
    char suits[4] = {'C', 'D', 'S', 'H'};
    int i, r1, c1, r2, c2;
    struct Card temp;

    for (i = 0; i < 52; i++)
    {
        deck[i / 13][i % 13].suit = suits[i / 13];
        deck[i / 13][i % 13].rank = i % 13 + 1;
        deck[i / 13][i % 13].faceup = 0;
    }
    for (i = 0; i < 1000; i++)
    {
        r1 = rand() % 4;
        c1 = rand() % 13;
        r2 = rand() % 4;
        c2 = rand() % 13;
        temp = deck[r1][c1];
        deck[r1][c1] = deck[r2][c2];
        deck[r2][c2] = temp;
    }
}

void displayDesk()
{
    int i, j;
    for (i = 0; i < 4; i++)
    {
        printf("%d  ", i);
        for (j = 0; j < 13; j++)
        {
            if (deck[i][j].faceup == 1)
                printCard(deck[i][j]);
            else
                printf("XXX");
            printf("  ");
        }
        printf("\n");
    }
}

void clearInput()
{
    int ch;
    while ((ch = getchar()) != '\n' && ch != EOF)
        ;
}

void getInput(char *which, int *row, int *col, int firstRow, int firstCol)
{
    int n;
    while (1)
    {
        printf("Please input %s card: ", which);
        n = scanf("%d %d", row, col);
        if (n == EOF)
            exit(0);
        if (n < 2)
        {
            clearInput();
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (*row < 0 || *row > 3 || *col < 1 || *col >= 13)
        {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        }
        else if (deck[*row][*col - 1].faceup == 1)
        {
            printf("The card must not be flipped already\n");
        }
        else if (*row == firstRow && *col == firstCol)
        {
            printf("The second card cannot be the same as first\n");
        }
        else
        {
            break;
        }
    }
}

void randomPick(int *row, int *col, int firstRow, int firstCol)
{
    while (1)
    {
        *row = rand() % 4;
        *col = rand() % 13 + 1;
        if (deck[*row][*col - 1].faceup == 0 && !(*row == firstRow && *col == firstCol))
            break;
    }
}

// returns 1 if matched
int checkPair(int r1, int c1, int r2, int c2)
{
    if (deck[r1][c1 - 1].rank == deck[r2][c2 - 1].rank)
    {
        deck[r1][c1 - 1].faceup = 1;
        deck[r2][c2 - 1].faceup = 1;
        flippedCount += 2;
        return 1;
    }
    return 0;
}

void showChoice(char *name, char *which, int r, int c)
{
    printf("%s chose %s card (%d,%2d) and it is ", name, which, r, c);
    printCard(deck[r][c - 1]);
    printf("\n");
}

void endGame(char *name1, char *name2)
{
    printf("*** End of Game ***\n");
    printf("%d turns played!\n", turnCount);
    if (score1 >= 26)
        printf("%s win%s!\n", name1, name1[0] == 'Y' ? "" : "s");
    else if (score2 > 26)
        printf("%s wins!\n", name2);
    else
        printf("A tie!\n");
}

void humanVsComputer()
{
    int r1, c1, r2, c2;

    shuffle();
    flippedCount = 0;
    score1 = 0;
    score2 = 0;
    turnCount = 0;
    displayDesk();

    while (flippedCount < 52)
    {
        // human turn
        getInput("1st", &r1, &c1, -1, -1);
        showChoice("You", "1st", r1, c1);
        getInput("2nd", &r2, &c2, r1, c1);
        showChoice("You", "2nd", r2, c2);
        if (checkPair(r1, c1, r2, c2))
        {
            printf("You got a matched pair!\n");
            score1 += 2;
        }
        turnCount++;
        displayDesk();
        if (flippedCount == 52)
        {
            printf("Flipped cards: %d; You: %d; Computer: %d;\n", flippedCount, score1, score2);
            break;
        }

        // computer turn
        randomPick(&r1, &c1, -1, -1);
        showChoice("Computer", "1st", r1, c1);
        randomPick(&r2, &c2, r1, c1);
        showChoice("Computer", "2nd", r2, c2);
        if (checkPair(r1, c1, r2, c2))
        {
            printf("Computer got a matched pair!\n");
            score2 += 2;
        }
        turnCount++;
        displayDesk();
        printf("Flipped cards: %d; You: %d; Computer: %d;\n", flippedCount, score1, score2);
    }
    endGame("You", "Computer");
}

void computerVsComputer()
{
    int r1, c1, r2, c2, player = 1;

    shuffle();
    flippedCount = 0;
    score1 = 0;
    score2 = 0;
    turnCount = 0;
    displayDesk();

    while (flippedCount < 52)
    {
        char *name = (player == 1) ? "Computer 1" : "Computer 2";
        randomPick(&r1, &c1, -1, -1);
        showChoice(name, "1st", r1, c1);
        randomPick(&r2, &c2, r1, c1);
        showChoice(name, "2nd", r2, c2);
        if (checkPair(r1, c1, r2, c2))
        {
            printf("%s got a matched pair!\n", name);
            if (player == 1)
                score1 += 2;
            else
                score2 += 2;
        }
        turnCount++;
        if (flippedCount == 52)
            displayDesk();
        if (player == 2 || flippedCount == 52)
            printf("Flipped cards: %d; Computer 1: %d; Computer 2: %d;\n", flippedCount, score1, score2);
        player = (player == 1) ? 2 : 1;
    }
    endGame("Computer 1", "Computer 2");
}

int main()
{
    int choice, n;
    char *s = getenv("SEED");

    if (s != NULL)
        srand(atoi(s));
    else
        srand(time(NULL));

    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n");
    while (1)
    {
        printf("\nPlease choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        n = scanf("%d", &choice);
        if (n == EOF)
            return 0;
        if (n != 1)
        {
            clearInput();
            continue;
        }
        if (choice == 1)
            humanVsComputer();
        else if (choice == 2)
            computerVsComputer();
        else if (choice == 0)
            break;
    }
    return 0;
}
