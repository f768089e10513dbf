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
 * Student Name : Uma
 * Student ID : 1155000001
 * Class/Section : A
 * Date : 2019-04-15
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "concentration.h"

/* memory power of the computer players (appendix, optional AI) */
#define MEMORY_VS_HUMAN  8
#define MEMORY_CPU1      4
#define MEMORY_CPU2      10

typedef struct {
    const char *name;
    int human;
    int score;          /* number of cards collected */
    Memory mem;
} Player;

typedef struct {
    Desktop desk;
    Player  player[2];
    int     turns;
} Game;

/* ------------------------------------------------------------ input */

/* Reads a line; at end of input the program ends quietly. */
static void read_line(char *buf, size_t size)
{
    if (fgets(buf, (int)size, stdin) == NULL) {
        printf("\n(end of input - goodbye)\n");
        exit(0);
    }
    if (strchr(buf, '\n') == NULL) {            /* drop the tail of long lines */
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
}

static int ask_menu(void)
{
    char line[256];
    int choice;
    char extra;

    for (;;) {
        printf("\nPlease choose a mode of the game:\n");
        printf("1. Human vs. Computer\n");
        printf("2. Computer vs. Computer\n");
        printf("0. Quit\n");
        printf("Your choice: ");
        fflush(stdout);
        read_line(line, sizeof line);
        if (sscanf(line, " %d %c", &choice, &extra) == 1 &&
            (choice == 0 || choice == 1 || choice == 2))
            return choice;
        line[strcspn(line, "\r\n")] = '\0';
        printf(">> \"%s\" is not a valid choice. Please enter 1, 2 or 0.\n", line);
    }
}

/* Asks the human for one card. first < 0 when asking for the 1st card. */
static int ask_card(Desktop *d, const char *ordinal, int first)
{
    char line[256];
    int row, col;
    char *p;

    for (;;) {
        printf("Please input %s card: ", ordinal);
        fflush(stdout);
        read_line(line, sizeof line);
        for (p = line; *p; p++)                 /* "2,7" works as well */
            if (*p == ',')
                *p = ' ';
        if (sscanf(line, "%d %d", &row, &col) != 2) {
            printf("Please type two numbers: the row, then the column (e.g. 2 7)\n");
            continue;
        }
        if (row < 0 || row >= N_ROWS || col < 1 || col > N_COLS) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (first >= 0 && row * N_COLS + col - 1 == first) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        if (card_at(d, row, col)->removed) {
            printf("The card must not be flipped already\n");
            continue;
        }
        return row * N_COLS + col - 1;
    }
}

/* ------------------------------------------------------------ game */

static void announce(Game *g, Player *p, const char *ordinal, int pos)
{
    int row = pos / N_COLS, col = pos % N_COLS + 1;
    printf("%s chose %s card (%d,%2d) and it is %s\n", p->name, ordinal, row, col,
           card_name(card_at(&g->desk, row, col)));
}

static void everyone_sees(Game *g, int pos)
{
    int i;
    for (i = 0; i < 2; i++)
        if (!g->player[i].human)
            memory_see(&g->player[i].mem, pos);
}

static void everyone_forgets(Game *g, int pos)
{
    int i;
    for (i = 0; i < 2; i++)
        if (!g->player[i].human)
            memory_forget(&g->player[i].mem, pos);
}

static Card *card_of(Game *g, int pos)
{
    return card_at(&g->desk, pos / N_COLS, pos % N_COLS + 1);
}

/* One turn = flipping two cards. */
static void take_turn(Game *g, Player *p)
{
    int a, b;
    Card *ca, *cb;
    int sure = 0;

    if (p->human) {
        a = ask_card(&g->desk, "1st", -1);
        announce(g, p, "1st", a);
        b = ask_card(&g->desk, "2nd", a);
        announce(g, p, "2nd", b);
    } else {
        sure = ai_known_pair(&g->desk, &p->mem, &a, &b);
        if (!sure)
            ai_pick_first(&g->desk, &p->mem, &a);
        announce(g, p, "1st", a);
        everyone_sees(g, a);
        if (!sure)
            ai_pick_second(&g->desk, &p->mem, a, &b);
        announce(g, p, "2nd", b);
    }
    everyone_sees(g, a);
    everyone_sees(g, b);
    g->turns++;

    ca = card_of(g, a);
    cb = card_of(g, b);
    if (ca->rank == cb->rank) {
        ca->removed = cb->removed = 1;
        g->desk.flipped += 2;
        p->score += 2;
        everyone_forgets(g, a);
        everyone_forgets(g, b);
        printf("%s got a matched pair!\n", p->name);
    }
}

static void print_stats(const Game *g)
{
    printf("Flipped cards: %d; %s: %d; %s: %d;\n", g->desk.flipped,
           g->player[0].name, g->player[0].score,
           g->player[1].name, g->player[1].score);
}

static void banner_line(const char *text)
{
    printf("------------------------- %s -------------------------\n", text);
}

static void play(int mode)
{
    Game g;
    int round = 1, i;
    char title[64];

    memset(&g, 0, sizeof g);
    if (mode == 1) {
        g.player[0].name = "You";
        g.player[0].human = 1;
        g.player[1].name = "Computer";
        memory_reset(&g.player[1].mem, MEMORY_VS_HUMAN);
    } else {
        g.player[0].name = "Computer 1";
        g.player[1].name = "Computer 2";
        memory_reset(&g.player[0].mem, MEMORY_CPU1);
        memory_reset(&g.player[1].mem, MEMORY_CPU2);
    }
    desktop_deal(&g.desk);

    printf("\n");
    if (mode == 1) {
        printf("You play first. Rows are 0 - 3, columns are 1 - 13; type e.g. \"2 7\".\n");
        printf("The computer remembers up to %d face-down cards.\n", MEMORY_VS_HUMAN);
    } else {
        printf("Simulation: Computer 1 remembers up to %d cards, Computer 2 up to %d.\n",
               MEMORY_CPU1, MEMORY_CPU2);
    }
    desktop_print(&g.desk);

    for (;;) {
        if (mode == 1) {
            sprintf(title, "Round %d", round);
            printf("\n");
            banner_line(title);
        }
        for (i = 0; i < 2; i++) {
            if (mode == 1)
                printf("> %s\n", i == 0 ? "Your turn" : "Computer's turn");
            take_turn(&g, &g.player[i]);
            if (mode == 1 || g.desk.flipped == N_CARDS)
                desktop_print(&g.desk);
            if (g.desk.flipped == N_CARDS)
                break;
        }
        if (g.desk.flipped == N_CARDS)
            break;
        print_stats(&g);
        round++;
    }

    print_stats(&g);
    printf("*** End of Game ***\n");
    printf("%d turns played!\n", g.turns);
    if (g.player[0].score > g.player[1].score)
        printf("%s\n", mode == 1 ? "You win!" : "Computer 1 wins!");
    else if (g.player[1].score > g.player[0].score)
        printf("%s\n", mode == 1 ? "Computer wins!" : "Computer 2 wins!");
    else
        printf("A tie!\n");
    printf("Final score: %s %d pair(s), %s %d pair(s).\n",
           g.player[0].name, g.player[0].score / 2,
           g.player[1].name, g.player[1].score / 2);
}

int main(void)
{
    const char *seed = getenv("SEED");
    int choice;

    srand(seed != NULL ? (unsigned)strtoul(seed, NULL, 10) : (unsigned)time(NULL));

    printf("+=============================================+\n");
    printf("|                                             |\n");
    printf("|        * Welcome to Concentration! *        |\n");
    printf("|                                             |\n");
    printf("|   52 cards, 26 pairs, one good memory ...   |\n");
    printf("+=============================================+\n");

    while ((choice = ask_menu()) != 0)
        play(choice);

    printf("\nThanks for playing Concentration. Goodbye!\n");
    return 0;
}
