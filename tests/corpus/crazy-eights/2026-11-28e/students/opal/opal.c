/*
 * opal.c  -  Crazy Eights (ECE 175 final project), by Opal
 *
 * you vs. the computer, 8 cards each.  type the number(s) of the card(s)
 * you want to play, or 0 to draw when nothing fits.  several cards at
 * once are fine if they all have the face of the card on the pile.
 * an 8 goes alone and lets you call the next suit.
 * the game is over when someone has no cards left, or when the stock is
 * used up (checked after each turn) - lowest points in hand wins.
 *
 * SEED=<n> to fix the shuffle, C8_DECK=1 to print the shuffled deck.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "deck.h"

#define YOU 0
#define CPU 1
#define MAX_DRAW 3

static card *stock, *pile, *hand[2];
static char called;   /* suit that has to be followed */

static void quit_now(void)
{
    printf("\nsee you next time!\n");
    exit(0);
}

static void get_line(char *buf, int n)
{
    fflush(stdout);
    if (!fgets(buf, n, stdin)) quit_now();
    if (!strchr(buf, '\n')) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF) {}
    }
}

static int fits(card *c)
{
    return c->face == 8 || c->suit == called || c->face == pile->face;
}

static card *any_fit(card *h)
{
    for (; h; h = h->listp)
        if (fits(h)) return h;
    return NULL;
}

static void onto_pile(int who, card *c)
{
    RemoveCard(&hand[who], c);
    c->listp = pile;
    pile = c;
    called = c->suit;
}

static char pick_suit(void)
{
    char buf[64];
    for (;;) {
        printf("Pick a suit [c=♣ d=♦ h=♥ s=♠]: ");
        get_line(buf, sizeof buf);
        char *p = buf;
        while (isspace((unsigned char)*p)) p++;
        char ch = (char)tolower((unsigned char)*p);
        if (ch == 'c' || ch == 'd' || ch == 'h' || ch == 's') return ch;
        printf("hmm, that's not a suit - c, d, h or s please.\n");
    }
}

static char cpu_suit(void)
{
    int cnt[4] = {0, 0, 0, 0};
    const char *s = "cdhs";
    int best = 0;
    for (card *c = hand[CPU]; c; c = c->listp)
        cnt[strchr(s, c->suit) - s]++;
    for (int i = 1; i < 4; i++)
        if (cnt[i] > cnt[best]) best = i;
    return s[best];
}

/* puts cards down for `who`, asks / picks the suit after an 8 */
static void play_cards(int who, card **sel, int n)
{
    printf(who == YOU ? "You play" : "Computer plays");
    for (int i = 0; i < n; i++) {
        printf(" ");
        show(sel[i]);
        onto_pile(who, sel[i]);
    }
    if (hand[who] && sel[n - 1]->face == 8) {
        if (who == YOU) {
            printf("\n");
            called = pick_suit();
            printf("You call %s\n", sym(called));
        } else {
            called = cpu_suit();
            printf(" and calls %s\n", sym(called));
        }
    } else {
        printf("\n");
    }
}

/* draw until something fits (max 3 cards); a fitting card is played */
static void draw_phase(int who)
{
    int drawn = 0;
    while (drawn <= MAX_DRAW && stock) {
        card *c = pop_top(&stock);
        add_back(&hand[who], c);
        drawn++;
        if (who == YOU) {
            printf("You drew ");
            show(c);
            printf("\n");
        } else {
            printf("Computer draws a card\n");
        }
        if (fits(c)) {
            if (who == YOU) {
                show(c);
                printf(" fits - played!\n");
            }
            play_cards(who, &c, 1);
            return;
        }
    }
    if (who == YOU) printf("Nothing fits - you pass\n");
    else printf("Computer passes\n");
}

static void table(void)
{
    printf("\n~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n");
    printf("  On the pile: ");
    show(pile);
    if (called != pile->suit) printf("       (called suit: %s)", sym(called));
    printf("\n  Stockpile: %d | Computer: %d cards\n", size(stock), size(hand[CPU]));
    printf("  Your cards:");
    int i = 1;
    for (card *c = hand[YOU]; c; c = c->listp, i++) {
        printf(" (%d) ", i);
        show(c);
        printf(" ");
    }
    printf("\n");
}

static void your_turn(void)
{
    char buf[256];
    table();
    for (;;) {
        card *sel[52];
        int n = 0, bad = 0;
        printf("What will you play? (number(s), 0 = draw): ");
        get_line(buf, sizeof buf);
        char *tok = strtok(buf, " ,\t\r\n");
        if (!tok) {
            printf("please type something :)\n");
            continue;
        }
        if (strcmp(tok, "0") == 0 && !strtok(NULL, " ,\t\r\n")) {
            if (any_fit(hand[YOU])) {
                printf("you've got a card that fits - no drawing!\n");
                continue;
            }
            draw_phase(YOU);
            return;
        }
        int count = size(hand[YOU]);
        for (; tok && !bad; tok = strtok(NULL, " ,\t\r\n")) {
            char *end;
            long v = strtol(tok, &end, 10);
            if (*end || end == tok) {
                printf("'%s' isn't a number\n", tok);
                bad = 1;
            } else if (v < 1 || v > count) {
                printf("you don't have a card number %s\n", tok);
                bad = 1;
            } else if (n >= 52) {
                bad = 1;
            } else {
                sel[n] = nth(hand[YOU], (int)v);
                for (int j = 0; j < n; j++)
                    if (sel[j] == sel[n]) {
                        printf("card %ld picked twice\n", v);
                        bad = 1;
                    }
                n++;
            }
        }
        if (bad) continue;
        if (n == 1 && !fits(sel[0])) {
            printf("that doesn't fit on ");
            show(pile);
            if (called != pile->suit) printf(" (called suit %s)", sym(called));
            printf("\n");
            continue;
        }
        for (int i = 0; n > 1 && i < n && !bad; i++) {
            if (sel[i]->face == 8) {
                printf("an 8 has to be played by itself\n");
                bad = 1;
            } else if (sel[i]->face != pile->face) {
                printf("more than one card only works with cards of the same face as the pile\n");
                bad = 1;
            }
        }
        if (bad) continue;
        play_cards(YOU, sel, n);
        return;
    }
}

/* computer: a random card that fits; with a face match it dumps all of them */
static void cpu_turn(void)
{
    card *opts[52], *same[4];
    int n = 0, k = 0;
    printf("\n[computer's turn]\n");
    for (card *c = hand[CPU]; c; c = c->listp)
        if (fits(c)) opts[n++] = c;
    if (n == 0) {
        draw_phase(CPU);
        return;
    }
    card *pick = opts[rand() % n];
    if (pick->face != 8 && pick->face == pile->face) {
        for (card *c = hand[CPU]; c && k < 4; c = c->listp)
            if (c->face == pick->face) same[k++] = c;
        play_cards(CPU, same, k);
    } else {
        play_cards(CPU, &pick, 1);
    }
}

/* returns YOU or CPU for the winner, -1 for a draw */
static int game(int first)
{
    stock = CreateDeck();
    shuffle(&stock);
    if (getenv("C8_DECK")) {
        printf("DECK:");
        for (card *c = stock; c; c = c->listp) {
            static const char *f[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
            printf(" %s%c", f[c->face], toupper(c->suit));
        }
        printf("\n");
    }
    for (int i = 0; i < 8; i++) {
        add_back(&hand[YOU], pop_top(&stock));
        add_back(&hand[CPU], pop_top(&stock));
    }
    pile = pop_top(&stock);
    called = pile->suit;
    printf("\nnew game - 8 cards each, %s first\n", first == YOU ? "you go" : "the computer goes");

    int turn = first;
    for (;;) {
        if (turn == YOU) your_turn();
        else cpu_turn();
        if (!hand[YOU] || !hand[CPU] || !stock) break;
        turn = 1 - turn;
    }

    int yp = points(hand[YOU]), cp = points(hand[CPU]);
    printf("\n==== game over ====\n");
    if (!hand[YOU]) printf("you got rid of all your cards!\n");
    else if (!hand[CPU]) printf("the computer got rid of all its cards!\n");
    else printf("the stockpile is used up!\n");
    printf("your hand: ");
    show_list(hand[YOU]);
    printf("\ncomputer's hand: ");
    show_list(hand[CPU]);
    printf("\nFinal count - you: %d, computer: %d\n", yp, cp);
    int w = yp < cp ? YOU : cp < yp ? CPU : -1;
    if (w == YOU) printf("You win!\n");
    else if (w == CPU) printf("Computer wins!\n");
    else printf("It's a draw!\n");
    destroy(&stock);
    destroy(&pile);
    destroy(&hand[YOU]);
    destroy(&hand[CPU]);
    return w;
}

int main(void)
{
    char buf[64];
    const char *s = getenv("SEED");
    srand(s ? (unsigned)atoi(s) : (unsigned)time(NULL));
    printf("*~*~* Crazy Eights *~*~*\n");
    int first = YOU, wins = 0, losses = 0;
    for (;;) {
        int w = game(first);
        if (w == YOU) wins++;
        if (w == CPU) losses++;
        printf("(you've won %d, lost %d so far)\n", wins, losses);
        /* fair play: the loser of a game leads the next one */
        if (w == YOU) first = CPU;
        else if (w == CPU) first = YOU;
        printf("Play again? (Q/q to quit, Enter to continue) ");
        get_line(buf, sizeof buf);
        char *p = buf;
        while (isspace((unsigned char)*p)) p++;
        if (*p == 'q' || *p == 'Q') break;
    }
    printf("bye!\n");
    return 0;
}
