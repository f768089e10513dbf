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
 * Student Name : Wes
 * Student ID : 1155000003
 * Class/Section : C
 * Date : 2019-04-13
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "card.h"

#define TOTAL (ROWS * COLS)

/* Read one line from the keyboard. At end of input the program stops. */
static void readLine(char *line, int size)
{
    if (fgets(line, size, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    /* swallow the rest of an over-long line */
    if (strchr(line, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
}

static int menu(void)
{
    char line[128];
    int choice;

    for (;;) {
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        fflush(stdout);
        readLine(line, sizeof line);
        if (sscanf(line, "%d", &choice) == 1 && choice >= 0 && choice <= 2)
            return choice;
        printf("Invalid choice! Please enter 0, 1 or 2.\n\n");
    }
}

/* human picks a card; (r1,c1) is the first card or (-1,-1) */
static void humanPick(const char *which, int *r, int *c, int r1, int c1)
{
    char line[128];

    for (;;) {
        printf("Please input %s card: ", which);
        fflush(stdout);
        readLine(line, sizeof line);
        if (sscanf(line, "%d %d", r, c) != 2) {
            printf("Please enter two integers: row and column\n");
            continue;
        }
        if (*r < 0 || *r >= ROWS || *c < 1 || *c > COLS) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (*r == r1 && *c == c1) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        if (desk[*r][*c - 1].faceUp) {
            printf("The card must not be flipped already\n");
            continue;
        }
        return;
    }
}

/* computer picks randomly, silently dropping invalid choices */
static void computerPick(int *r, int *c, int r1, int c1)
{
    for (;;) {
        *r = rand() % ROWS;
        *c = rand() % COLS + 1;
        if (desk[*r][*c - 1].faceUp)
            continue;
        if (*r == r1 && *c == c1)
            continue;
        return;
    }
}

/* One turn of one player. Returns 1 if a pair was matched. */
static int playTurn(const char *name, int isHuman)
{
    int r1, c1, r2, c2;
    char t1[4], t2[4];

    if (isHuman)
        humanPick("1st", &r1, &c1, -1, -1);
    else
        computerPick(&r1, &c1, -1, -1);
    cardText(&desk[r1][c1 - 1], t1);
    printf("%s chose 1st card (%d,%2d) and it is %s\n", name, r1, c1, t1);

    if (isHuman)
        humanPick("2nd", &r2, &c2, r1, c1);
    else
        computerPick(&r2, &c2, r1, c1);
    cardText(&desk[r2][c2 - 1], t2);
    printf("%s chose 2nd card (%d,%2d) and it is %s\n", name, r2, c2, t2);

    if (desk[r1][c1 - 1].rank == desk[r2][c2 - 1].rank) {
        desk[r1][c1 - 1].faceUp = 1;
        desk[r2][c2 - 1].faceUp = 1;
        printf("%s got a matched pair!\n", name);
        return 1;
    }
    return 0;
}

static void playGame(int mode)
{
    const char *name[2];
    int score[2] = {0, 0};
    int turns = 0, who = 0;

    if (mode == 1) {
        name[0] = "You";
        name[1] = "Computer";
    } else {
        name[0] = "Computer 1";
        name[1] = "Computer 2";
        printf("\nSimulation: %s vs. %s\n", name[0], name[1]);
    }
    shuffleDesk();
    printf("\n");
    printDesk();
    printf("\n");

    while (score[0] + score[1] < TOTAL) {
        if (playTurn(name[who], mode == 1 && who == 0))
            score[who] += 2;
        turns++;
        if (mode == 1 || score[0] + score[1] == TOTAL) {
            printf("\n");
            printDesk();
        }
        if (who == 1 && score[0] + score[1] < TOTAL) {
            printf("Flipped cards: %d; %s: %d; %s: %d;\n", score[0] + score[1],
                   name[0], score[0], name[1], score[1]);
            printf("\n");
        } else if (mode == 1) {
            printf("\n");
        }
        who = 1 - who;
    }

    printf("Flipped cards: %d; %s: %d; %s: %d;\n", score[0] + score[1],
           name[0], score[0], name[1], score[1]);
    printf("*** End of Game ***\n");
    printf("%d turns played!\n", turns);
    if (score[0] > score[1])
        printf(mode == 1 ? "You win!\n" : "Computer 1 wins!\n");
    else if (score[1] > score[0])
        printf(mode == 1 ? "Computer wins!\n" : "Computer 2 wins!\n");
    else
        printf("A tie!\n");
    printf("\n");
}

int main(void)
{
    const char *seed = getenv("SEED");
    int choice;

    if (seed != NULL)
        srand((unsigned) atoi(seed));
    else
        srand((unsigned) time(NULL));

    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n\n");

    while ((choice = menu()) != 0)
        playGame(choice);
    printf("Bye!\n");
    return 0;
}
