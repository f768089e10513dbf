/*
 * ECE 175 - Final Project: Crazy Eights
 * Abigail R. and Marcus T.
 *
 * A two player Crazy Eights game (the user against the computer) that keeps
 * the deck, both hands and the discard pile as linked lists of cards.
 *
 * Compile:  gcc *.c -o prog -lm
 *
 * Testing hook: if the environment variable SEED is set, its value is used
 * to seed rand(); otherwise srand(time(NULL)) is used.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "records.h"

typedef struct card_s {
    char suit;              /* 'H', 'D', 'C' or 'S' */
    int face;               /* 1 = Ace ... 13 = King */
    struct card_s *listp;
} card;

/* the state of one game */
typedef struct {
    card *deck;             /* the stockpile (first card is drawn first) */
    card *pile;             /* discard pile (first card is the top card) */
    card *user;             /* user's hand */
    card *comp;             /* computer's hand */
    char nextSuit;          /* suit declared with an 8, or 0 */
} game_t;

#define SHUFFLE_TIMES 150

/* ---------------- input helpers ---------------- */

/* Reads a line. At end of input the program says goodbye and exits. */
void get_line(char *line, int size)
{
    int len;
    if (fgets(line, size, stdin) == NULL) {
        printf("\nNo more input. Goodbye!\n");
        exit(0);
    }
    len = (int)strlen(line);
    if (len > 0 && line[len - 1] == '\n') {
        line[--len] = '\0';
    } else {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF) {
        }
    }
    if (len > 0 && line[len - 1] == '\r')
        line[len - 1] = '\0';
}

/* ---------------- card / list functions ---------------- */

const char *face_name(int face)
{
    static const char *names[] = { "", "Ace", "2", "3", "4", "5", "6", "7", "8",
                                   "9", "10", "Jack", "Queen", "King" };
    return names[face];
}

const char *suit_name(char suit)
{
    if (suit == 'H') return "Hearts";
    if (suit == 'D') return "Diamonds";
    if (suit == 'C') return "Clubs";
    return "Spades";
}

void print_card(card *c)
{
    printf("%s of %s", face_name(c->face), suit_name(c->suit));
}

/* adds a card at the end of a list */
void add_card(card **list, card *c)
{
    c->listp = NULL;
    while (*list != NULL)
        list = &((*list)->listp);
    *list = c;
}

/* removes card c from the list (does not free it) */
card *RemoveCard(card **list, card *c)
{
    card *prev = NULL, *cur = *list;
    while (cur != NULL && cur != c) {
        prev = cur;
        cur = cur->listp;
    }
    if (cur == NULL)
        return NULL;
    if (prev == NULL)
        *list = cur->listp;
    else
        prev->listp = cur->listp;
    cur->listp = NULL;
    return cur;
}

/* takes the first card of the deck */
card *draw_card(card **deck)
{
    if (*deck == NULL)
        return NULL;
    return RemoveCard(deck, *deck);
}

int count_cards(card *list)
{
    int n = 0;
    while (list != NULL) {
        n++;
        list = list->listp;
    }
    return n;
}

card *get_card(card *list, int pos)   /* pos starts at 1 */
{
    int i;
    for (i = 1; list != NULL && i < pos; i++)
        list = list->listp;
    return list;
}

void free_cards(card **list)
{
    card *tmp;
    while (*list != NULL) {
        tmp = *list;
        *list = tmp->listp;
        free(tmp);
    }
}

/* a standard deck: Hearts, Diamonds, Clubs, Spades, each Ace..King */
card *CreateDeck(void)
{
    const char suits[4] = { 'H', 'D', 'C', 'S' };
    card *deck = NULL;
    int s, f;
    for (s = 0; s < 4; s++) {
        for (f = 1; f <= 13; f++) {
            card *c = (card *)malloc(sizeof(card));
            c->suit = suits[s];
            c->face = f;
            add_card(&deck, c);
        }
    }
    return deck;
}

/* shuffle: for every card pick a random index 0..50 and swap; repeat */
void shuffle(card **deck)
{
    card *arr[52];
    card *c;
    int n = 0, i, k, r;

    for (c = *deck; c != NULL && n < 52; c = c->listp)
        arr[n++] = c;
    for (k = 0; k < SHUFFLE_TIMES; k++) {
        for (i = 0; i < n; i++) {
            card *tmp;
            r = rand() % 51;
            tmp = arr[i];
            arr[i] = arr[r];
            arr[r] = tmp;
        }
    }
    /* rebuild the linked list in the new order */
    *deck = NULL;
    for (i = 0; i < n; i++)
        add_card(deck, arr[i]);
}

void print_list(card *list)
{
    int first = 1;
    while (list != NULL) {
        if (!first)
            printf(", ");
        print_card(list);
        first = 0;
        list = list->listp;
    }
    printf("\n");
}

int hand_points(card *hand)
{
    int total = 0;
    for (; hand != NULL; hand = hand->listp)
        total += hand->face;
    return total;
}

/* ---------------- rules ---------------- */

char suit_to_follow(game_t *g)
{
    if (g->nextSuit != 0)
        return g->nextSuit;
    return g->pile->suit;
}

/* can card c be put on the pile by itself? */
int can_play(card *c, game_t *g)
{
    if (c->face == 8)
        return 1;
    if (c->suit == suit_to_follow(g))
        return 1;
    if (g->nextSuit == 0 && c->face == g->pile->face)
        return 1;
    return 0;
}

int has_play(card *hand, game_t *g)
{
    for (; hand != NULL; hand = hand->listp)
        if (can_play(hand, g))
            return 1;
    return 0;
}

/* moves a card from a hand to the top of the discard pile */
void discard(card **hand, card *c, game_t *g)
{
    RemoveCard(hand, c);
    c->listp = g->pile;
    g->pile = c;
    g->nextSuit = 0;
}

char ask_suit(void)
{
    char line[100];
    const char suits[4] = { 'C', 'D', 'H', 'S' };
    while (1) {
        printf("Choose the next suit (1=Clubs, 2=Diamonds, 3=Hearts, 4=Spades): ");
        get_line(line, sizeof(line));
        if (strlen(line) == 1 && line[0] >= '1' && line[0] <= '4')
            return suits[line[0] - '1'];
        printf("Invalid choice, please enter 1, 2, 3 or 4.\n");
    }
}

/* the computer picks the suit it has the most of */
char computer_suit(card *hand)
{
    const char suits[4] = { 'C', 'D', 'H', 'S' };
    int cnt[4] = { 0 };
    int i, best = 0;
    for (; hand != NULL; hand = hand->listp)
        for (i = 0; i < 4; i++)
            if (hand->suit == suits[i])
                cnt[i]++;
    for (i = 1; i < 4; i++)
        if (cnt[i] > cnt[best])
            best = i;
    return suits[best];
}

/* draws up to 3 cards; plays the first one that can be played.
   who = 0 for the user, 1 for the computer */
void draw_phase(card **hand, game_t *g, int who)
{
    int k;
    for (k = 0; k < 3; k++) {
        card *c = draw_card(&g->deck);
        if (c == NULL) {
            printf("The stockpile is empty.\n");
            break;
        }
        add_card(hand, c);
        if (who == 0) {
            printf("You drew the ");
            print_card(c);
            printf(".\n");
        } else {
            printf("Computer drew a card.\n");
        }
        if (can_play(c, g)) {
            discard(hand, c, g);
            if (who == 0) {
                printf("The ");
                print_card(c);
                printf(" can be played - playing it.\n");
                if (c->face == 8 && *hand != NULL)
                    g->nextSuit = ask_suit();
            } else {
                printf("Computer played the ");
                print_card(c);
                if (c->face == 8 && *hand != NULL) {
                    g->nextSuit = computer_suit(*hand);
                    printf(" and declared %s", suit_name(g->nextSuit));
                }
                printf(".\n");
            }
            return;
        }
    }
    if (who == 0)
        printf("None of the cards could be played. You pass.\n");
    else
        printf("Computer could not play and passed.\n");
}

void show_table(game_t *g)
{
    int i = 1;
    card *c;
    printf("\n============================================\n");
    printf("Top card: ");
    print_card(g->pile);
    printf("\n");
    if (g->nextSuit != 0)
        printf("Suit to follow: %s (declared)\n", suit_name(g->nextSuit));
    printf("Stockpile: %d cards | Computer: %d cards\n", count_cards(g->deck), count_cards(g->comp));
    printf("Your hand:\n");
    for (c = g->user; c != NULL; c = c->listp) {
        printf("  %d) ", i++);
        print_card(c);
        printf("\n");
    }
}

/* reads the user's choice; returns after a legal move was made */
void user_turn(game_t *g)
{
    char line[200];
    card *chosen[60];

    show_table(g);
    while (1) {
        int n = 0, i, j, ok = 1, size = count_cards(g->user);
        char *p;

        printf("Enter card number(s) to play (e.g. 2 or 2,4), or 0 to draw: ");
        get_line(line, sizeof(line));

        /* read the numbers from the line */
        p = line;
        while (*p != '\0' && ok) {
            long v;
            char *end;
            while (*p == ' ' || *p == ',' || *p == '\t')
                p++;
            if (*p == '\0')
                break;
            v = strtol(p, &end, 10);
            if (end == p || (*end != '\0' && *end != ' ' && *end != ',' && *end != '\t')) {
                ok = 0;
                break;
            }
            p = end;
            if (v == 0 && n == 0) {
                n = -1;             /* draw request */
                while (*p == ' ' || *p == ',' || *p == '\t')
                    p++;
                if (*p != '\0')
                    ok = 0;
                break;
            }
            if (v < 1 || v > size || n >= 60) {
                ok = 0;
                break;
            }
            chosen[n++] = get_card(g->user, (int)v);
        }
        if (!ok || n == 0) {
            printf("Invalid input. Enter numbers from 1 to %d, or 0 to draw.\n", size);
            continue;
        }
        if (n == -1) {
            if (has_play(g->user, g)) {
                printf("You have a card you can play, so you cannot draw.\n");
                continue;
            }
            draw_phase(&g->user, g, 0);
            return;
        }
        /* check the chosen cards */
        for (i = 0; i < n && ok; i++)
            for (j = i + 1; j < n; j++)
                if (chosen[i] == chosen[j])
                    ok = 0;
        if (!ok) {
            printf("You chose the same card twice.\n");
            continue;
        }
        if (n == 1) {
            if (!can_play(chosen[0], g)) {
                printf("The ");
                print_card(chosen[0]);
                printf(" cannot be played now.\n");
                continue;
            }
        } else {
            if (g->nextSuit != 0 || g->pile->face == 8) {
                printf("Only one card can be played on an 8.\n");
                continue;
            }
            for (i = 0; i < n; i++)
                if (chosen[i]->face != g->pile->face)
                    ok = 0;
            if (!ok) {
                printf("To play more than one card, all of them must have the same face as the top card.\n");
                continue;
            }
        }
        for (i = 0; i < n; i++) {
            discard(&g->user, chosen[i], g);
            printf("You played the ");
            print_card(chosen[i]);
            printf(".\n");
        }
        if (chosen[n - 1]->face == 8 && g->user != NULL)
            g->nextSuit = ask_suit();
        return;
    }
}

/* the computer: suit match first, then all cards of the same face, then an 8 */
void computer_turn(game_t *g)
{
    card *c, *pick = NULL;

    printf("\n--- Computer's turn ---\n");
    for (c = g->comp; c != NULL && pick == NULL; c = c->listp)
        if (c->face != 8 && c->suit == suit_to_follow(g))
            pick = c;
    if (pick != NULL) {
        discard(&g->comp, pick, g);
        printf("Computer played the ");
        print_card(pick);
        printf(".\n");
        return;
    }
    if (g->nextSuit == 0 && g->pile->face != 8) {
        int face = g->pile->face, played = 0;
        c = g->comp;
        while (c != NULL) {
            card *next = c->listp;
            if (c->face == face) {
                discard(&g->comp, c, g);
                printf("Computer played the ");
                print_card(c);
                printf(".\n");
                played = 1;
            }
            c = next;
        }
        if (played)
            return;
    }
    for (c = g->comp; c != NULL; c = c->listp) {
        if (c->face == 8) {
            discard(&g->comp, c, g);
            printf("Computer played the ");
            print_card(c);
            if (g->comp != NULL) {
                g->nextSuit = computer_suit(g->comp);
                printf(" and declared %s", suit_name(g->nextSuit));
            }
            printf(".\n");
            return;
        }
    }
    draw_phase(&g->comp, g, 1);
}

/* returns 1 if the user wins, -1 if the computer wins, 0 for a draw */
int end_game(game_t *g, const char *reason)
{
    int up = hand_points(g->user), cp = hand_points(g->comp), result;
    printf("\n*************** GAME OVER ***************\n");
    printf("%s\n", reason);
    printf("Your points: %d\n", up);
    printf("Computer points: %d\n", cp);
    if (up < cp) {
        printf("You win!\n");
        result = 1;
    } else if (cp < up) {
        printf("The computer wins!\n");
        result = -1;
    } else {
        printf("It's a draw!\n");
        result = 0;
    }
    free_cards(&g->deck);
    free_cards(&g->pile);
    free_cards(&g->user);
    free_cards(&g->comp);
    return result;
}

int play_game(int show_demo)
{
    game_t g;
    int i;

    g.pile = g.user = g.comp = NULL;
    g.nextSuit = 0;
    g.deck = CreateDeck();
    if (show_demo) {
        printf("\nNew deck: ");
        print_list(g.deck);
    }
    shuffle(&g.deck);
    if (show_demo) {
        printf("\nShuffled deck: ");
        print_list(g.deck);
    }
    /* deal: user, computer, user, computer ... 8 cards each */
    for (i = 0; i < 8; i++) {
        add_card(&g.user, draw_card(&g.deck));
        add_card(&g.comp, draw_card(&g.deck));
    }
    if (show_demo) {
        printf("\nYour hand: ");
        print_list(g.user);
        printf("Computer's hand: ");
        print_list(g.comp);
    }
    /* turn over the top card */
    g.pile = draw_card(&g.deck);

    while (1) {
        user_turn(&g);
        if (g.user == NULL)
            return end_game(&g, "You have no cards left!");
        if (g.deck == NULL)
            return end_game(&g, "The stockpile is empty!");
        computer_turn(&g);
        if (g.comp == NULL)
            return end_game(&g, "The computer has no cards left!");
        if (g.deck == NULL)
            return end_game(&g, "The stockpile is empty!");
    }
}

int main(void)
{
    char line[100];
    char *seed = getenv("SEED");
    int show_demo, games = 0, wins = 0, losses = 0, me;

    if (seed != NULL && seed[0] != '\0')
        srand((unsigned int)atol(seed));
    else
        srand((unsigned int)time(NULL));

    printf("Welcome to Crazy Eights!\n");
    printf("--------------------------------\n");
    load_records();
    me = choose_user();

    while (1) {
        printf("Show the deck and both hands for the demo? (y/n): ");
        get_line(line, sizeof(line));
        if (line[0] == 'y' || line[0] == 'Y' || line[0] == 'n' || line[0] == 'N')
            break;
        printf("Please answer y or n.\n");
    }
    show_demo = (line[0] == 'y' || line[0] == 'Y');

    while (1) {
        int result = play_game(show_demo);
        games++;
        if (result == 1)
            wins++;
        else if (result == -1)
            losses++;
        update_record(me, result);
        print_record(me);
        printf("Games played this session: %d (you won %.2f%%, computer won %.2f%%)\n",
               games, 100.0 * wins / games, 100.0 * losses / games);

        while (1) {
            printf("Play again? (y/n, Q/q to quit): ");
            get_line(line, sizeof(line));
            if (strcmp(line, "y") == 0 || strcmp(line, "Y") == 0 ||
                strcmp(line, "n") == 0 || strcmp(line, "N") == 0 ||
                strcmp(line, "q") == 0 || strcmp(line, "Q") == 0)
                break;
            printf("Please answer y, n or q.\n");
        }
        if (line[0] != 'y' && line[0] != 'Y')
            break;
    }
    printf("Thanks for playing!\n");
    return 0;
}
