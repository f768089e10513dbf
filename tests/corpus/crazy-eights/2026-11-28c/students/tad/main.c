/*
 * main.c  --  ECE 175 Final Project: Crazy Eights (you vs. the dealer)
 * Author: Tad
 *
 * Game flow:
 *   - statistics: new or existing player (file crazy8_stats.txt)
 *   - lazy shuffling: how thorough is the dealer (1..10)
 *   - each game: create the ordered deck, shuffle, deal 8 + 8 alternately
 *     (user first), turn the top card of the stockpile face up, then the
 *     user and the dealer take turns until a hand is empty or the
 *     stockpile runs out; lowest hand total wins.
 *
 * Set the environment variable SEED to a number to replay the same deals.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "cards.h"
#include "stats.h"

#define LINE_LEN 256
#define MAX_DRAWS 3

/* One game's worth of piles. */
typedef struct {
    card *stock;       /* stockpile, first node = top card            */
    card *discard;     /* discard pile, first node = top card         */
    card *user;        /* the user's hand (kept sorted)               */
    card *dealer;      /* the computer's hand                         */
    char declared;     /* suit named with the last 8, 0 = none        */
    int over;          /* 0 = running, 1 = a hand is empty, 2 = no stock */
} game;

static game G;         /* the game in progress (freed on exit)        */

/* ------------------------------------------------------------------ */
/* input                                                               */
/* ------------------------------------------------------------------ */

static void FreeGame(void)
{
    FreeList(&G.stock);
    FreeList(&G.discard);
    FreeList(&G.user);
    FreeList(&G.dealer);
}

/* End of input anywhere: leave quietly and successfully. */
static void InputClosed(void)
{
    printf("\n\n  (input closed -- goodbye!)\n");
    FreeGame();
    exit(0);
}

/* Reads one line (without the newline).  Exits on end of input. */
static void ReadLine(char *buf, int size)
{
    char *nl;
    fflush(stdout);
    if (fgets(buf, size, stdin) == NULL)
        InputClosed();
    nl = strchr(buf, '\n');
    if (nl != NULL) {
        *nl = '\0';
    } else {                       /* overlong line: throw the rest away */
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
    nl = strchr(buf, '\r');
    if (nl != NULL)
        *nl = '\0';
}

/* First word of a line, lower-cased, into word (may be empty). */
static void FirstWord(const char *line, char *word, int size)
{
    int n = 0;
    while (*line && isspace((unsigned char)*line))
        line++;
    while (*line && !isspace((unsigned char)*line) && n < size - 1)
        word[n++] = (char)tolower((unsigned char)*line++);
    word[n] = '\0';
}

/* ------------------------------------------------------------------ */
/* rules                                                               */
/* ------------------------------------------------------------------ */

static card *Top(void) { return G.discard; }

/* The suit that must be followed: the declared one after an 8. */
static char ActiveSuit(void)
{
    return G.declared ? G.declared : Top()->suit;
}

/* Can this single card go on the discard pile? (6a, 6b, 6c) */
static int CanPlay(const card *c)
{
    return c->face == 8 || c->face == Top()->face || c->suit == ActiveSuit();
}

static int HasPlay(const card *hand)
{
    for (; hand != NULL; hand = hand->listp)
        if (CanPlay(hand))
            return 1;
    return 0;
}

static void Announce(const char *who, const card *c)
{
    char buf[16];
    CardText(c, buf);
    printf(" %s", buf);
    (void)who;
}

/* Move card c from *hand to the top of the discard pile. */
static void Discard(card **hand, card *c)
{
    RemoveCard(hand, c);
    PushTop(&G.discard, c);
    G.declared = 0;
}

/* Suit the dealer likes best: the one it holds most of. */
static char FavouriteSuit(const card *hand)
{
    int count[NUM_SUITS] = { 0, 0, 0, 0 };
    int s, best = 0;
    for (; hand != NULL; hand = hand->listp)
        for (s = 0; s < NUM_SUITS; s++)
            if (SUIT_ORDER[s] == hand->suit && hand->face != 8)
                count[s]++;
    for (s = 1; s < NUM_SUITS; s++)
        if (count[s] > count[best])
            best = s;
    return SUIT_ORDER[best];
}

static char AskSuit(void)
{
    char line[LINE_LEN], word[LINE_LEN];
    int s;

    for (;;) {
        printf("   Call the next suit:  [C]lubs \xE2\x99\xA3   [S]pades \xE2\x99\xA0   "
               "[H]earts \xE2\x99\xA5   [D]iamonds \xE2\x99\xA6  > ");
        ReadLine(line, sizeof line);
        FirstWord(line, word, sizeof word);
        for (s = 0; s < NUM_SUITS; s++) {
            char letter = (char)tolower((unsigned char)SUIT_ORDER[s]);
            char name[16];
            int k;
            strcpy(name, SuitName(SUIT_ORDER[s]));
            for (k = 0; name[k]; k++)
                name[k] = (char)tolower((unsigned char)name[k]);
            if ((word[0] == letter && word[1] == '\0') || strcmp(word, name) == 0)
                return SUIT_ORDER[s];
        }
        printf("   \xE2\x9C\x97 Please type C, S, H or D.\n");
    }
}

/* ------------------------------------------------------------------ */
/* screens                                                             */
/* ------------------------------------------------------------------ */

static void ShowTable(void)
{
    char buf[16];
    CardText(Top(), buf);
    printf("\n  ---------------------------- YOUR TURN ----------------------------\n");
    printf("   Stockpile: %d card(s)   |   Dealer holds: %d card(s)\n",
           CountCards(G.stock), CountCards(G.dealer));
    printf("   Top of the discard pile: %s\n", buf);
    PrintCardArt(Top());
    if (G.declared)
        printf("   Declared suit: %s %s  (follow it or play an 8)\n",
               SuitSymbol(G.declared), SuitName(G.declared));
    printf("   Your hand (%d card(s)):\n", CountCards(G.user));
    PrintHandArt(G.user);
}

static void ShowHelp(void)
{
    printf("   How to play:\n"
           "     3      play card [3]\n"
           "     2 5    play several cards at once -- only cards with the SAME FACE\n"
           "            as the top card; the last one you list ends up on top\n"
           "     D      draw (only when you cannot play); up to 3 cards, you play\n"
           "            the first one that matches, otherwise you pass\n"
           "     Any 8 can be played; then you call the next suit.\n");
}

/* ------------------------------------------------------------------ */
/* turns                                                               */
/* ------------------------------------------------------------------ */

/*
 * Draw up to three cards for `who`; the first card that can be played is
 * played at once.  If the stockpile runs dry, the game ends right there.
 */
static void DrawCards(card **hand, int isUser)
{
    int i;
    char buf[16];
    const char *tag = isUser ? "\xE2\x96\xB6 You" : "\xE2\x97\x80 Dealer";

    for (i = 0; i < MAX_DRAWS; i++) {
        card *c = DrawTop(&G.stock);
        if (c == NULL) {            /* cannot happen: game ends at empty stock */
            G.over = 2;
            return;
        }
        AddCard(hand, c);
        CardText(c, buf);
        if (isUser)
            printf("   %s draw %s", tag, buf);
        else
            printf("   %s draws a card", tag);

        if (G.stock == NULL) {
            printf(" -- that was the last card of the stockpile!\n");
            G.over = 2;
            return;
        }
        if (CanPlay(c)) {
            if (isUser)
                printf(" -- it matches, so you play it.\n");
            else
                printf(".\n   %s plays %s.\n", tag, buf);
            Discard(hand, c);
            if (c->face == 8 && *hand != NULL) {
                if (isUser)
                    G.declared = AskSuit();
                else
                    G.declared = FavouriteSuit(*hand);
                printf("   %s call%s %s %s.\n", tag, isUser ? "" : "s",
                       SuitSymbol(G.declared), SuitName(G.declared));
            }
            if (*hand == NULL)
                G.over = 1;
            return;
        }
        printf(isUser ? " -- no match.\n" : ".\n");
    }
    printf("   %s drew %d cards and none matches -- %s.\n", tag, MAX_DRAWS,
           isUser ? "you pass" : "the dealer passes");
}

static void UserTurn(void)
{
    char line[LINE_LEN];

    ShowTable();
    for (;;) {
        char *tok;
        int picks[DECK_SIZE], n = 0, bad = 0, i, j, handSize;
        card *chosen[DECK_SIZE];
        char word[LINE_LEN];

        printf("   Your move -- card number(s), D = draw, H = help > ");
        ReadLine(line, sizeof line);
        FirstWord(line, word, sizeof word);

        if (word[0] == '\0') {
            printf("   \xE2\x9C\x97 Nothing typed. Enter a card number, or D to draw (H for help).\n");
            continue;
        }
        if (strcmp(word, "h") == 0 || strcmp(word, "?") == 0 || strcmp(word, "help") == 0) {
            ShowHelp();
            continue;
        }
        if (strcmp(word, "d") == 0 || strcmp(word, "draw") == 0) {
            if (HasPlay(G.user)) {
                printf("   \xE2\x9C\x97 You have a playable card -- you may only draw when you cannot play.\n");
                continue;
            }
            DrawCards(&G.user, 1);
            return;
        }

        /* a list of card numbers */
        handSize = CountCards(G.user);
        for (tok = strtok(line, " ,\t"); tok != NULL; tok = strtok(NULL, " ,\t")) {
            char *end;
            long v = strtol(tok, &end, 10);
            if (*end != '\0' || end == tok) {
                printf("   \xE2\x9C\x97 \"%s\" is not a card number. Type H for help.\n", tok);
                bad = 1;
                break;
            }
            if (v < 1 || v > handSize) {
                printf("   \xE2\x9C\x97 There is no card [%ld] -- choose 1 to %d.\n", v, handSize);
                bad = 1;
                break;
            }
            for (j = 0; j < n; j++)
                if (picks[j] == (int)v)
                    break;
            if (j < n) {
                printf("   \xE2\x9C\x97 Card [%ld] is listed twice.\n", v);
                bad = 1;
                break;
            }
            if (n >= DECK_SIZE)
                break;
            picks[n++] = (int)v;
        }
        if (bad)
            continue;
        for (i = 0; i < n; i++)
            chosen[i] = CardAt(G.user, picks[i] - 1);

        if (n == 1) {
            if (!CanPlay(chosen[0])) {
                char a[16], b[16];
                CardText(chosen[0], a);
                CardText(Top(), b);
                if (G.declared)
                    printf("   \xE2\x9C\x97 %s does not go on %s -- the declared suit is %s: play a %s card or an 8.\n",
                           a, b, SuitName(G.declared), SuitName(G.declared));
                else
                    printf("   \xE2\x9C\x97 %s does not go on %s -- match its face or its suit, or play an 8.\n",
                           a, b);
                continue;
            }
        } else {
            for (i = 0; i < n; i++)
                if (chosen[i]->face != Top()->face)
                    break;
            if (i < n) {
                printf("   \xE2\x9C\x97 Several cards at once must ALL have the top card's face (%s).\n",
                       FaceText(Top()->face));
                continue;
            }
        }

        /* legal: put them down in the listed order */
        printf("   \xE2\x96\xB6 You play");
        for (i = 0; i < n; i++) {
            Announce("You", chosen[i]);
            Discard(&G.user, chosen[i]);
        }
        printf("\n");
        if (G.user == NULL) {
            G.over = 1;
            return;
        }
        if (Top()->face == 8) {
            G.declared = AskSuit();
            printf("   \xE2\x96\xB6 You call %s %s.\n", SuitSymbol(G.declared), SuitName(G.declared));
        }
        return;
    }
}

/*
 * The dealer's strategy:
 *   two or more cards with the top card's face -> dump them all;
 *   otherwise the highest card that follows suit or face (gets rid of
 *   points); otherwise an 8 (calling its longest suit); otherwise draw.
 */
static void DealerTurn(void)
{
    card *c, *best = NULL, *eight = NULL;
    card *same[DECK_SIZE];
    int nSame = 0, i;
    char fav;

    printf("\n  --------------------------- DEALER'S TURN --------------------------\n");
    for (c = G.dealer; c != NULL; c = c->listp) {
        if (c->face == 8) {
            if (eight == NULL)
                eight = c;
            continue;
        }
        if (c->face == Top()->face)
            same[nSame++] = c;
        if (CanPlay(c) && (best == NULL || c->face > best->face))
            best = c;
    }

    if (nSame >= 2) {
        /* finish on the suit the dealer holds most of */
        fav = FavouriteSuit(G.dealer);
        for (i = 0; i < nSame - 1; i++)
            if (same[i]->suit == fav) {
                card *t = same[i];
                same[i] = same[nSame - 1];
                same[nSame - 1] = t;
                break;
            }
        printf("   \xE2\x97\x80 Dealer plays");
        for (i = 0; i < nSame; i++) {
            Announce("Dealer", same[i]);
            Discard(&G.dealer, same[i]);
        }
        printf(".\n");
    } else if (best != NULL || eight != NULL) {
        char buf[16];
        c = best ? best : eight;
        CardText(c, buf);
        printf("   \xE2\x97\x80 Dealer plays %s.\n", buf);
        Discard(&G.dealer, c);
        if (c->face == 8 && G.dealer != NULL) {
            G.declared = FavouriteSuit(G.dealer);
            printf("   \xE2\x97\x80 Dealer calls %s %s.\n", SuitSymbol(G.declared), SuitName(G.declared));
        }
    } else {
        DrawCards(&G.dealer, 0);
        return;
    }
    if (G.dealer == NULL)
        G.over = 1;
}

/* ------------------------------------------------------------------ */
/* one game                                                            */
/* ------------------------------------------------------------------ */

static void DealGame(int passes)
{
    int i;

    FreeGame();
    memset(&G, 0, sizeof G);
    G.stock = CreateDeck();
    printf("\n  [demo] The fresh deck, in order:\n");
    PrintCompactList(G.stock, 13);
    ShuffleDeck(&G.stock, passes);
    printf("  [demo] The deck after shuffling (%d passes):\n", passes);
    PrintCompactList(G.stock, 13);

    /* one card to the user, one to the dealer, ... 8 each */
    for (i = 0; i < 8; i++) {
        AddCard(&G.user, DrawTop(&G.stock));
        AddCard(&G.dealer, DrawTop(&G.stock));
    }
    PushTop(&G.discard, DrawTop(&G.stock));   /* turn the top card face up */

    printf("  [demo] Your hand:    ");
    PrintCompactList(G.user, 20);
    printf("  [demo] Dealer's hand:");
    PrintCompactList(G.dealer, 20);
}

/* Plays one game; returns +1 user wins, -1 dealer wins, 0 tie. */
static int PlayGame(int passes)
{
    int up, dp;

    DealGame(passes);
    while (!G.over) {
        UserTurn();
        if (G.over)
            break;
        DealerTurn();
    }

    printf("\n  ============================ GAME OVER ============================\n");
    if (G.over == 2)
        printf("   The stockpile is empty!\n");
    else if (G.user == NULL)
        printf("   You emptied your hand!\n");
    else
        printf("   The dealer emptied its hand!\n");

    up = HandPoints(G.user);
    dp = HandPoints(G.dealer);
    printf("   Your hand   :");
    if (G.user == NULL) printf(" (empty)");
    for (card *c = G.user; c != NULL; c = c->listp) Announce("", c);
    printf("   (%d points)\n", up);
    printf("   Dealer hand :");
    if (G.dealer == NULL) printf(" (empty)");
    for (card *c = G.dealer; c != NULL; c = c->listp) Announce("", c);
    printf("   (%d points)\n", dp);

    if (up < dp) {
        printf("   \xE2\x98\x85\xE2\x98\x85\xE2\x98\x85  YOU WIN!  \xE2\x98\x85\xE2\x98\x85\xE2\x98\x85\n");
        return 1;
    }
    if (dp < up) {
        printf("   The dealer wins this one.\n");
        return -1;
    }
    printf("   It's a tie -- nobody wins.\n");
    return 0;
}

/* ------------------------------------------------------------------ */
/* main                                                                */
/* ------------------------------------------------------------------ */

static int AskLaziness(void)
{
    char line[LINE_LEN];
    for (;;) {
        char *end;
        long v;
        printf("  How thorough a shuffler is the dealer?  1 = very lazy ... 10 = very thorough > ");
        ReadLine(line, sizeof line);
        v = strtol(line, &end, 10);
        while (*end && isspace((unsigned char)*end))
            end++;
        if (end != line && *end == '\0' && v >= 1 && v <= 10)
            return (int)v;
        printf("  \xE2\x9C\x97 Enter a whole number from 1 to 10.\n");
    }
}

static int LoginPlayer(record recs[], int *n)
{
    char line[LINE_LEN], word[LINE_LEN], name[NAME_LEN];
    int isNew, idx;

    for (;;) {
        printf("  Are you a (N)ew player or an (E)xisting player? > ");
        ReadLine(line, sizeof line);
        FirstWord(line, word, sizeof word);
        if (strcmp(word, "n") == 0 || strcmp(word, "new") == 0) { isNew = 1; break; }
        if (strcmp(word, "e") == 0 || strcmp(word, "existing") == 0) { isNew = 0; break; }
        printf("  \xE2\x9C\x97 Please answer N or E.\n");
    }
    for (;;) {
        char *p = line;
        int k = 0;
        printf("  Your name (one word) > ");
        ReadLine(line, sizeof line);
        while (*p && isspace((unsigned char)*p)) p++;
        while (*p && !isspace((unsigned char)*p) && k < NAME_LEN - 1) name[k++] = *p++;
        name[k] = '\0';
        if (k > 0) break;
        printf("  \xE2\x9C\x97 A name, please.\n");
    }
    idx = FindPlayer(recs, *n, name);
    if (idx >= 0) {
        if (isNew)
            printf("  \"%s\" already has a record -- we keep adding to it.\n", name);
        printf("  Welcome back, %s!  Record so far: %d win(s), %d loss(es).\n",
               name, recs[idx].wins, recs[idx].losses);
        return idx;
    }
    if (!isNew)
        printf("  No record for \"%s\" yet -- a new one is created.\n", name);
    if (*n >= MAX_PLAYERS)
        *n = MAX_PLAYERS - 1;          /* file full: reuse the last line */
    idx = (*n)++;
    strcpy(recs[idx].name, name);
    recs[idx].wins = recs[idx].losses = 0;
    SaveStats(recs, *n);
    printf("  Welcome, %s!  Good luck.\n", name);
    return idx;
}

int main(void)
{
    record recs[MAX_PLAYERS];
    int nRecs, me, passes, played = 0, userWins = 0, dealerWins = 0;
    const char *seedText = getenv("SEED");
    char line[LINE_LEN], word[LINE_LEN];

    if (seedText != NULL && *seedText != '\0')
        srand((unsigned)strtoul(seedText, NULL, 10));
    else
        srand((unsigned)time(NULL));

    PrintBanner();
    nRecs = LoadStats(recs, MAX_PLAYERS);
    me = LoginPlayer(recs, &nRecs);
    passes = 100 * AskLaziness();
    printf("  The dealer will make %d shuffling passes over the deck.\n", passes);

    for (;;) {
        int result = PlayGame(passes);
        played++;
        if (result > 0) { userWins++; recs[me].wins++; }
        if (result < 0) { dealerWins++; recs[me].losses++; }
        SaveStats(recs, nRecs);
        printf("   %s: %s.  Record now %d win(s), %d loss(es).\n", recs[me].name,
               result > 0 ? "a WIN" : result < 0 ? "a loss" : "a tie (not counted)",
               recs[me].wins, recs[me].losses);
        printf("   Games this session: %d   |   you won %.1f%%   |   dealer won %.1f%%\n",
               played, 100.0 * userWins / played, 100.0 * dealerWins / played);

        printf("\n  Play another game? (Enter = yes, Q = quit) > ");
        ReadLine(line, sizeof line);
        FirstWord(line, word, sizeof word);
        if (word[0] == 'q')
            break;
    }
    printf("  Thanks for playing, %s!\n", recs[me].name);
    FreeGame();
    return 0;
}
