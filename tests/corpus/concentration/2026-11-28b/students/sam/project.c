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
 * Student Name : Sam Ho
 * Student ID : 1155000004
 * Class/Section : D
 * Date : 2019-04-15
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define ROW 4
#define COL 13

typedef struct {
    int suit;      /* 0=C 1=D 2=S 3=H */
    int value;     /* 1=A ... 13=K */
    int isFlipped;
} Card;

Card table[ROW][COL];
char suitChar[4] = {'C', 'D', 'S', 'H'};

void getFace(Card c, char face[])
{
    if (c.value == 1)
        sprintf(face, "%c A", suitChar[c.suit]);
    else if (c.value == 11)
        sprintf(face, "%c J", suitChar[c.suit]);
    else if (c.value == 12)
        sprintf(face, "%c Q", suitChar[c.suit]);
    else if (c.value == 13)
        sprintf(face, "%c K", suitChar[c.suit]);
    else
        sprintf(face, "%c%2d", suitChar[c.suit], c.value);
}

void setupTable()
{
    int i, j, k, r, c;
    Card temp;

    k = 0;
    for (i = 0; i < ROW; i++) {
        for (j = 0; j < COL; j++) {
            table[i][j].suit = k / 13;
            table[i][j].value = k % 13 + 1;
            table[i][j].isFlipped = 0;
            k++;
        }
    }
    /* shuffle: swap each card with a random card */
    for (i = 0; i < ROW; i++) {
        for (j = 0; j < COL; j++) {
            r = rand() % ROW;
            c = rand() % COL;
            temp = table[i][j];
            table[i][j] = table[r][c];
            table[r][c] = temp;
        }
    }
}

void printTable()
{
    int i, j;
    char face[5];

    for (i = 0; i < ROW; i++) {
        for (j = 0; j < COL; j++) {
            if (table[i][j].isFlipped == 1) {
                getFace(table[i][j], face);
                printf("[%s] ", face);
            } else {
                printf("[XXX] ");
            }
        }
        printf("\n");
    }
}

int getInt2(int *a, int *b)
{
    char buffer[100];
    if (fgets(buffer, 100, stdin) == NULL)
        exit(0);
    if (sscanf(buffer, "%d %d", a, b) != 2)
        return 0;
    return 1;
}

/* ask the human for one card */
void inputCard(char *order, int *row, int *col, int firstRow, int firstCol)
{
    int ok = 0;
    while (ok == 0) {
        printf("Please input %s card: ", order);
        fflush(stdout);
        if (getInt2(row, col) == 0 || *row < 0 || *row > 3 || *col < 1 || *col > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        } else if (table[*row][*col - 1].isFlipped == 1) {
            printf("The card must not be flipped already\n");
        } else if (*row == firstRow && *col == firstCol) {
            printf("The second card cannot be the same as first\n");
        } else {
            ok = 1;
        }
    }
}

void computerCard(int *row, int *col, int firstRow, int firstCol)
{
    do {
        *row = rand() % 4;
        *col = rand() % 13 + 1;
    } while (table[*row][*col - 1].isFlipped == 1 || (*row == firstRow && *col == firstCol));
}

/* returns 2 if a pair is matched, 0 otherwise */
int playerTurn(char *name, int human)
{
    int r1, c1, r2, c2;
    char face1[5], face2[5];

    if (human) {
        inputCard("1st", &r1, &c1, -1, -1);
        getFace(table[r1][c1 - 1], face1);
        printf("You chose 1st card (%d,%2d) and it is %s\n", r1, c1, face1);
        table[r1][c1 - 1].isFlipped = 1;     /* turn the first card over */
        inputCard("2nd", &r2, &c2, r1, c1);
        getFace(table[r2][c2 - 1], face2);
        printf("You chose 2nd card (%d,%2d) and it is %s\n", r2, c2, face2);
    } else {
        computerCard(&r1, &c1, -1, -1);
        getFace(table[r1][c1 - 1], face1);
        printf("%s chose 1st card (%d,%2d) and it is %s\n", name, r1, c1, face1);
        computerCard(&r2, &c2, r1, c1);
        getFace(table[r2][c2 - 1], face2);
        printf("%s chose 2nd card (%d,%2d) and it is %s\n", name, r2, c2, face2);
    }

    if (table[r1][c1 - 1].value == table[r2][c2 - 1].value) {
        table[r1][c1 - 1].isFlipped = 1;
        table[r2][c2 - 1].isFlipped = 1;
        printf("%s got a matched pair!\n", name);
        return 2;
    }
    /* not matched: both cards face down again */
    table[r1][c1 - 1].isFlipped = 0;
    table[r2][c2 - 1].isFlipped = 0;
    return 0;
}

void startGame(int mode)
{
    char *name[2];
    int score[2] = {0, 0};
    int flipped = 0, turns = 0, now = 0, got;

    if (mode == 1) {
        name[0] = "You";
        name[1] = "Computer";
    } else {
        name[0] = "Computer 1";
        name[1] = "Computer 2";
    }

    setupTable();
    printTable();

    while (flipped < 52) {
        got = playerTurn(name[now], mode == 1 && now == 0);
        score[now] += got;
        flipped += got;
        turns++;
        if (mode == 1)
            printTable();
        if (flipped == 52)
            break;
        if (now == 1)
            printf("Flipped cards: %d; %s: %d; %s: %d;\n", flipped, name[0], score[0], name[1], score[1]);
        now = 1 - now;
    }

    if (mode == 2)
        printTable();
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", flipped, name[0], score[0], name[1], score[1]);
    printf("*** End of Game ***\n");
    printf("%d turns played\n", turns);
    if (score[0] > score[1]) {
        if (mode == 1)
            printf("You win!\n");
        else
            printf("Computer 1 wins!\n");
    } else {
        if (mode == 1)
            printf("Computer wins!\n");
        else
            printf("Computer 2 wins!\n");
    }
}

int main()
{
    char buffer[100];
    int choice;
    char *s;

    s = getenv("SEED");
    if (s != NULL)
        srand(atoi(s));
    else
        srand(time(NULL));

    printf("**************************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("**************************************\n");

    while (1) {
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        fflush(stdout);
        if (fgets(buffer, 100, stdin) == NULL)
            return 0;
        if (sscanf(buffer, "%d", &choice) != 1)
            choice = -1;
        if (choice == 0)
            break;
        else if (choice == 1 || choice == 2)
            startGame(choice);
        else
            printf("Invalid input, try again.\n");
    }
    return 0;
}
