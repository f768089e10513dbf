/*
 * ENGG1110 Problem Solving by Programming
 * Course Project: Concentration
 * Student Name : Dora
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROW 4
#define COL 13

struct Card {
    char suit;
    char rank[3];
    int faceup;
};

struct Card board[ROW][COL];

/* ---------- helpers ---------- */

int read_line(char *s, int n)
{
    fflush(stdout);
    if (fgets(s, n, stdin) == NULL) {
        printf("\n[end of input]\n");
        exit(0);
    }
    return 1;
}

void init_board(void)
{
    char suits[4] = {'C', 'D', 'S', 'H'};
    char *ranks[13] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    struct Card deck[52], tmp;
    int i, j;

    for (i = 0; i < 52; i++) {
        deck[i].suit = suits[i % 4];
        strcpy(deck[i].rank, ranks[i / 4]);
        deck[i].faceup = 0;
    }
    /* shuffle */
    for (i = 0; i < 52; i++) {
        j = i + rand() % (52 - i);
        tmp = deck[i];
        deck[i] = deck[j];
        deck[j] = tmp;
    }
    for (i = 0; i < ROW; i++)
        for (j = 0; j < COL; j++)
            board[i][j] = deck[i * COL + j];
}

void card_name(struct Card c, char *out)
{
    sprintf(out, "%c%2s", c.suit, c.rank);
}

void print_board(void)
{
    int i, j;
    char s[8];

    printf("\n     ");
    for (j = 1; j <= COL; j++)
        printf("  %2d  ", j);
    printf("\n");
    for (i = 0; i < ROW; i++) {
        printf("  %d  ", i);
        for (j = 0; j < COL; j++) {
            if (board[i][j].faceup)
                card_name(board[i][j], s);
            else
                strcpy(s, "XXX");
            printf("[%s] ", s);
        }
        printf("\n");
    }
    printf("\n");
}

int same_rank(struct Card a, struct Card b)
{
    return strcmp(a.rank, b.rank) == 0;
}

/* ---------- players ---------- */

void human_turn(int *r1, int *c1, int *r2, int *c2)
{
    char line[128];
    char s[8];

    /* first card */
    while (1) {
        printf("Please input 1st card: ");
        read_line(line, sizeof(line));
        if (sscanf(line, "%d %d", r1, c1) != 2 || *r1 < 0 || *r1 > 3 || *c1 < 1 || *c1 > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (board[*r1][*c1 - 1].faceup) {
            printf("The card must not be flipped already\n");
            continue;
        }
        break;
    }
    card_name(board[*r1][*c1 - 1], s);
    printf("You chose 1st card (%d,%2d) and it is %s\n", *r1, *c1, s);

    /* second card */
    while (1) {
        printf("Please input 2nd card: ");
        read_line(line, sizeof(line));
        if (sscanf(line, "%d %d", r2, c2) != 2 || *r2 < 0 || *r2 > 3 || *c2 < 1 || *c2 > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (*r2 == *r1 && *c2 == *c1) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        break;
    }
    card_name(board[*r2][*c2 - 1], s);
    printf("You chose 2nd card (%d,%2d) and it is %s\n", *r2, *c2, s);
    (*c1)--;
    (*c2)--;
}

void computer_turn(char *who, int *r1, int *c1, int *r2, int *c2)
{
    char s[8];

    do {
        *r1 = rand() % ROW;
        *c1 = rand() % COL;
    } while (board[*r1][*c1].faceup);
    card_name(board[*r1][*c1], s);
    printf("%s chose 1st card (%d,%2d) and it is %s\n", who, *r1, *c1 + 1, s);

    do {
        *r2 = rand() % ROW;
        *c2 = rand() % COL;
    } while (board[*r2][*c2].faceup || (*r2 == *r1 && *c2 == *c1));
    card_name(board[*r2][*c2], s);
    printf("%s chose 2nd card (%d,%2d) and it is %s\n", who, *r2, *c2 + 1, s);
}

/* ---------- game ---------- */

void play(int mode)
{
    char *name[2];
    int score[2] = {0, 0};
    int flipped = 0, turns = 0, p = 0;
    int r1, c1, r2, c2;

    if (mode == 1) {
        name[0] = "You";
        name[1] = "Computer";
    } else {
        name[0] = "Computer 1";
        name[1] = "Computer 2";
    }

    init_board();
    print_board();

    while (flipped < 52) {
        if (mode == 1 && p == 0)
            human_turn(&r1, &c1, &r2, &c2);
        else
            computer_turn(name[p], &r1, &c1, &r2, &c2);
        turns++;

        if (same_rank(board[r1][c1], board[r2][c2])) {
            board[r1][c1].faceup = 1;
            board[r2][c2].faceup = 1;
            score[p] += 2;
            flipped += 2;
            printf("%s got a matched pair!\n", name[p]);
        } else if (mode == 1) {
            printf("Sorry, not a match.\n");
        }

        if (mode == 1)
            print_board();
        if (flipped >= 52)
            break;
        if (p == 1)
            printf("Flipped cards: %d; %s: %d; %s: %d;\n", flipped, name[0], score[0], name[1], score[1]);
        p = 1 - p;
    }

    if (mode == 2)
        print_board();
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", flipped, name[0], score[0], name[1], score[1]);
    printf("*** End of Game ***\n");
    printf("%d turns played!\n", turns);
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

int main(void)
{
    char line[128];
    int choice;
    char *seed = getenv("SEED");

    if (seed)
        srand(atoi(seed));
    else
        srand(time(NULL));

    while (1) {
        printf("**********************************\n");
        printf("*   Welcome to Concentration!    *\n");
        printf("**********************************\n");
        printf("Please choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        read_line(line, sizeof(line));
        if (sscanf(line, "%d", &choice) != 1 || choice < 0 || choice > 2) {
            printf("Please enter 0, 1 or 2 only.\n\n");
            continue;
        }
        if (choice == 0) {
            printf("See you next time!\n");
            break;
        }
        play(choice);
        printf("\n");
    }
    return 0;
}
