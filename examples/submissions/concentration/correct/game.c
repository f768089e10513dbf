/* Concentration (ENGG1110 course project): a correct submission.
 *
 * The whole game as the spec describes it: the banner, the menu loop, mode 1 (Human vs.
 * Computer) and mode 2 (Computer vs. Computer), with the table, the "chose" lines, the
 * matched-pair lines, the score lines, the end of game lines and every error message
 * exactly as arbiter's transcript format has them.
 *
 * The generator is seeded with srand((unsigned) time(NULL)), as the spec tells students,
 * so every run deals a different game; the 52-card deck is shuffled with rand(), and a
 * computer player picks uniformly random face-down cards (a different second card).
 *
 * Integers are read with scanf("%d"); a read that finds no integer makes the answer
 * invalid and drops the rest of its line. At end of input the program stops quietly.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define ROWS 4
#define COLUMNS 13
#define CARDS (ROWS * COLUMNS)

struct card {
    char suit;   /* 'C', 'D', 'S' or 'H' */
    int rank;    /* 1 (ace) to 13 (king) */
    int removed; /* taken in a pair: shown face up */
};

static struct card table[ROWS][COLUMNS];

enum { READ_END = -1, READ_NOT_INT = 0, READ_INT = 1 };

/* ---------------------------------------------------------------- input */

/* Reads an integer with scanf("%d"): READ_INT with *value set, READ_NOT_INT when no
 * digits follow (what stopped it stays unread, for the caller to drop with its line),
 * READ_END at end of input. */
static int read_int(long long *value)
{
    int number;
    int got = scanf("%d", &number);
    if (got == EOF)
        return READ_END;
    if (got == 0)
        return READ_NOT_INT;
    *value = number;
    return READ_INT;
}

/* Drops the rest of the current line, newline included. */
static void skip_line(void)
{
    int c;
    do {
        c = getchar();
    } while (c != '\n' && c != EOF);
}

/* ---------------------------------------------------------------- output */

static void print_menu(void)
{
    printf("Please choose a mode of the game:\n");
    printf("1. Human vs. Computer\n");
    printf("2. Computer vs. Computer\n");
    printf("0. Quit\n");
    printf("Your choice: ");
}

static void print_card(struct card c)
{
    static const char *ranks[] = {" A", " 2", " 3", " 4", " 5", " 6", " 7",
                                  " 8", " 9", "10", " J", " Q", " K"};
    printf("%c%s", c.suit, ranks[c.rank - 1]);
}

static void print_table(void)
{
    int r, c;
    for (r = 0; r < ROWS; r++) {
        for (c = 0; c < COLUMNS; c++) {
            if (c > 0)
                printf("\t");
            if (table[r][c].removed)
                print_card(table[r][c]);
            else
                printf("XXX");
        }
        printf("\n");
    }
}

/* "You chose 1st card (0, 1) and it is D 8": column is 1-13, printed two wide. */
static void print_choice(const char *name, const char *which, int row, int column)
{
    printf("%s chose %s card (%d,%2d) and it is ", name, which, row, column);
    print_card(table[row][column - 1]);
    printf("\n");
}

/* ---------------------------------------------------------------- the game */

static void deal(void)
{
    static const char suits[] = {'C', 'D', 'S', 'H'};
    struct card deck[CARDS], temp;
    int i, j;

    for (i = 0; i < CARDS; i++) {
        deck[i].suit = suits[i / 13];
        deck[i].rank = i % 13 + 1;
        deck[i].removed = 0;
    }
    for (i = CARDS - 1; i > 0; i--) { /* Fisher-Yates shuffle */
        j = rand() % (i + 1);
        temp = deck[i];
        deck[i] = deck[j];
        deck[j] = temp;
    }
    for (i = 0; i < CARDS; i++)
        table[i / COLUMNS][i % COLUMNS] = deck[i];
}

/* Asks the human for a card until the answer is valid. For the second card, first_row
 * and first_column are the first card's; for the first card first_row is -1. */
static void ask_card(const char *which, int first_row, int first_column, int *row, int *column)
{
    long long r, c;
    int got;

    for (;;) {
        printf("Please input %s card: ", which);
        got = read_int(&r);
        if (got == READ_INT)
            got = read_int(&c);
        if (got == READ_END)
            exit(0); /* end of input */
        if (got == READ_NOT_INT) {
            skip_line();
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        } else if (r < 0 || r > 3 || c < 1 || c > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
        } else if (r == first_row && c == first_column) {
            printf("The second card cannot be the same as first\n");
        } else if (table[r][c - 1].removed) {
            printf("The card must not be flipped already\n");
        } else {
            *row = (int)r;
            *column = (int)c;
            return;
        }
    }
}

/* The computer draws random coordinates until they name a face-down card (other than the
 * first card, for the second). */
static void computer_card(int first_row, int first_column, int *row, int *column)
{
    int r, c;
    do {
        r = rand() % ROWS;
        c = rand() % COLUMNS + 1;
    } while (table[r][c - 1].removed || (r == first_row && c == first_column));
    *row = r;
    *column = c;
}

/* Plays one game: mode 1 is Human vs. Computer, mode 2 Computer vs. Computer. */
static void play(int mode)
{
    const char *names[2];
    int human[2];
    int won[2] = {0, 0};
    int removed = 0, turns = 0, player = 0;
    int r1, c1, r2, c2;

    if (mode == 1) {
        names[0] = "You";
        names[1] = "Computer";
        human[0] = 1;
        human[1] = 0;
    } else {
        names[0] = "Computer 1";
        names[1] = "Computer 2";
        human[0] = 0;
        human[1] = 0;
    }

    deal();
    print_table();
    while (removed < CARDS) {
        if (human[player])
            ask_card("1st", -1, -1, &r1, &c1);
        else
            computer_card(-1, -1, &r1, &c1);
        print_choice(names[player], "1st", r1, c1);

        if (human[player])
            ask_card("2nd", r1, c1, &r2, &c2);
        else
            computer_card(r1, c1, &r2, &c2);
        print_choice(names[player], "2nd", r2, c2);

        if (table[r1][c1 - 1].rank == table[r2][c2 - 1].rank) {
            printf("%s got a matched pair!\n", names[player]);
            table[r1][c1 - 1].removed = 1;
            table[r2][c2 - 1].removed = 1;
            won[player] += 2;
            removed += 2;
        }
        turns++;

        if (mode == 1 || removed == CARDS)
            print_table();
        if (player == 1 || removed == CARDS)
            printf("Flipped cards: %d; %s: %d; %s: %d;\n", removed, names[0], won[0],
                   names[1], won[1]);
        player = 1 - player;
    }

    printf("*** End of Game ***\n");
    printf("%d turns played!\n", turns);
    if (won[0] > won[1])
        printf("%s %s!\n", names[0], mode == 1 ? "win" : "wins");
    else if (won[1] > won[0])
        printf("%s wins!\n", names[1]);
    else
        printf("A tie!\n");
}

int main(void)
{
    long long choice;
    int got;

    srand((unsigned) time(NULL));

    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n");
    for (;;) {
        print_menu();
        got = read_int(&choice);
        if (got == READ_END)
            return 0; /* end of input */
        if (got == READ_NOT_INT) {
            skip_line();
            continue;
        }
        if (choice == 0)
            return 0;
        if (choice == 1 || choice == 2)
            play((int)choice);
    }
}
