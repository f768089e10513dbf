/*
 * main.c - Crazy Eights, ECE 175 final project
 * Author: Kara
 *
 * You against the dealer.  52-card deck, 8 cards each, you always start.
 * On your turn you may
 *   a) play one or more cards with the same FACE as the top card,
 *   b) play one card of the suit to follow,
 *   c) play an 8 (on its own) and name the next suit, or
 *   d) when nothing fits: draw (at most 3 cards) until a card fits;
 *      a card that fits is played at once, after 3 misses you pass.
 * The game ends as soon as a hand is empty or the stockpile is empty;
 * the lower number of points (sum of the faces) wins.
 *
 * Test hooks: SEED=<n> replaces time() as the seed, C8_DECK=1 prints the
 * shuffled deck (what the demo asks for) before dealing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "cards.h"

#define HAND_SIZE   8
#define MAX_DRAWS   3
#define SHUFFLES    100

enum { RUNNING = 0, USER_OUT, DEALER_OUT, STOCK_OUT };

typedef struct {
    card *stock;      /* face-down stockpile, first node = next card   */
    card *discard;    /* discard pile, first node = top card           */
    card *user;
    card *dealer;
    char  follow;     /* suit to follow (= top suit unless an 8 named one) */
    int   state;
    int   round;
} Game;

/* ------------------------------------------------------------------ */
/* input helpers                                                       */
/* ------------------------------------------------------------------ */
static int read_line(char *buf, int n)
{
    fflush(stdout);
    if (fgets(buf, n, stdin) == NULL)
        return 0;
    if (strchr(buf, '\n') == NULL) {          /* throw away a long tail */
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
    return 1;
}

static void bye(void)
{
    printf("\n\n  Input closed - thanks for playing Crazy Eights. Bye!\n");
    exit(0);
}

/* ------------------------------------------------------------------ */
/* rules                                                               */
/* ------------------------------------------------------------------ */
static int fits(const card *c, const Game *g)
{
    return c->face == 8 || c->suit == g->follow || c->face == g->discard->face;
}

static int has_fit(card *hand, const Game *g)
{
    for (; hand != NULL; hand = hand->listp)
        if (fits(hand, g))
            return 1;
    return 0;
}

static char ask_suit(void)
{
    char line[128];
    for (;;) {
        char *p = line;
        printf("Name the suit to follow - (C)lubs %s  (D)iamonds %s  (H)earts %s  (S)pades %s : ",
               SuitSymbol('C'), SuitSymbol('D'), SuitSymbol('H'), SuitSymbol('S'));
        if (!read_line(line, sizeof line))
            bye();
        while (isspace((unsigned char)*p)) p++;
        switch (toupper((unsigned char)*p)) {
        case 'C': return 'C';
        case 'D': return 'D';
        case 'H': return 'H';
        case 'S': return 'S';
        }
        printf("   Please type C, D, H or S.\n");
    }
}

/* most frequent suit in a hand (clubs if the hand is empty) */
static char best_suit(card *hand)
{
    const char order[4] = { 'C', 'D', 'H', 'S' };
    int cnt[4] = { 0, 0, 0, 0 }, i, best = 0;
    for (; hand != NULL; hand = hand->listp)
        for (i = 0; i < 4; i++)
            if (hand->suit == order[i] && hand->face != 8)
                cnt[i]++;
    for (i = 1; i < 4; i++)
        if (cnt[i] > cnt[best])
            best = i;
    return order[best];
}

/* ------------------------------------------------------------------ */
/* screen                                                              */
/* ------------------------------------------------------------------ */
static void show_table(const Game *g)
{
    card *top = g->discard;
    printf("\n---------------------------- Round %d ----------------------------\n", g->round);
    printf("  Stockpile: %d cards      Dealer's hand: %d cards\n",
           CountCards(g->stock), CountCards(g->dealer));
    printf("  Top of the discard pile:\n");
    top = g->discard;
    {
        card one = *top;       /* print just the top card */
        one.listp = NULL;
        PrintCardArt(&one, 0);
    }
    if (g->follow != g->discard->suit)
        printf("  Suit to follow: %s %s (named with the 8)\n",
               SuitSymbol(g->follow), SuitName(g->follow));
    printf("  Your hand (%d cards):\n", CountCards(g->user));
    PrintCardArt(g->user, 1);
}

/* ------------------------------------------------------------------ */
/* moving cards                                                        */
/* ------------------------------------------------------------------ */
static void discard_card(Game *g, card **hand, card *c)
{
    RemoveCard(hand, c);
    PushTop(&g->discard, c);
    g->follow = c->suit;
}

/* the user plays the cards in sel[] (already checked) */
static void user_plays(Game *g, card **sel, int n)
{
    char nm[16];
    int i;
    printf("  You play");
    for (i = 0; i < n; i++) {
        CardName(sel[i], nm);
        printf(" %s", nm);
        discard_card(g, &g->user, sel[i]);
    }
    printf(".\n");
    if (g->user == NULL) {
        g->state = USER_OUT;
        return;
    }
    if (sel[n - 1]->face == 8) {
        g->follow = ask_suit();
        printf("  You call %s %s.\n", SuitSymbol(g->follow), SuitName(g->follow));
    }
}

/* draw for the user: returns when a card fitted, after 3 misses, or
   when the stockpile ran out (game over at once) */
static void user_draws(Game *g)
{
    int d;
    char nm[16];
    for (d = 1; d <= MAX_DRAWS; d++) {
        card *c = TakeTop(&g->stock);
        AddCard(&g->user, c);
        CardName(c, nm);
        printf("  You draw %s. (stockpile: %d)\n", nm, CountCards(g->stock));
        if (g->stock == NULL) {
            g->state = STOCK_OUT;
            return;
        }
        if (fits(c, g)) {
            printf("  That one fits!\n");
            user_plays(g, &c, 1);
            return;
        }
    }
    printf("  Three cards and still no match - you pass.\n");
}

static void user_turn(Game *g)
{
    char line[256], nm[16], tnm[16];
    show_table(g);
    for (;;) {
        card *sel[64];
        int n = 0, i, j, bad = 0, count = CountCards(g->user);
        char *tok;

        printf("Your move - card number(s) to play (e.g. 3, or 2 5 for cards of the same face), D to draw: ");
        if (!read_line(line, sizeof line))
            bye();

        tok = strtok(line, " ,\t\r\n");
        if (tok == NULL) {
            printf("   Nothing typed - enter card number(s) or D.\n");
            continue;
        }
        if ((strcmp(tok, "d") == 0 || strcmp(tok, "D") == 0 ||
             strcmp(tok, "draw") == 0 || strcmp(tok, "DRAW") == 0) &&
            strtok(NULL, " ,\t\r\n") == NULL) {
            if (has_fit(g->user, g)) {
                printf("   You have a card that can be played, so you may not draw.\n");
                continue;
            }
            user_draws(g);
            return;
        }

        while (tok != NULL && !bad) {
            char *end;
            long k = strtol(tok, &end, 10);
            if (*end != '\0' || end == tok) {
                printf("   \"%s\" is not a card number - enter card number(s) or D.\n", tok);
                bad = 1;
            } else if (k < 1 || k > count) {
                printf("   There is no card number %s in your hand (1-%d).\n", tok, count);
                bad = 1;
            } else if (n >= 64) {
                printf("   That is far too many cards.\n");
                bad = 1;
            } else {
                sel[n] = CardAt(g->user, (int)k);
                for (j = 0; j < n; j++)
                    if (sel[j] == sel[n]) {
                        printf("   You listed card %ld twice.\n", k);
                        bad = 1;
                    }
                n++;
            }
            tok = strtok(NULL, " ,\t\r\n");
        }
        if (bad)
            continue;

        CardName(g->discard, tnm);
        if (n == 1) {
            if (!fits(sel[0], g)) {
                CardName(sel[0], nm);
                if (g->follow != g->discard->suit)
                    printf("   %s can't be played - follow %s %s or play an 8.\n",
                           nm, SuitSymbol(g->follow), SuitName(g->follow));
                else
                    printf("   %s doesn't match %s - match the face or the suit, or play an 8.\n",
                           nm, tnm);
                continue;
            }
        } else {
            for (i = 0; i < n && !bad; i++) {
                if (sel[i]->face == 8) {
                    printf("   An 8 has to be played on its own.\n");
                    bad = 1;
                } else if (sel[i]->face != g->discard->face) {
                    printf("   Several cards at once only works when they all have the face of the top card (%s).\n", tnm);
                    bad = 1;
                }
            }
            if (bad)
                continue;
        }
        user_plays(g, sel, n);
        return;
    }
}

/* ------------------------------------------------------------------ */
/* the dealer (computer)                                               */
/* ------------------------------------------------------------------ */
static void dealer_plays(Game *g, card **sel, int n)
{
    char nm[16];
    int i;
    printf("  Dealer plays");
    for (i = 0; i < n; i++) {
        CardName(sel[i], nm);
        printf(" %s", nm);
        discard_card(g, &g->dealer, sel[i]);
    }
    if (g->dealer == NULL) {
        printf(".\n");
        g->state = DEALER_OUT;
        return;
    }
    if (sel[n - 1]->face == 8) {
        g->follow = best_suit(g->dealer);
        printf(" and calls %s %s!\n", SuitSymbol(g->follow), SuitName(g->follow));
    } else {
        printf(".\n");
    }
}

/* strategy: dump every card with the top card's face, else the highest
   card of the suit to follow, else an 8, else draw */
static int dealer_choose(Game *g)
{
    card *sel[8];
    card *c, *best = NULL, *eight = NULL;
    int n = 0;

    if (g->discard->face != 8) {
        for (c = g->dealer; c != NULL && n < 8; c = c->listp)
            if (c->face == g->discard->face)
                sel[n++] = c;
        if (n > 0) {
            /* finish on the card whose suit we hold most of */
            char s = best_suit(g->dealer);
            int i;
            for (i = 0; i < n - 1; i++)
                if (sel[i]->suit == s) {
                    card *t = sel[i]; sel[i] = sel[n - 1]; sel[n - 1] = t;
                    break;
                }
            dealer_plays(g, sel, n);
            return 1;
        }
    }
    for (c = g->dealer; c != NULL; c = c->listp) {
        if (c->face == 8) {
            if (eight == NULL) eight = c;
        } else if (c->suit == g->follow && (best == NULL || c->face > best->face)) {
            best = c;
        }
    }
    if (best == NULL)
        best = eight;
    if (best == NULL)
        return 0;
    dealer_plays(g, &best, 1);
    return 1;
}

static void dealer_turn(Game *g)
{
    int d;
    printf("\n  ~~ Dealer's turn ~~\n");
    if (dealer_choose(g))
        return;
    for (d = 1; d <= MAX_DRAWS; d++) {
        card *c = TakeTop(&g->stock);
        AddCard(&g->dealer, c);
        printf("  Dealer draws a card. (stockpile: %d)\n", CountCards(g->stock));
        if (g->stock == NULL) {
            g->state = STOCK_OUT;
            return;
        }
        if (fits(c, g)) {
            dealer_plays(g, &c, 1);
            return;
        }
    }
    printf("  Dealer passes (no match in %d cards).\n", MAX_DRAWS);
}

/* ------------------------------------------------------------------ */
/* one whole game; returns +1 user won, -1 dealer won, 0 tie           */
/* ------------------------------------------------------------------ */
static int play_game(void)
{
    Game g;
    int i, up, dp, result;

    memset(&g, 0, sizeof g);
    g.stock = CreateDeck();
    ShuffleDeck(&g.stock, SHUFFLES);
    if (getenv("C8_DECK") != NULL)
        PrintDeckCodes("DECK", g.stock);

    /* deal: user, dealer, user, dealer ... 8 cards each */
    for (i = 0; i < HAND_SIZE; i++) {
        AddCard(&g.user, TakeTop(&g.stock));
        AddCard(&g.dealer, TakeTop(&g.stock));
    }
    PushTop(&g.discard, TakeTop(&g.stock));
    g.follow = g.discard->suit;
    printf("  The deck is shuffled and 8 cards are dealt to each of you.\n");

    g.state = RUNNING;
    g.round = 1;
    while (g.state == RUNNING) {
        user_turn(&g);
        if (g.state != RUNNING)
            break;
        dealer_turn(&g);
        g.round++;
    }

    up = HandPoints(g.user);
    dp = HandPoints(g.dealer);
    printf("\n  *************************** GAME OVER ***************************\n");
    if (g.state == USER_OUT)
        printf("  You played your last card!\n");
    else if (g.state == DEALER_OUT)
        printf("  The dealer played its last card!\n");
    else
        printf("  The stockpile is empty!\n");
    printf("  Your hand   : ");
    PrintCardLine(g.user);
    printf("  -> %d points\n", up);
    printf("  Dealer hand : ");
    PrintCardLine(g.dealer);
    printf("  -> %d points\n", dp);
    if (up < dp) {
        printf("  >>> You win! <<<\n");
        result = 1;
    } else if (dp < up) {
        printf("  >>> The dealer wins! <<<\n");
        result = -1;
    } else {
        printf("  >>> It's a tie! <<<\n");
        result = 0;
    }

    FreeCards(&g.stock);
    FreeCards(&g.discard);
    FreeCards(&g.user);
    FreeCards(&g.dealer);
    return result;
}

int main(void)
{
    const char *seed = getenv("SEED");
    player_rec me;
    int played = 0, won = 0, lost = 0;
    char line[128];

    if (seed != NULL && *seed != '\0')
        srand((unsigned)strtoul(seed, NULL, 10));
    else
        srand((unsigned)time(NULL));

    PrintBanner();
    if (!StatsLogin(&me))
        bye();

    for (;;) {
        char *p = line;
        int r = play_game();
        played++;
        if (r > 0) { won++;  me.wins++; }
        if (r < 0) { lost++; me.losses++; }
        StatsSave(&me);
        printf("  %s's record: %d win%s, %d loss%s.\n", me.name,
               me.wins, me.wins == 1 ? "" : "s", me.losses, me.losses == 1 ? "" : "es");
        printf("  This session: %d game%s played - you won %.1f%%, the dealer won %.1f%%.\n",
               played, played == 1 ? "" : "s", 100.0 * won / played, 100.0 * lost / played);

        printf("\nPlay a new game? (press Enter to play, Q/q to quit): ");
        if (!read_line(line, sizeof line))
            bye();
        while (isspace((unsigned char)*p)) p++;
        if (*p == 'q' || *p == 'Q')
            break;
    }
    printf("\n  Thanks for playing, %s!\n", me.name);
    return 0;
}
