/*
 * game.c  --  the rules of Crazy Eights (2 players: the user and the dealer)
 *
 * Rules we follow (from the handout):
 *  - the user always moves first, then the dealer, and so on
 *  - a turn is ONE of:
 *      a) any or all cards with the same FACE as the top card
 *      b) one card of the same SUIT as the top card
 *      c) one 8, after which the player names the suit to follow
 *      d) drawing from the stockpile (only when nothing matches) until a
 *         card can be played, at most 3 cards; otherwise the player passes
 *  - after an 8 the next player must follow the named suit or play an 8
 *  - the game ends when a hand is empty or the stockpile is empty; then the
 *    hand with the fewest points (sum of face values) wins
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "cards.h"
#include "game.h"

typedef struct {
    card *stock;     /* face-down stockpile, first card = top      */
    card *discard;   /* discard pile, first card = top card         */
    card *user;      /* the user's hand                             */
    card *dealer;    /* the computer's hand                         */
    char declared;   /* suit named with an 8 ('C','S','H','D') or 0 */
} table;

#define LINE "\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80"

/* ------------------------------------------------------------------ */
/* keyboard input                                                      */
/* ------------------------------------------------------------------ */
void ReadLine(char *buf, int size)
{
    size_t len;
    if (fgets(buf, size, stdin) == NULL) {
        printf("\n\n   [input closed - thanks for playing, goodbye!]\n");
        exit(0);
    }
    len = strlen(buf);
    if (len > 0 && buf[len - 1] == '\n') {
        buf[len - 1] = '\0';
    } else {
        int ch;                      /* line too long: throw the rest away */
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
    len = strlen(buf);
    if (len > 0 && buf[len - 1] == '\r')
        buf[len - 1] = '\0';
}

/* ------------------------------------------------------------------ */
/* rule helpers                                                        */
/* ------------------------------------------------------------------ */
static char SuitToFollow(const table *t)
{
    return t->declared ? t->declared : t->discard->suit;
}

/* can this single card legally go on the discard pile? */
static int Playable(const card *c, const table *t)
{
    if (c->face == 8)
        return 1;                                   /* rule c */
    if (c->suit == SuitToFollow(t))
        return 1;                                   /* rule b */
    if (!t->declared && c->face == t->discard->face)
        return 1;                                   /* rule a */
    return 0;
}

static int AnyPlayable(const card *hand, const table *t)
{
    for (; hand != NULL; hand = hand->listp)
        if (Playable(hand, t))
            return 1;
    return 0;
}

/* a whole set of cards chosen for one turn: returns NULL if legal,
 * otherwise a short explanation */
static const char *CheckPlay(card *picked[], int n, const table *t)
{
    int i;
    if (n == 1)
        return Playable(picked[0], t) ? NULL
               : "That card matches neither the face nor the suit to follow.";
    /* several cards: only allowed as rule a) (same face as the top card) */
    if (t->declared || t->discard->face == 8)
        return "After an 8 you may put down only one card.";
    for (i = 0; i < n; i++) {
        if (picked[i]->face == 8)
            return "An 8 has to be played on its own.";
        if (picked[i]->face != t->discard->face)
            return "Several cards at once must ALL have the same face as the top card.";
    }
    return NULL;
}

static void PlayCards(card **hand, card *picked[], int n, table *t)
{
    int i;
    for (i = 0; i < n; i++) {
        RemoveCard(hand, picked[i]);
        PushCard(&t->discard, picked[i]);
    }
    t->declared = 0;
}

/* the dealer names the suit it holds most of (ties: clubs, spades, hearts, diamonds) */
static char DealerPickSuit(const card *hand)
{
    const char order[4] = { 'C', 'S', 'H', 'D' };
    int count[4] = { 0, 0, 0, 0 };
    int i, best = 0;
    for (; hand != NULL; hand = hand->listp)
        for (i = 0; i < 4; i++)
            if (hand->suit == order[i] && hand->face != 8)
                count[i]++;
    for (i = 1; i < 4; i++)
        if (count[i] > count[best])
            best = i;
    return order[best];
}

static char AskSuit(void)
{
    char buf[128];
    for (;;) {
        char *p;
        printf("   Name the suit to follow  [C]lubs %s  [S]pades %s  [H]earts %s  [D]iamonds %s : ",
               SuitSymbol('C'), SuitSymbol('S'), SuitSymbol('H'), SuitSymbol('D'));
        ReadLine(buf, sizeof buf);
        p = buf;
        while (isspace((unsigned char)*p))
            p++;
        switch (toupper((unsigned char)*p)) {
        case 'C': return 'C';
        case 'S': return 'S';
        case 'H': return 'H';
        case 'D': return 'D';
        }
        printf("   \xE2\x9C\x97 Please type C, S, H or D.\n");
    }
}

/* ------------------------------------------------------------------ */
/* screen                                                              */
/* ------------------------------------------------------------------ */
static void ShowTable(const table *t)
{
    card topCopy = *t->discard;
    topCopy.listp = NULL;

    printf("\n" LINE LINE LINE LINE LINE "\n");
    printf("   Stockpile: %d card(s)      Dealer's hand: %d card(s)\n",
           CountCards(t->stock), CountCards(t->dealer));
    printf("   Top of the discard pile:\n");
    PrintCardsArt(&topCopy, 0);
    if (t->declared)
        printf("   >>> Suit to follow (named with an 8): %s %s\n",
               SuitSymbol(t->declared), SuitName(t->declared));
    printf("   Your hand:\n");
    PrintCardsArt(t->user, 1);
}

static void PrintPicked(card *picked[], int n)
{
    int i;
    for (i = 0; i < n; i++) {
        printf(" ");
        PrintCardShort(picked[i]);
    }
}

/* ------------------------------------------------------------------ */
/* drawing (rule d) -- shared by both players                          */
/* returns 1 if a drawn card was played                                */
/* ------------------------------------------------------------------ */
static int DrawUpToThree(card **hand, table *t, int isUser)
{
    int k;
    for (k = 1; k <= 3; k++) {
        card *c;
        if (t->stock == NULL) {
            printf("   The stockpile is empty - nothing more to draw.\n");
            break;
        }
        c = RemoveTop(&t->stock);
        AppendCard(hand, c);
        if (isUser) {
            printf("   You draw card %d: ", k);
            PrintCardShort(c);
        } else {
            printf("   \xE2\x9E\xA4 Dealer draws a card from the stockpile.");
        }
        if (Playable(c, t)) {
            card *one[1];
            one[0] = c;
            if (isUser)
                printf("  - it matches!\n");
            else
                printf("\n");
            PlayCards(hand, one, 1, t);
            if (isUser)
                printf("   You play: ");
            else
                printf("   \xE2\x9E\xA4 Dealer plays:");
            if (isUser)
                PrintCardShort(c);
            else
                PrintPicked(one, 1);
            printf("\n");
            if (c->face == 8 && *hand != NULL) {
                if (isUser) {
                    t->declared = AskSuit();
                    printf("   You call %s %s.\n", SuitSymbol(t->declared), SuitName(t->declared));
                } else {
                    t->declared = DealerPickSuit(*hand);
                    printf("   \xE2\x9E\xA4 Dealer calls the suit: %s %s\n",
                           SuitSymbol(t->declared), SuitName(t->declared));
                }
            }
            return 1;
        }
        if (isUser)
            printf("  - no match.\n");
        else
            printf("\n");
    }
    if (isUser)
        printf("   No playable card - you pass.\n");
    else
        printf("   \xE2\x9E\xA4 Dealer cannot match and passes.\n");
    return 0;
}

/* ------------------------------------------------------------------ */
/* the user's turn                                                     */
/* ------------------------------------------------------------------ */
static void UserTurn(table *t)
{
    char buf[256];
    card *picked[DECK_SIZE];

    ShowTable(t);
    for (;;) {
        int n = 0, bad = 0, handSize = CountCards(t->user);
        const char *why;
        char *tok;

        printf("   Your move - card number(s) e.g. \"3\" or \"2 5\", or D to draw: ");
        ReadLine(buf, sizeof buf);

        tok = strtok(buf, " ,\t");
        if (tok == NULL) {
            printf("   \xE2\x9C\x97 Nothing entered.\n");
            continue;
        }
        if ((strcmp(tok, "d") == 0 || strcmp(tok, "D") == 0 ||
             strcmp(tok, "draw") == 0 || strcmp(tok, "DRAW") == 0) &&
            strtok(NULL, " ,\t") == NULL) {
            if (AnyPlayable(t->user, t)) {
                printf("   \xE2\x9C\x97 You hold a playable card - you may only draw when nothing matches.\n");
                continue;
            }
            DrawUpToThree(&t->user, t, 1);
            return;
        }
        while (tok != NULL && !bad) {
            char *end;
            long v = strtol(tok, &end, 10);
            int i;
            if (*end != '\0' || v < 1 || v > handSize) {
                printf("   \xE2\x9C\x97 \"%s\" is not a card number between 1 and %d.\n", tok, handSize);
                bad = 1;
                break;
            }
            picked[n] = CardAt(t->user, (int)v - 1);
            for (i = 0; i < n; i++)
                if (picked[i] == picked[n]) {
                    printf("   \xE2\x9C\x97 Card %ld was picked twice.\n", v);
                    bad = 1;
                }
            n++;
            tok = strtok(NULL, " ,\t");
        }
        if (bad)
            continue;
        why = CheckPlay(picked, n, t);
        if (why != NULL) {
            printf("   \xE2\x9C\x97 %s\n", why);
            continue;
        }
        PlayCards(&t->user, picked, n, t);
        printf("   You play:");
        PrintPicked(picked, n);
        printf("\n");
        if (picked[n - 1]->face == 8 && t->user != NULL) {
            t->declared = AskSuit();
            printf("   You call %s %s.\n", SuitSymbol(t->declared), SuitName(t->declared));
        }
        return;
    }
}

/* ------------------------------------------------------------------ */
/* the dealer's turn: a simple but sensible strategy                   */
/*  1. every card with the top card's face (gets rid of many cards)    */
/*  2. else the highest card of the suit to follow                     */
/*  3. else an 8, naming the suit it holds most of                     */
/*  4. else draw                                                       */
/* ------------------------------------------------------------------ */
static void DealerTurn(table *t)
{
    card *picked[DECK_SIZE];
    card *c;
    int n = 0;

    printf("\n   " LINE " Dealer's turn " LINE "\n");

    if (!t->declared && t->discard->face != 8)
        for (c = t->dealer; c != NULL; c = c->listp)
            if (c->face == t->discard->face)
                picked[n++] = c;

    if (n == 0) {
        card *best = NULL;
        for (c = t->dealer; c != NULL; c = c->listp)
            if (c->face != 8 && c->suit == SuitToFollow(t) &&
                (best == NULL || c->face > best->face))
                best = c;
        if (best != NULL)
            picked[n++] = best;
    }
    if (n == 0)
        for (c = t->dealer; c != NULL && n == 0; c = c->listp)
            if (c->face == 8)
                picked[n++] = c;

    if (n == 0) {
        DrawUpToThree(&t->dealer, t, 0);
        return;
    }
    PlayCards(&t->dealer, picked, n, t);
    printf("   \xE2\x9E\xA4 Dealer plays:");
    PrintPicked(picked, n);
    printf("\n");
    if (picked[n - 1]->face == 8 && t->dealer != NULL) {
        t->declared = DealerPickSuit(t->dealer);
        printf("   \xE2\x9E\xA4 Dealer calls the suit: %s %s\n",
               SuitSymbol(t->declared), SuitName(t->declared));
    }
}

/* ------------------------------------------------------------------ */
/* one whole game                                                      */
/* ------------------------------------------------------------------ */
static int Finish(table *t, const char *why)
{
    int up = HandPoints(t->user), dp = HandPoints(t->dealer);
    int result;

    printf("\n   \xE2\x95\x94\xE2\x95\x90\xE2\x95\x90\xE2\x95\x90 GAME OVER \xE2\x95\x90\xE2\x95\x90\xE2\x95\x90\xE2\x95\x97\n");
    printf("   %s\n", why);
    printf("   Dealer's last hand:\n");
    if (t->dealer != NULL)
        PrintListShort(t->dealer, 13);
    else
        printf("   (empty)\n");
    printf("   Points left in hand - You: %d   Dealer: %d\n", up, dp);
    if (up < dp) {
        printf("   \xE2\x98\x85 You win this game! \xE2\x98\x85\n");
        result = RESULT_USER;
    } else if (dp < up) {
        printf("   The dealer wins this game.\n");
        result = RESULT_DEALER;
    } else {
        printf("   It's a tie - nobody wins this one.\n");
        result = RESULT_TIE;
    }
    FreeList(&t->stock);
    FreeList(&t->discard);
    FreeList(&t->user);
    FreeList(&t->dealer);
    return result;
}

int PlayOneGame(int gameNumber)
{
    table t;
    int i;

    t.stock = t.discard = t.user = t.dealer = NULL;
    t.declared = 0;

    printf("\n   ===============  GAME %d  ===============\n", gameNumber);

    /* step 2: a fresh, ordered deck */
    CreateDeck(&t.stock);
    printf("   A fresh deck, in order:\n");
    PrintListShort(t.stock, 13);

    /* step 3: shuffle */
    ShuffleDeck(&t.stock, SHUFFLE_PASSES);
    printf("   The deck after shuffling (%d passes):\n", SHUFFLE_PASSES);
    PrintListShort(t.stock, 13);

    /* step 4: deal one to the user, one to the dealer, ... 8 each */
    for (i = 0; i < HAND_START; i++) {
        AppendCard(&t.user, RemoveTop(&t.stock));
        AppendCard(&t.dealer, RemoveTop(&t.stock));
    }
    printf("   Dealt - your hand:\n");
    PrintListShort(t.user, 13);
    printf("   Dealt - dealer's hand (demo printout):\n");
    PrintListShort(t.dealer, 13);

    /* step 5: turn the top card of the stockpile face up */
    PushCard(&t.discard, RemoveTop(&t.stock));

    /* steps 6 - 8 */
    for (;;) {
        UserTurn(&t);
        if (t.user == NULL)
            return Finish(&t, "You played your last card!");
        if (t.stock == NULL)
            return Finish(&t, "The stockpile is empty - hands are scored.");

        DealerTurn(&t);
        if (t.dealer == NULL)
            return Finish(&t, "The dealer played its last card!");
        if (t.stock == NULL)
            return Finish(&t, "The stockpile is empty - hands are scored.");
    }
}
