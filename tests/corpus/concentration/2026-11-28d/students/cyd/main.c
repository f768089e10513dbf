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
 * Student Name : Cyd Wong
 * Student ID : 1155000003
 * Class/Section : C
 * Date : 2019-04-12
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROWS 4
#define COLS 13
#define LINE_LEN 128

/* one playing card on the desktop */
typedef struct {
    char suit;      /* 'C', 'D', 'S' or 'H' */
    int  rank;      /* 1 = Ace ... 13 = King */
    int  removed;   /* 1 once it has been matched (stays face up) */
} Card;

static Card table[ROWS][COLS];

static const char *rank_text(int rank)
{
    static const char *names[] = {"?", "A", "2", "3", "4", "5", "6", "7",
                                  "8", "9", "10", "J", "Q", "K"};
    return names[rank];
}

/* writes the 3-character face of a card, e.g. "D 8" or "C10" */
static void card_face(Card c, char *out)
{
    sprintf(out, "%c%2s", c.suit, rank_text(c.rank));
}

static void shuffle_table(void)
{
    Card deck[52];
    const char suits[4] = {'C', 'D', 'S', 'H'};
    int i;

    for (i = 0; i < 52; i++) {
        deck[i].suit = suits[i / 13];
        deck[i].rank = i % 13 + 1;
        deck[i].removed = 0;
    }
    for (i = 0; i < 52; i++) {
        int j = i + rand() % (52 - i);
        Card tmp = deck[i];
        deck[i] = deck[j];
        deck[j] = tmp;
    }
    for (i = 0; i < 52; i++)
        table[i / COLS][i % COLS] = deck[i];
}

static void print_table(void)
{
    int r, c;
    char face[8];

    printf("\n     ");
    for (c = 1; c <= COLS; c++)
        printf("  %2d ", c);
    printf("\n");
    for (r = 0; r < ROWS; r++) {
        printf("%3d |", r);
        for (c = 0; c < COLS; c++) {
            if (table[r][c].removed)
                card_face(table[r][c], face);
            else
                strcpy(face, "XXX");
            printf(" %s ", face);
        }
        printf("\n");
    }
    printf("\n");
}

/* reads one line of input; leaves the program at end of input */
static void read_line(char *buf)
{
    if (fgets(buf, LINE_LEN, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    if (strchr(buf, '\n') == NULL) {       /* throw away the rest of a long line */
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
}

static void print_menu(void)
{
    printf("Please choose a mode of the game:\n");
    printf("1. Human vs. Computer\n");
    printf("2. Computer vs. Computer\n");
    printf("0. Quit\n");
    printf("Your choice: ");
}

static int menu_choice(void)
{
    char line[LINE_LEN];
    int choice;

    for (;;) {
        print_menu();
        read_line(line);
        if (sscanf(line, "%d", &choice) == 1 && choice >= 0 && choice <= 2)
            return choice;
        printf("Invalid choice. Please enter 1, 2 or 0.\n\n");
    }
}

/* asks the human for one card; which = 1 or 2 */
static void ask_card(int which, int first_r, int first_c, int *row, int *col)
{
    char line[LINE_LEN];

    for (;;) {
        printf(which == 1 ? "Please input 1st card: " : "Please input second card: ");
        read_line(line);
        if (sscanf(line, "%d %d", row, col) != 2 ||
            *row < 0 || *row > 3 || *col < 1 || *col > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (which == 2 && *row == first_r && *col == first_c) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        if (table[*row][*col - 1].removed) {
            printf("The card must not be flipped already\n");
            continue;
        }
        return;
    }
}

/* a computer pick is simply random; invalid picks are silently dropped */
static void computer_card(int first_r, int first_c, int *row, int *col)
{
    for (;;) {
        *row = rand() % ROWS;
        *col = rand() % COLS + 1;
        if (table[*row][*col - 1].removed)
            continue;
        if (*row == first_r && *col == first_c)
            continue;
        return;
    }
}

/*
 * Plays one turn (two flips) for a player.
 * Returns 2 if the player matched a pair, otherwise 0.
 */
static int play_turn(const char *name, int is_human)
{
    int r1, c1, r2, c2;
    char f1[8], f2[8];

    if (is_human)
        ask_card(1, -1, -1, &r1, &c1);
    else
        computer_card(-1, -1, &r1, &c1);
    card_face(table[r1][c1 - 1], f1);
    printf("%s chose 1st card (%d,%2d) and it is %s\n", name, r1, c1, f1);

    if (is_human)
        ask_card(2, r1, c1, &r2, &c2);
    else
        computer_card(r1, c1, &r2, &c2);
    card_face(table[r2][c2 - 1], f2);
    printf("%s chose 2nd card (%d,%2d) and it is %s\n", name, r2, c2, f2);

    if (table[r1][c1 - 1].rank == table[r2][c2 - 1].rank) {
        table[r1][c1 - 1].removed = 1;
        table[r2][c2 - 1].removed = 1;
        printf("%s got a matched pair!\n", name);
        return 2;
    }
    return 0;
}

static void play_game(int mode)
{
    const char *names[2];
    int got[2] = {0, 0};
    int turns = 0, current = 0, flipped = 0;

    if (mode == 1) {
        names[0] = "You";
        names[1] = "Computer";
    } else {
        names[0] = "Computer 1";
        names[1] = "Computer 2";
    }

    shuffle_table();
    print_table();

    while (flipped < 52) {
        if (mode == 1 && current == 1)
            printf("Computer's turn...\n");
        got[current] += play_turn(names[current], mode == 1 && current == 0);
        turns++;
        flipped = got[0] + got[1];

        /* mode 2 only shows the desktop at the start and at the end */
        if (mode == 1 || flipped == 52)
            print_table();
        if (current == 1 || flipped == 52)
            printf("Flipped cards: %d; %s: %d; %s: %d;\n",
                   flipped, names[0], got[0], names[1], got[1]);
        current = 1 - current;
    }

    printf("*** End of Game ***\n");
    printf("%d turns played!\n", turns);
    if (got[0] > got[1])
        printf("%s\n", mode == 1 ? "You win!" : "Computer 1 wins!");
    else if (got[1] > got[0])
        printf("%s\n", mode == 1 ? "Computer wins!" : "Computer 2 wins!");
    else
        printf("A tie!\n");
    printf("\n");
}

int main(void)
{
    const char *seed = getenv("SEED");
    int choice;

    if (seed != NULL)
        srand(atoi(seed));
    else
        srand(time(NULL));

    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n");
    while ((choice = menu_choice()) != 0)
        play_game(choice);
    printf("Bye!\n");
    return 0;
}
