/*
 * crazy8.c -- Crazy Eights for ECE 175 (Mira)
 *
 * The user plays against the computer.  Rules used here:
 *   - the user always starts;
 *   - a play is ONE of: one or more cards with the face of the top card,
 *     one card of the suit to follow, or one eight (then a suit is named);
 *   - only when nothing can be played, type 0 to draw one card; you may
 *     draw up to 3 cards in a turn, a drawn card that fits must be played,
 *     and after 3 cards without a fit your turn passes;
 *   - the game stops the moment a hand or the stockpile is empty; the
 *     lower total of face values wins.
 * Extras: lazy shuffling (1..10 at the start), session statistics.
 * For testing: SEED=<number> fixes the random seed, C8_DECK=1 prints the
 * shuffled deck.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "cardlist.h"

#define MAX_DRAW 3

/* game-over reasons */
#define NOT_OVER      0
#define USER_EMPTY    1
#define COMP_EMPTY    2
#define STOCK_EMPTY   3

static card *stockpile = NULL;
static card *discards = NULL;       /* first node is the top card */
static card *user_hand = NULL;
static card *comp_hand = NULL;
static char suit_to_follow;
static int declared = 0;            /* 1 while an eight's named suit is in force */
static int game_over = NOT_OVER;

/* ---------------------------------------------------------------- input */
static void end_of_input(void)
{
    printf("\n\nNo more input. Goodbye!\n");
    exit(0);
}

static void read_line(char *buf, int size)
{
    fflush(stdout);
    if (fgets(buf, size, stdin) == NULL)
        end_of_input();
    if (strchr(buf, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
}

/* --------------------------------------------------------------- rules */
static int can_play(const card *c)
{
    return c->face == 8 || c->suit == suit_to_follow || c->face == discards->face;
}

static int has_playable(const card *hand)
{
    for (; hand != NULL; hand = hand->listp)
        if (can_play(hand))
            return 1;
    return 0;
}

static char label_of(int index)
{
    return index < 26 ? (char)('a' + index) : (char)('A' + index - 26);
}

static int index_of(char ch)
{
    if (ch >= 'a' && ch <= 'z') return ch - 'a';
    if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 26;
    return -1;
}

static char most_common_suit(const card *hand)
{
    const char order[] = "CDHS";
    int count[4] = { 0 }, i, best = 0;
    for (; hand != NULL; hand = hand->listp)
        if (hand->face != 8)
            count[strchr(order, hand->suit) - order]++;
    for (i = 1; i < 4; i++)
        if (count[i] > count[best])
            best = i;
    return order[best];
}

/* put a card from a hand on the discard pile */
static void to_pile(card **hand, card *c)
{
    RemoveCard(hand, c);
    c->listp = discards;
    discards = c;
    suit_to_follow = c->suit;
    declared = 0;
}

/* ------------------------------------------------------------- display */
static void show_table(void)
{
    char buf[40];
    card *p;
    int i = 0;

    card_text(discards, buf);
    printf("\n------------------------------------------------------------\n");
    printf("Top card: %s\n", buf);
    if (declared)
        printf("Suit to follow: %s (declared)\n", suit_word(suit_to_follow));
    printf("Stockpile: %d card(s) | Computer holds %d card(s)\n",
           count_cards(stockpile), count_cards(comp_hand));
    printf("Your hand:\n");
    for (p = user_hand; p != NULL; p = p->listp, i++) {
        card_text(p, buf);
        printf("  %c) %s\n", label_of(i), buf);
    }
}

static void list_cards(const card *hand)
{
    char buf[40];
    if (hand == NULL) {
        printf("(none)");
        return;
    }
    for (; hand != NULL; hand = hand->listp) {
        card_text(hand, buf);
        printf("%s%s", buf, hand->listp ? ", " : "");
    }
}

/* ---------------------------------------------------------- user turn */
static char ask_user_suit(void)
{
    char line[100];
    for (;;) {
        char *p = line;
        printf("Which suit do you declare?\n  1) Clubs  2) Diamonds  3) Hearts  4) Spades\nYour choice (1-4): ");
        read_line(line, sizeof line);
        while (isspace((unsigned char)*p)) p++;
        if (*p >= '1' && *p <= '4' && (p[1] == '\0' || isspace((unsigned char)p[1])))
            return "CDHS"[*p - '1'];
        printf("Please enter a number from 1 to 4.\n");
    }
}

/* returns 1 when the input was a legal play (and carries it out) */
static int try_play(const char *line)
{
    card *chosen[52];
    char buf[40], topbuf[40];
    int n = 0, i, j, hand_size = count_cards(user_hand);
    const char *p;

    for (p = line; *p != '\0'; p++) {
        int idx;
        if (isspace((unsigned char)*p) || *p == ',')
            continue;
        idx = index_of(*p);
        if (idx < 0 || idx >= hand_size) {
            printf("'%c' is not one of your cards (use the letters shown, or 0 to draw).\n", *p);
            return 0;
        }
        if (n >= 52) {
            printf("Too many cards chosen.\n");
            return 0;
        }
        chosen[n] = card_at(user_hand, idx);
        for (j = 0; j < n; j++) {
            if (chosen[j] == chosen[n]) {
                printf("You chose '%c' more than once.\n", *p);
                return 0;
            }
        }
        n++;
    }
    if (n == 0) {
        printf("Please choose at least one card, or 0 to draw.\n");
        return 0;
    }

    card_text(discards, topbuf);
    if (n == 1) {
        if (!can_play(chosen[0])) {
            card_text(chosen[0], buf);
            if (declared)
                printf("You cannot play the %s: the declared suit is %s (or play an eight).\n",
                       buf, suit_word(suit_to_follow));
            else
                printf("You cannot play the %s on the %s.\n", buf, topbuf);
            return 0;
        }
    } else {
        for (i = 0; i < n; i++) {
            if (chosen[i]->face == 8) {
                printf("An eight must be played by itself.\n");
                return 0;
            }
            if (chosen[i]->face != discards->face) {
                printf("Several cards can only be played together when all of them have the same face as the top card (%s).\n",
                       face_word(discards->face));
                return 0;
            }
        }
    }

    printf("You play ");
    for (i = 0; i < n; i++) {
        card_text(chosen[i], buf);
        printf("%sthe %s", i == 0 ? "" : (i == n - 1 ? " and " : ", "), buf);
        to_pile(&user_hand, chosen[i]);
    }
    printf(".\n");

    if (user_hand == NULL) {
        game_over = USER_EMPTY;
    } else if (chosen[n - 1]->face == 8) {
        suit_to_follow = ask_user_suit();
        declared = 1;
        printf("You declare %s.\n", suit_word(suit_to_follow));
    }
    return 1;
}

static void user_turn(void)
{
    char line[256];
    int drawn = 0;

    show_table();
    for (;;) {
        char *p = line;
        printf("Type the letter(s) of the card(s) to play (e.g. c or ce), or 0 to draw: ");
        read_line(line, sizeof line);
        while (isspace((unsigned char)*p)) p++;

        if (p[0] == '0' && (p[1] == '\0' || isspace((unsigned char)p[1]))) {
            card *c;
            char buf[40];
            if (has_playable(user_hand)) {
                printf("You have a playable card, so you cannot draw.\n");
                continue;
            }
            c = draw_card(&stockpile);
            add_card(&user_hand, c);
            drawn++;
            card_text(c, buf);
            printf("You drew the %s.\n", buf);
            if (stockpile == NULL) {
                game_over = STOCK_EMPTY;
                return;
            }
            if (can_play(c)) {
                printf("It can be played - you must play it now.\n");
                show_table();
                continue;
            }
            if (drawn == MAX_DRAW) {
                printf("Three cards drawn and still nothing to play - you pass.\n");
                return;
            }
            show_table();
            continue;
        }
        if (try_play(p))
            return;
    }
}

/* ------------------------------------------------------ computer turn */
static void comp_play(card **cards, int n)
{
    char buf[40];
    int i;
    printf("Computer plays ");
    for (i = 0; i < n; i++) {
        card_text(cards[i], buf);
        printf("%sthe %s", i == 0 ? "" : (i == n - 1 ? " and " : ", "), buf);
        to_pile(&comp_hand, cards[i]);
    }
    if (comp_hand == NULL) {
        printf(".\n");
        game_over = COMP_EMPTY;
        return;
    }
    if (cards[n - 1]->face == 8) {
        suit_to_follow = most_common_suit(comp_hand);
        declared = 1;
        printf(" and declares %s.\n", suit_word(suit_to_follow));
    } else {
        printf(".\n");
    }
}

/* strategy: highest non-eight of the suit to follow, else all cards with
 * the top card's face, else an eight.  Returns 0 if nothing fits. */
static int comp_choose(void)
{
    card *p, *best = NULL, *eight = NULL;
    card *same[4];
    int n = 0;

    for (p = comp_hand; p != NULL; p = p->listp) {
        if (p->face == 8) {
            if (eight == NULL) eight = p;
        } else if (p->suit == suit_to_follow) {
            if (best == NULL || p->face > best->face) best = p;
        } else if (p->face == discards->face && n < 4) {
            same[n++] = p;
        }
    }
    if (best != NULL) {
        comp_play(&best, 1);
        return 1;
    }
    if (n > 0) {
        comp_play(same, n);
        return 1;
    }
    if (eight != NULL) {
        comp_play(&eight, 1);
        return 1;
    }
    return 0;
}

static void comp_turn(void)
{
    int d;
    printf("\n>> Computer's turn\n");
    if (comp_choose())
        return;
    for (d = 0; d < MAX_DRAW; d++) {
        card *c = draw_card(&stockpile);
        add_card(&comp_hand, c);
        printf("Computer draws a card.\n");
        if (stockpile == NULL) {
            game_over = STOCK_EMPTY;
            return;
        }
        if (can_play(c)) {
            comp_play(&c, 1);
            return;
        }
    }
    printf("Computer cannot play and passes.\n");
}

/* ---------------------------------------------------------- the game */
static int ask_laziness(void)
{
    char line[100];
    for (;;) {
        char *end;
        long v;
        printf("How thorough a shuffler should the dealer be? (1 = lazy ... 10 = thorough): ");
        read_line(line, sizeof line);
        v = strtol(line, &end, 10);
        while (isspace((unsigned char)*end)) end++;
        if (end != line && *end == '\0' && v >= 1 && v <= 10)
            return (int)v;
        printf("Please enter a whole number from 1 to 10.\n");
    }
}

/* returns 1 if the user won, 2 if the computer won, 0 for a draw */
static int play_one_game(int thoroughness)
{
    int i, up, cp, result;

    stockpile = CreateDeck();
    /* lazy dealer: the minimum 100 passes; thorough dealer: 1000 */
    shuffle_deck(&stockpile, 100 * thoroughness);
    if (getenv("C8_DECK") != NULL) {
        card *p;
        printf("DECK:");
        for (p = stockpile; p != NULL; p = p->listp) {
            static const char *code[] = { "?", "A", "2", "3", "4", "5", "6", "7",
                                          "8", "9", "10", "J", "Q", "K" };
            printf(" %s%c", code[p->face], p->suit);
        }
        printf("\n");
    }

    for (i = 0; i < 8; i++) {
        add_card(&user_hand, draw_card(&stockpile));
        add_card(&comp_hand, draw_card(&stockpile));
    }
    discards = draw_card(&stockpile);
    suit_to_follow = discards->suit;
    declared = 0;
    game_over = NOT_OVER;
    printf("\nA new game begins. You go first!\n");

    while (game_over == NOT_OVER) {
        user_turn();
        if (game_over != NOT_OVER)
            break;
        comp_turn();
    }

    up = hand_points(user_hand);
    cp = hand_points(comp_hand);
    printf("\n=================== Game over ===================\n");
    if (game_over == USER_EMPTY)
        printf("You played your last card!\n");
    else if (game_over == COMP_EMPTY)
        printf("The computer played its last card!\n");
    else
        printf("The stockpile is empty.\n");
    printf("Your cards:     ");
    list_cards(user_hand);
    printf(" (%d points)\n", up);
    printf("Computer cards: ");
    list_cards(comp_hand);
    printf(" (%d points)\n", cp);
    if (up < cp) {
        printf("Result: you win!\n");
        result = 1;
    } else if (cp < up) {
        printf("Result: the computer wins.\n");
        result = 2;
    } else {
        printf("Result: it's a draw.\n");
        result = 0;
    }

    free_cards(&stockpile);
    free_cards(&discards);
    free_cards(&user_hand);
    free_cards(&comp_hand);
    return result;
}

int main(void)
{
    const char *seed = getenv("SEED");
    int games = 0, user_wins = 0, comp_wins = 0, level;
    char line[100];

    srand(seed != NULL && *seed != '\0' ? (unsigned)strtoul(seed, NULL, 10)
                                        : (unsigned)time(NULL));
    printf("Welcome to Crazy Eights!\n");
    level = ask_laziness();

    for (;;) {
        int r = play_one_game(level);
        games++;
        if (r == 1) user_wins++;
        if (r == 2) comp_wins++;
        printf("Games played: %d | You won %.1f%% | Computer won %.1f%%\n",
               games, 100.0 * user_wins / games, 100.0 * comp_wins / games);
        for (;;) {
            char *p = line;
            printf("Play a new game? (y = yes, Q/q = quit): ");
            read_line(line, sizeof line);
            while (isspace((unsigned char)*p)) p++;
            if (*p == 'q' || *p == 'Q') {
                printf("Thanks for playing!\n");
                return 0;
            }
            if (*p == 'y' || *p == 'Y')
                break;
            printf("Please answer y or q.\n");
        }
    }
}
