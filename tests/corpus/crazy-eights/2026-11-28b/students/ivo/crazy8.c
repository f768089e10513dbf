/*
 * ECE 175 - Final Project: Crazy Eights
 * Author: Ivo
 *
 * Two player Crazy Eights: the user against the computer (the dealer).
 * Extras implemented: game statistics file, card graphics (suit symbols
 * and boxed cards), lazy shuffling, CreateDeck()/RemoveCard() functions.
 *
 * Deck, stockpile, discard pile and hands are all linked lists of card.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

typedef struct card_s {
    char suit;              /* 'C' clubs, 'S' spades, 'H' hearts, 'D' diamonds */
    int face;               /* 1 (Ace) .. 13 (King) */
    struct card_s *listp;   /* next card in the list */
} card;

#define DECK_SIZE   52
#define HAND_START  8
#define MAX_DRAWS   3
#define PER_ROW     8
#define LINE_LEN    256
#define STATS_FILE  "crazy8_stats.txt"
#define MAX_USERS   100
#define NAME_LEN    32

static const char SUITS[4] = { 'C', 'S', 'H', 'D' };   /* order of the fresh deck */

typedef struct {
    char name[NAME_LEN];
    int wins;
    int losses;
} record;

/* statistics of this session (ties count as games played) */
static int games_played = 0, user_won = 0, dealer_won = 0;

/* ------------------------------------------------------------------ */
/* input helpers                                                        */
/* ------------------------------------------------------------------ */

/* Leave the program cleanly when the input runs out. */
static void input_ended(void)
{
    printf("\n\nNo more input - thanks for playing Crazy Eights. Goodbye!\n");
    exit(0);
}

/* Reads one line (without the newline).  Leaves the program at end of input. */
static void get_line(char *buf, int size)
{
    int len;
    fflush(stdout);
    if (fgets(buf, size, stdin) == NULL) {
        input_ended();
    }
    len = (int)strlen(buf);
    if (len > 0 && buf[len - 1] == '\n') {
        buf[--len] = '\0';
    } else {
        int ch;                       /* throw away the rest of a long line */
        while ((ch = getchar()) != '\n' && ch != EOF) { }
    }
    if (len > 0 && buf[len - 1] == '\r') {
        buf[--len] = '\0';
    }
}

/* Removes leading and trailing blanks in place, returns the start. */
static char *trim(char *s)
{
    char *end;
    while (isspace((unsigned char)*s)) s++;
    end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1])) end--;
    *end = '\0';
    return s;
}

/* Asks until the user types a whole number between lo and hi. */
static int ask_number(const char *prompt, int lo, int hi)
{
    char line[LINE_LEN];
    char *s, *endp;
    long v;
    while (1) {
        printf("%s", prompt);
        get_line(line, sizeof line);
        s = trim(line);
        v = strtol(s, &endp, 10);
        if (*s != '\0' && *endp == '\0' && v >= lo && v <= hi) {
            return (int)v;
        }
        printf("  \xe2\x9c\x97 Please enter a whole number from %d to %d.\n", lo, hi);
    }
}

/* ------------------------------------------------------------------ */
/* card text and graphics                                               */
/* ------------------------------------------------------------------ */

static const char *suit_symbol(char s)
{
    switch (s) {
    case 'C': return "\xe2\x99\xa3";   /* clubs    */
    case 'S': return "\xe2\x99\xa0";   /* spades   */
    case 'H': return "\xe2\x99\xa5";   /* hearts   */
    default:  return "\xe2\x99\xa6";   /* diamonds */
    }
}

static const char *suit_name(char s)
{
    switch (s) {
    case 'C': return "Clubs";
    case 'S': return "Spades";
    case 'H': return "Hearts";
    default:  return "Diamonds";
    }
}

static const char *face_text(int f)
{
    static const char *names[14] = { "?", "A", "2", "3", "4", "5", "6", "7",
                                     "8", "9", "10", "J", "Q", "K" };
    return (f >= 1 && f <= 13) ? names[f] : "?";
}

/* short form such as 10♥ */
static void print_card(const card *c)
{
    printf("%s%s", face_text(c->face), suit_symbol(c->suit));
}

/* Prints a row of up to PER_ROW boxed cards, optionally numbered. */
static void print_box_row(card **cards, int n, int first_number)
{
    int i;
    for (i = 0; i < n; i++) printf("\xe2\x94\x8c\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x90");
    printf("\n");
    for (i = 0; i < n; i++) printf("\xe2\x94\x82%-2s   \xe2\x94\x82", face_text(cards[i]->face));
    printf("\n");
    for (i = 0; i < n; i++) printf("\xe2\x94\x82  %s  \xe2\x94\x82", suit_symbol(cards[i]->suit));
    printf("\n");
    for (i = 0; i < n; i++) printf("\xe2\x94\x82   %2s\xe2\x94\x82", face_text(cards[i]->face));
    printf("\n");
    for (i = 0; i < n; i++) printf("\xe2\x94\x94\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80\xe2\x94\x98");
    printf("\n");
    if (first_number > 0) {
        for (i = 0; i < n; i++) printf(" [%2d]  ", first_number + i);
        printf("\n");
    }
}

static int list_length(const card *list)
{
    int n = 0;
    while (list != NULL) {
        n++;
        list = list->listp;
    }
    return n;
}

/* Draws a whole hand as boxed cards, PER_ROW per line, numbered from 1. */
static void print_hand_boxes(card *hand)
{
    card *row[PER_ROW];
    int n = 0, number = 1;
    while (hand != NULL) {
        row[n++] = hand;
        hand = hand->listp;
        if (n == PER_ROW) {
            print_box_row(row, n, number);
            number += n;
            n = 0;
        }
    }
    if (n > 0) print_box_row(row, n, number);
}

/* Prints a list as short text, 13 per line. */
static void print_list_text(const card *list)
{
    int n = 0;
    while (list != NULL) {
        printf(" ");
        print_card(list);
        n++;
        list = list->listp;
        if (n % 13 == 0 && list != NULL) printf("\n");
    }
    printf("\n");
}

/* ------------------------------------------------------------------ */
/* list handling: CreateDeck, RemoveCard, ...                           */
/* ------------------------------------------------------------------ */

static card *new_card(char suit, int face)
{
    card *c = (card *)malloc(sizeof(card));
    if (c == NULL) {
        printf("Out of memory!\n");
        exit(1);
    }
    c->suit = suit;
    c->face = face;
    c->listp = NULL;
    return c;
}

/* Builds the ordered 52 card deck: clubs, spades, hearts, diamonds, A..K. */
card *CreateDeck(void)
{
    card *head = NULL, *tail = NULL, *c;
    int s, f;
    for (s = 0; s < 4; s++) {
        for (f = 1; f <= 13; f++) {
            c = new_card(SUITS[s], f);
            if (head == NULL) head = c; else tail->listp = c;
            tail = c;
        }
    }
    return head;
}

/* Unlinks the card 'target' from *list and returns it (NULL if absent). */
card *RemoveCard(card **list, card *target)
{
    card **pp = list;
    while (*pp != NULL) {
        if (*pp == target) {
            *pp = target->listp;
            target->listp = NULL;
            return target;
        }
        pp = &(*pp)->listp;
    }
    return NULL;
}

/* Appends c at the end of *list. */
static void add_to_end(card **list, card *c)
{
    c->listp = NULL;
    while (*list != NULL) list = &(*list)->listp;
    *list = c;
}

/* Puts c on top (front) of a pile. */
static void push_front(card **list, card *c)
{
    c->listp = *list;
    *list = c;
}

/* Removes and returns the top card of a pile (NULL when empty). */
static card *take_top(card **list)
{
    if (*list == NULL) return NULL;
    return RemoveCard(list, *list);
}

static card *card_at(card *list, int index)   /* 0-based */
{
    while (list != NULL && index > 0) {
        list = list->listp;
        index--;
    }
    return list;
}

static void free_list(card **list)
{
    card *next;
    while (*list != NULL) {
        next = (*list)->listp;
        free(*list);
        *list = next;
    }
}

/*
 * Shuffle exactly as the project asks: for every position i of the deck
 * pick a random index in 0..50 and swap deck[i] with deck[index]; repeat
 * the whole sweep 'passes' times (passes is always >= 100).
 */
static void shuffle_deck(card **deck, int passes)
{
    card *arr[DECK_SIZE];
    card *tmp;
    int n = 0, i, j, p;

    for (tmp = *deck; tmp != NULL && n < DECK_SIZE; tmp = tmp->listp) arr[n++] = tmp;
    for (p = 0; p < passes; p++) {
        for (i = 0; i < n; i++) {
            j = rand() % 51;
            tmp = arr[i];
            arr[i] = arr[j];
            arr[j] = tmp;
        }
    }
    /* re-link the list in the new order */
    for (i = 0; i < n - 1; i++) arr[i]->listp = arr[i + 1];
    arr[n - 1]->listp = NULL;
    *deck = arr[0];
}

static int hand_points(const card *hand)
{
    int sum = 0;
    for (; hand != NULL; hand = hand->listp) sum += hand->face;
    return sum;
}

/* ------------------------------------------------------------------ */
/* rules                                                                */
/* ------------------------------------------------------------------ */

/* A single card may go on the pile: an eight, the same face, or the suit to follow. */
static int playable(const card *c, const card *top, char active_suit)
{
    return c->face == 8 || c->face == top->face || c->suit == active_suit;
}

static char suit_from_text(const char *s)
{
    char c = (char)toupper((unsigned char)s[0]);
    if (strlen(s) == 1) {
        if (c == '1') return 'C';
        if (c == '2') return 'S';
        if (c == '3') return 'H';
        if (c == '4') return 'D';
        if (c == 'C' || c == 'S' || c == 'H' || c == 'D') return c;
        return 0;
    }
    /* whole words also work: clubs, spades, hearts, diamonds */
    {
        char word[16];
        int i;
        for (i = 0; s[i] != '\0' && i < 15; i++) word[i] = (char)tolower((unsigned char)s[i]);
        word[i] = '\0';
        if (strcmp(word, "clubs") == 0) return 'C';
        if (strcmp(word, "spades") == 0) return 'S';
        if (strcmp(word, "hearts") == 0) return 'H';
        if (strcmp(word, "diamonds") == 0) return 'D';
    }
    return 0;
}

static char ask_suit(void)
{
    char line[LINE_LEN];
    char s;
    printf("\n  You played an eight! Name the suit your opponent must follow:\n");
    printf("    1) %s Clubs   2) %s Spades   3) %s Hearts   4) %s Diamonds\n",
           suit_symbol('C'), suit_symbol('S'), suit_symbol('H'), suit_symbol('D'));
    while (1) {
        printf("  Your suit (1-4 or C/S/H/D): ");
        get_line(line, sizeof line);
        s = suit_from_text(trim(line));
        if (s != 0) return s;
        printf("  \xe2\x9c\x97 That is not a suit. Try again.\n");
    }
}

/* ------------------------------------------------------------------ */
/* the table                                                            */
/* ------------------------------------------------------------------ */

typedef struct {
    card *stock;        /* face down stockpile, top = head */
    card *discard;      /* discard pile, top = head */
    card *user;         /* user's hand */
    card *dealer;       /* computer's hand */
    char active_suit;   /* suit to follow (differs from top only after an 8) */
    int declared;       /* 1 when active_suit was named with an eight */
    int turn_no;
} table;

static void show_table(const table *t, const char *name)
{
    card *top_row[1];
    printf("\n================================ Turn %d ================================\n", t->turn_no);
    printf("  Stockpile: %d card(s)      Dealer's hand: %d card(s)\n",
           list_length(t->stock), list_length(t->dealer));
    printf("  Top of the discard pile:\n");
    top_row[0] = t->discard;
    print_box_row(top_row, 1, 0);
    if (t->declared) {
        printf("  >> Suit to follow: %s %s (named with the eight)\n",
               suit_symbol(t->active_suit), suit_name(t->active_suit));
    }
    printf("  %s's hand (%d card(s)):\n", name, list_length(t->user));
    print_hand_boxes(t->user);
}

/* Moves the chosen cards, in order, from the hand onto the discard pile. */
static void lay_down(table *t, card **hand, card **chosen, int n, const char *who)
{
    int i;
    printf("  %s: ", who);
    for (i = 0; i < n; i++) {
        RemoveCard(hand, chosen[i]);
        push_front(&t->discard, chosen[i]);
        if (i > 0) printf(" ");
        print_card(chosen[i]);
    }
    printf("\n");
    t->active_suit = t->discard->suit;
    t->declared = 0;
}

/*
 * Parses "3" or "2 5 7" into card pointers of the hand and checks the play.
 * Returns the number of cards chosen, or 0 after printing why it is refused.
 */
static int parse_choice(table *t, char *text, card **chosen)
{
    char *tok;
    int n = 0, i, k, count = list_length(t->user);
    char *endp;
    long v;

    for (tok = strtok(text, " ,\t"); tok != NULL; tok = strtok(NULL, " ,\t")) {
        v = strtol(tok, &endp, 10);
        if (*endp != '\0') {
            printf("  \xe2\x9c\x97 \"%s\" is not a card number.\n", tok);
            return 0;
        }
        if (v < 1 || v > count) {
            printf("  \xe2\x9c\x97 There is no card number %ld in your hand (1-%d).\n", v, count);
            return 0;
        }
        if (n >= DECK_SIZE) break;
        chosen[n] = card_at(t->user, (int)v - 1);
        for (k = 0; k < n; k++) {
            if (chosen[k] == chosen[n]) {
                printf("  \xe2\x9c\x97 You picked card %ld twice.\n", v);
                return 0;
            }
        }
        n++;
    }
    if (n == 0) {
        printf("  \xe2\x9c\x97 Please choose at least one card.\n");
        return 0;
    }
    if (n == 1) {
        if (!playable(chosen[0], t->discard, t->active_suit)) {
            printf("  \xe2\x9c\x97 ");
            print_card(chosen[0]);
            if (t->declared)
                printf(" cannot be played: follow %s or play an eight.\n", suit_name(t->active_suit));
            else
                printf(" matches neither the face nor the suit of the top card.\n");
            return 0;
        }
        return 1;
    }
    /* several cards: only allowed when all have the face of the top card */
    for (i = 0; i < n; i++) {
        if (chosen[i]->face != t->discard->face) {
            printf("  \xe2\x9c\x97 Several cards can only be played together when they all have the face of the top card (%s).\n",
                   face_text(t->discard->face));
            return 0;
        }
    }
    return n;
}

/* Lets the user pick the cards to play. 'may_draw' = D is accepted. Returns 1 if user drew. */
static int user_choose_and_play(table *t, int may_draw)
{
    char line[LINE_LEN];
    char *s;
    card *chosen[DECK_SIZE];
    int n;

    while (1) {
        if (may_draw)
            printf("  Enter card number(s) to play (e.g. 3 or 2 5), or D to draw: ");
        else
            printf("  You must play now - enter card number(s): ");
        get_line(line, sizeof line);
        s = trim(line);
        if (*s == '\0') {
            printf("  \xe2\x9c\x97 Please type something.\n");
            continue;
        }
        if ((s[0] == 'd' || s[0] == 'D') && s[1] == '\0') {
            if (may_draw) return 1;
            printf("  \xe2\x9c\x97 You already drew a card you can play - play a card now.\n");
            continue;
        }
        n = parse_choice(t, s, chosen);
        if (n > 0) break;
    }
    lay_down(t, &t->user, chosen, n, "You play");
    if (t->discard->face == 8 && t->user != NULL) {
        t->active_suit = ask_suit();
        t->declared = 1;
        printf("  The dealer must now follow %s %s.\n", suit_symbol(t->active_suit), suit_name(t->active_suit));
    }
    return 0;
}

static void user_turn(table *t, const char *name)
{
    int k;
    card *c;

    show_table(t, name);
    if (!user_choose_and_play(t, 1)) return;

    /* option d: draw up to three cards until one can be played */
    for (k = 1; k <= MAX_DRAWS; k++) {
        c = take_top(&t->stock);
        add_to_end(&t->user, c);
        printf("  You draw ");
        print_card(c);
        if (t->stock == NULL) {
            /* the game ends as soon as the stockpile is empty */
            printf(" - that was the last card of the stockpile!\n");
            return;
        }
        if (playable(c, t->discard, t->active_suit)) {
            printf(" - it can be played!\n");
            print_hand_boxes(t->user);
            user_choose_and_play(t, 0);
            return;
        }
        printf(" - no match.\n");
    }
    printf("  None of the %d cards you drew can be played - you pass.\n", MAX_DRAWS);
}

/* ------------------------------------------------------------------ */
/* the dealer (computer)                                                */
/* ------------------------------------------------------------------ */

/* the suit the dealer holds most of (clubs first on ties) */
static char favourite_suit(card *hand)
{
    int count[4] = { 0, 0, 0, 0 }, i, best = 0;
    for (; hand != NULL; hand = hand->listp)
        for (i = 0; i < 4; i++)
            if (hand->suit == SUITS[i] && hand->face != 8) count[i]++;
    for (i = 1; i < 4; i++)
        if (count[i] > count[best]) best = i;
    return SUITS[best];
}

static void dealer_plays(table *t, card **chosen, int n)
{
    lay_down(t, &t->dealer, chosen, n, "Dealer plays");
    if (t->discard->face == 8 && t->dealer != NULL) {
        t->active_suit = favourite_suit(t->dealer);
        t->declared = 1;
        printf("  Dealer names the next suit: %s %s\n", suit_symbol(t->active_suit), suit_name(t->active_suit));
    }
}

/* Picks the dealer's move: all matching faces if 2+, else best suit card, else an eight. */
static int dealer_pick(table *t, card **chosen)
{
    card *c, *best_suit = NULL, *eight = NULL;
    int nface = 0;
    for (c = t->dealer; c != NULL; c = c->listp) {
        if (c->face == 8) {
            if (eight == NULL) eight = c;
            continue;
        }
        if (c->face == t->discard->face) chosen[nface++] = c;
        else if (c->suit == t->active_suit && (best_suit == NULL || c->face > best_suit->face)) best_suit = c;
    }
    if (nface >= 2) return nface;
    if (best_suit != NULL) { chosen[0] = best_suit; return 1; }
    if (nface == 1) return 1;
    if (eight != NULL) { chosen[0] = eight; return 1; }
    return 0;
}

static void dealer_turn(table *t)
{
    card *chosen[DECK_SIZE];
    card *c;
    int n, k;

    printf("\n  ---- Dealer's turn ----\n");
    n = dealer_pick(t, chosen);
    if (n > 0) {
        dealer_plays(t, chosen, n);
        return;
    }
    for (k = 1; k <= MAX_DRAWS; k++) {
        c = take_top(&t->stock);
        add_to_end(&t->dealer, c);
        printf("  Dealer draws a card from the stockpile.\n");
        if (t->stock == NULL) {
            printf("  That was the last card of the stockpile!\n");
            return;
        }
        if (playable(c, t->discard, t->active_suit)) {
            chosen[0] = c;
            dealer_plays(t, chosen, 1);
            return;
        }
    }
    printf("  Dealer could not play after drawing %d cards and passes.\n", MAX_DRAWS);
}

/* ------------------------------------------------------------------ */
/* statistics file                                                      */
/* ------------------------------------------------------------------ */

static int load_records(record *rec)
{
    FILE *fp = fopen(STATS_FILE, "r");
    int n = 0;
    if (fp == NULL) {
        /* first run: start the file with the team members */
        strcpy(rec[0].name, "Ivo");
        rec[0].wins = 7; rec[0].losses = 5;
        strcpy(rec[1].name, "Petra");
        rec[1].wins = 4; rec[1].losses = 6;
        return 2;
    }
    while (n < MAX_USERS && fscanf(fp, "%31s %d %d", rec[n].name, &rec[n].wins, &rec[n].losses) == 3) n++;
    fclose(fp);
    return n;
}

static void save_records(const record *rec, int n)
{
    FILE *fp = fopen(STATS_FILE, "w");
    int i;
    if (fp == NULL) {
        printf("  (could not write %s)\n", STATS_FILE);
        return;
    }
    for (i = 0; i < n; i++) fprintf(fp, "%s %d %d\n", rec[i].name, rec[i].wins, rec[i].losses);
    fclose(fp);
}

static int find_record(const record *rec, int n, const char *name)
{
    int i;
    for (i = 0; i < n; i++)
        if (strcmp(rec[i].name, name) == 0) return i;
    return -1;
}

/* Asks for a one-word name (spaces become underscores). */
static void ask_name(char *name)
{
    char line[LINE_LEN];
    char *s;
    int i;
    while (1) {
        printf("  Your name: ");
        get_line(line, sizeof line);
        s = trim(line);
        if (*s != '\0') break;
        printf("  \xe2\x9c\x97 The name cannot be empty.\n");
    }
    for (i = 0; s[i] != '\0' && i < NAME_LEN - 1; i++) name[i] = isspace((unsigned char)s[i]) ? '_' : s[i];
    name[i] = '\0';
}

static int choose_user(record *rec, int *n)
{
    char name[NAME_LEN];
    int kind, idx;

    printf("\n  Player records are kept in %s.\n", STATS_FILE);
    printf("    1) New player\n    2) Returning player\n");
    kind = ask_number("  Your choice (1-2): ", 1, 2);
    ask_name(name);
    idx = find_record(rec, *n, name);
    if (kind == 1) {
        if (idx >= 0) {
            printf("  %s is already on file - continuing that record (%d wins, %d losses).\n",
                   name, rec[idx].wins, rec[idx].losses);
            return idx;
        }
    } else {
        if (idx >= 0) {
            printf("  Welcome back, %s! Your record: %d wins, %d losses.\n", name, rec[idx].wins, rec[idx].losses);
            return idx;
        }
        printf("  No record found for %s - starting a new one.\n", name);
    }
    if (*n >= MAX_USERS) {
        printf("  The record file is full; this game will not be recorded.\n");
        return -1;
    }
    idx = (*n)++;
    strcpy(rec[idx].name, name);
    rec[idx].wins = 0;
    rec[idx].losses = 0;
    printf("  Welcome, %s! A new record has been created.\n", name);
    save_records(rec, *n);
    return idx;
}

/* ------------------------------------------------------------------ */
/* one game                                                             */
/* ------------------------------------------------------------------ */

static void play_game(const char *name, int demo, record *rec, int nrec, int me)
{
    table t;
    card *deck;
    int lazy, passes, i;
    int up, dp;

    memset(&t, 0, sizeof t);
    deck = CreateDeck();
    printf("\n  How thorough should the dealer shuffle?\n");
    lazy = ask_number("  1 = very lazy ... 10 = very thorough: ", 1, 10);
    passes = 100 * lazy;
    if (demo) {
        printf("\n  The fresh deck, in order:\n");
        print_list_text(deck);
    }
    shuffle_deck(&deck, passes);
    printf("  The dealer shuffles the deck (%d sweeps through the deck).\n", passes);
    if (demo) {
        printf("\n  The deck after shuffling:\n");
        print_list_text(deck);
    }

    /* deal: user, dealer, user, dealer ... eight cards each */
    for (i = 0; i < 2 * HAND_START; i++) {
        card *c = take_top(&deck);
        if (i % 2 == 0) add_to_end(&t.user, c); else add_to_end(&t.dealer, c);
    }
    if (demo) {
        printf("\n  Your hand:   ");
        print_list_text(t.user);
        printf("  Dealer hand: ");
        print_list_text(t.dealer);
    }
    t.stock = deck;
    push_front(&t.discard, take_top(&t.stock));
    t.active_suit = t.discard->suit;
    t.declared = 0;
    printf("\n  The first card is turned face up: ");
    print_card(t.discard);
    printf("\n");

    t.turn_no = 1;
    while (1) {
        user_turn(&t, name);
        if (t.user == NULL || t.stock == NULL) break;
        dealer_turn(&t);
        if (t.dealer == NULL || t.stock == NULL) break;
        t.turn_no++;
    }

    /* ---- game over ---- */
    up = hand_points(t.user);
    dp = hand_points(t.dealer);
    printf("\n  ************************ GAME OVER ************************\n");
    if (t.user == NULL) printf("  %s emptied the hand!\n", name);
    else if (t.dealer == NULL) printf("  The dealer emptied the hand!\n");
    else printf("  The stockpile is empty!\n");
    printf("  %s's cards: ", name);
    if (t.user == NULL) printf(" (none)\n"); else print_list_text(t.user);
    printf("  Dealer's cards: ");
    if (t.dealer == NULL) printf(" (none)\n"); else print_list_text(t.dealer);
    printf("  Points left in hand - %s: %d, Dealer: %d\n", name, up, dp);

    games_played++;
    if (t.user == NULL || (t.dealer != NULL && up < dp)) {
        printf("  >>>>>  %s WINS!  <<<<<\n", name);
        user_won++;
        if (me >= 0) rec[me].wins++;
    } else if (t.dealer == NULL || dp < up) {
        printf("  >>>>>  The DEALER wins.  <<<<<\n");
        dealer_won++;
        if (me >= 0) rec[me].losses++;
    } else {
        printf("  >>>>>  It's a TIE - nobody wins this one.  <<<<<\n");
    }
    if (me >= 0) {
        printf("  Record of %s: %d win(s), %d loss(es)\n", rec[me].name, rec[me].wins, rec[me].losses);
        save_records(rec, nrec);
    }
    printf("  Games this session: %d  |  your win rate: %.1f%%  |  dealer's win rate: %.1f%%\n",
           games_played, 100.0 * user_won / games_played, 100.0 * dealer_won / games_played);

    free_list(&t.stock);
    free_list(&t.discard);
    free_list(&t.user);
    free_list(&t.dealer);
}

/* one line of the title frame */
static void print_rule(const char *left, const char *right)
{
    int i;
    printf("%s", left);
    for (i = 0; i < 49; i++) printf("\xe2\x95\x90");
    printf("%s\n", right);
}

int main(void)
{
    record rec[MAX_USERS];
    int nrec, me, demo;
    char line[LINE_LEN];
    char *s;
    const char *seed_text = getenv("SEED");

    if (seed_text != NULL && *seed_text != '\0')
        srand((unsigned)strtoul(seed_text, NULL, 10));
    else
        srand((unsigned)time(NULL));

    print_rule("\xe2\x95\x94", "\xe2\x95\x97");
    printf("\xe2\x95\x91   %s %s %s %s   C R A Z Y   E I G H T S   %s %s %s %s   \xe2\x95\x91\n",
           suit_symbol('C'), suit_symbol('S'), suit_symbol('H'), suit_symbol('D'),
           suit_symbol('D'), suit_symbol('H'), suit_symbol('S'), suit_symbol('C'));
    print_rule("\xe2\x95\x9a", "\xe2\x95\x9d");
    printf("  You play against the dealer. Match the face or the suit of the top card,\n");
    printf("  put down all cards of the top card's face at once, or play an eight and\n");
    printf("  name a suit. Empty your hand first - or hold the fewest points when the\n");
    printf("  stockpile runs out (A=1 ... K=13).\n");

    nrec = load_records(rec);
    me = choose_user(rec, &nrec);

    while (1) {
        printf("  Demo mode - print the deck and both hands at the start of each game? (y/n): ");
        get_line(line, sizeof line);
        s = trim(line);
        if (strcmp(s, "y") == 0 || strcmp(s, "Y") == 0) { demo = 1; break; }
        if (strcmp(s, "n") == 0 || strcmp(s, "N") == 0) { demo = 0; break; }
        printf("  \xe2\x9c\x97 Please answer y or n.\n");
    }

    while (1) {
        play_game(me >= 0 ? rec[me].name : "You", demo, rec, nrec, me);
        printf("\n  Play another game? (press Q or q to quit, anything else to deal again): ");
        get_line(line, sizeof line);
        s = trim(line);
        if (s[0] == 'q' || s[0] == 'Q') break;
    }
    printf("\n  Thanks for playing Crazy Eights! Goodbye.\n");
    return 0;
}
