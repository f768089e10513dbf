/*
 * ENGG1110 Problem Solving by Programming - Course Project
 * Concentration (a card game)
 * Student Name : Cato
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NROW 4
#define NCOL 13
#define TOTAL 52

typedef struct {
    char suit;     /* C D S H */
    int rank;      /* 1..13 */
    int removed;   /* matched and kept by a player */
} Card;

typedef struct {
    char name[16];
    int human;
    int won;
} Player;

static Card table[TOTAL];

/* ---------- input ---------- */

static char *get_line(char *buf, int n)
{
    fflush(stdout);
    if (!fgets(buf, n, stdin))
        exit(0);                 /* end of input: just stop */
    return buf;
}

/* ---------- cards ---------- */

static const char *rank_str(int r)
{
    static const char *t[] = {"", "A", "2", "3", "4", "5", "6", "7",
                              "8", "9", "10", "J", "Q", "K"};
    return t[r];
}

static void face(const Card *c, char *s)
{
    sprintf(s, "%c%2s", c->suit, rank_str(c->rank));
}

static void new_deck(void)
{
    const char suits[] = "CDSH";
    Card deck[TOTAL];
    int used[TOTAL] = {0};
    int i, pos;

    for (i = 0; i < TOTAL; i++) {
        deck[i].suit = suits[i / 13];
        deck[i].rank = i % 13 + 1;
        deck[i].removed = 0;
    }
    /* put each card of the ordered deck on a random free place */
    for (i = 0; i < TOTAL; i++) {
        do {
            pos = rand() % TOTAL;
        } while (used[pos]);
        used[pos] = 1;
        table[pos] = deck[i];
    }
}

static Card *at(int r, int c)      /* c is 1-based, like the player sees it */
{
    return &table[r * NCOL + (c - 1)];
}

static void print_table(void)
{
    int r, c;
    char s[8];

    printf("\n    ");
    for (c = 1; c <= NCOL; c++)
        printf("%4d ", c);
    printf("\n");
    for (r = 0; r < NROW; r++) {
        printf("%2d: ", r);
        for (c = 1; c <= NCOL; c++) {
            if (at(r, c)->removed)
                face(at(r, c), s);
            else
                strcpy(s, "XXX");
            printf(" %s ", s);
        }
        printf("\n");
    }
    printf("\n");
}

/* ---------- choosing cards ---------- */

static void human_choose(const char *ord, int *r, int *c, int r1, int c1)
{
    char line[200], junk[2];

    for (;;) {
        printf("Please input %s card: ", ord);
        get_line(line, sizeof line);
        if (sscanf(line, "%d %d %1s", r, c, junk) != 2
            || *r < 0 || *r >= NROW || *c < 1 || *c > NCOL) {
            puts("Row and column must be within 0 - 3 and 1 - 13");
        } else if (*r == r1 && *c == c1) {
            puts("The second card cannot be the same as first");
        } else if (at(*r, *c)->removed) {
            puts("The card must not be flipped already");
        } else {
            return;
        }
    }
}

static void computer_choose(int *r, int *c, int r1, int c1)
{
    for (;;) {
        *r = rand() % NROW;
        *c = rand() % NCOL + 1;
        if (at(*r, *c)->removed)
            continue;
        if (*r == r1 && *c == c1)
            continue;
        return;
    }
}

/* returns number of cards won in this turn (0 or 2) */
static int play_turn(Player *p)
{
    int r1, c1, r2, c2;
    char s[8];

    if (p->human)
        human_choose("1st", &r1, &c1, -1, -1);
    else
        computer_choose(&r1, &c1, -1, -1);
    face(at(r1, c1), s);
    printf("%s chose 1st card (%d,%2d) and it is %s\n", p->name, r1, c1, s);

    if (p->human)
        human_choose("2nd", &r2, &c2, r1, c1);
    else
        computer_choose(&r2, &c2, r1, c1);
    face(at(r2, c2), s);
    printf("%s chose 2nd card (%d,%2d) and it is %s\n", p->name, r2, c2, s);

    if (at(r1, c1)->rank != at(r2, c2)->rank)
        return 0;
    at(r1, c1)->removed = 1;
    at(r2, c2)->removed = 1;
    p->won += 2;
    printf("%s got a matched pair!\n", p->name);
    return 2;
}

static void stats(int flipped, const Player *a, const Player *b)
{
    printf("Flipped cards: %d; %s: %d; %s: %d;\n",
           flipped, a->name, a->won, b->name, b->won);
}

static void run_game(int mode)
{
    Player pl[2];
    int flipped = 0, turns = 0, who = 0;

    if (mode == 1) {
        strcpy(pl[0].name, "You");
        pl[0].human = 1;
        strcpy(pl[1].name, "Computer");
        pl[1].human = 0;
    } else {
        strcpy(pl[0].name, "Computer 1");
        pl[0].human = 0;
        strcpy(pl[1].name, "Computer 2");
        pl[1].human = 0;
    }
    pl[0].won = pl[1].won = 0;

    new_deck();
    print_table();

    for (;;) {
        flipped += play_turn(&pl[who]);
        turns++;
        if (mode == 1)
            print_table();
        if (flipped == TOTAL)
            break;
        if (who == 1)
            stats(flipped, &pl[0], &pl[1]);
        who = !who;
    }
    if (mode == 2)
        print_table();
    stats(flipped, &pl[0], &pl[1]);

    puts("*** End of Game ***");
    printf("%d turns played\n", turns);
    if (pl[0].won > pl[1].won)
        puts(mode == 1 ? "You win!" : "Computer 1 wins!");
    else if (pl[0].won < pl[1].won)
        puts(mode == 1 ? "Computer wins!" : "Computer 2 wins!");
    else
        puts("A tie!");
    printf("\n");
}

int main(void)
{
    char line[200], junk[2];
    char *env = getenv("SEED");
    int choice;

    srand(env ? (unsigned) atol(env) : (unsigned) time(NULL));

    puts("*********************************");
    puts("*** Welcome to Concentration! ***");
    puts("*********************************");
    for (;;) {
        puts("Please choose a mode of the game:");
        puts("1. Human vs. Computer");
        puts("2. Computer vs. Computer");
        puts("0. Quit");
        printf("Your choice: ");
        get_line(line, sizeof line);
        if (sscanf(line, "%d %1s", &choice, junk) != 1
            || choice < 0 || choice > 2) {
            puts("Invalid choice, please try again.\n");
            continue;
        }
        if (choice == 0)
            break;
        run_game(choice);
    }
    puts("Bye!");
    return 0;
}
