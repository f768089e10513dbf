/*
 * main.c  --  ECE 175 Final Project: Crazy Eights (user against the computer)
 *
 * Rules implemented (from the handout):
 *  - ordered 52 card deck, shuffled with the swap algorithm (100 passes)
 *  - 8 cards each, dealt user / computer / user / ...
 *  - the top card of the stockpile starts the discard pile
 *  - on a turn a player either
 *      a) plays any or all cards with the same FACE as the top card,
 *      b) plays one card of the suit to follow,
 *      c) plays an eight and names the suit to follow, or
 *      d) draws (at most 3 cards) until a drawn card can be played;
 *         after 3 useless cards the player passes
 *  - the user always starts
 *  - the game ends when a hand is empty or when the stockpile is empty
 *    (checked at the end of each turn); lowest hand total wins
 *    (Ace = 1 ... King = 13)
 *
 * Extra credit: statistics file (stats.c), card graphics (display.c),
 * CreateDeck()/RemoveCard() (cards.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "cards.h"

/* ---- game state ---- */
static card *deck = NULL;        /* the stockpile (head = top)        */
static card *userHand = NULL;
static card *compHand = NULL;
static card *discard = NULL;     /* discard pile (head = top card)    */
static char suitToFollow;        /* suit that must be followed        */
static int  declaredByEight;     /* 1 when suitToFollow was named     */

/* ---- session statistics ---- */
static char userName[32];
static int totalWins, totalLosses;
static int sessionGames, sessionUser, sessionComp;

static void CleanUp(void)
{
    FreeList(&deck);
    FreeList(&userHand);
    FreeList(&compHand);
    FreeList(&discard);
}

static void QuitAtEof(void)
{
    printf("\n\nNo more input - thanks for playing, goodbye!\n");
    CleanUp();
    exit(0);
}

/* ReadLine: prints the prompt, reads one line (without the newline).
 * Returns 0 at end of input. */
int ReadLine(const char *prompt, char *buf, int size)
{
    size_t len;
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(buf, size, stdin) == NULL)
        return 0;
    len = strlen(buf);
    if (len > 0 && buf[len - 1] != '\n' && !feof(stdin)) {
        int ch;                             /* throw away the rest */
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
    while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
        buf[--len] = '\0';
    return 1;
}

static void Trim(char *s)
{
    char *p = s;
    size_t n;
    while (*p == ' ' || *p == '\t')
        p++;
    memmove(s, p, strlen(p) + 1);
    n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        s[--n] = '\0';
}

/* a card can be played alone when it is an eight, has the face of the
 * top card or has the suit to follow */
static int CanPlayOne(const card *c)
{
    return c->face == 8 || c->face == discard->face || c->suit == suitToFollow;
}

static void PrintOne(const card *c)
{
    card copy = *c;
    copy.listp = NULL;
    PrintCards(&copy, 0);
}

static void ShowTable(void)
{
    printf("\n");
    PrintRule();
    printf(" Stockpile: %d cards   |   Computer holds %d cards\n",
           ListLength(deck), ListLength(compHand));
    printf(" Top of the discard pile:\n");
    PrintOne(discard);
    if (declaredByEight)
        printf(" The eight called for %s %s - play that suit or another eight.\n",
               SuitSymbol(suitToFollow), SuitName(suitToFollow));
    printf(" Your hand:\n");
    PrintCards(userHand, 1);
}

/* move card c from *hand to the top of the discard pile */
static void Discard(card **hand, card *c)
{
    int i = 0;
    card *p;
    for (p = *hand; p != NULL && p != c; p = p->listp)
        i++;
    p = RemoveCard(hand, i);
    if (p != NULL) {
        p->listp = discard;
        discard = p;
    }
}

/* asks the user for the suit after an eight */
static char AskSuit(void)
{
    char line[64];
    for (;;) {
        if (!ReadLine("Name the next suit - (C)lubs, (D)iamonds, (H)earts or (S)pades: ",
                      line, sizeof line))
            QuitAtEof();
        Trim(line);
        if (line[0] != '\0') {
            char *p;
            for (p = line; *p; p++)
                *p = (char)tolower((unsigned char)*p);
            if (!strcmp(line, "c") || !strcmp(line, "clubs") || !strcmp(line, "club"))
                return 'C';
            if (!strcmp(line, "d") || !strcmp(line, "diamonds") || !strcmp(line, "diamond"))
                return 'D';
            if (!strcmp(line, "h") || !strcmp(line, "hearts") || !strcmp(line, "heart"))
                return 'H';
            if (!strcmp(line, "s") || !strcmp(line, "spades") || !strcmp(line, "spade"))
                return 'S';
        }
        printf("That is not a suit. Type C, D, H or S.\n");
    }
}

/* after cards were put on the pile: work out the suit to follow */
static void AfterPlay(int byUser, card *hand)
{
    if (discard->face == 8 && hand != NULL) {
        suitToFollow = byUser ? AskSuit() : suitToFollow;
        declaredByEight = 1;
    } else {
        suitToFollow = discard->suit;
        declaredByEight = 0;
    }
}

/* parses "1 3" or "1,3" into positions (0-based).  Returns the count, or
 * -1 after printing an error. */
static int ParsePositions(char *line, int *pos, int max, int handLen)
{
    int n = 0, i;
    char *tok = strtok(line, " ,\t");
    while (tok != NULL) {
        char *end;
        long v = strtol(tok, &end, 10);
        if (*end != '\0' || end == tok) {
            printf("\"%s\" is not a card number.\n", tok);
            return -1;
        }
        if (v < 1 || v > handLen) {
            printf("There is no card number %ld in your hand (1-%d).\n", v, handLen);
            return -1;
        }
        for (i = 0; i < n; i++)
            if (pos[i] == v - 1) {
                printf("Card %ld was chosen twice.\n", v);
                return -1;
            }
        if (n >= max) {
            printf("Too many cards.\n");
            return -1;
        }
        pos[n++] = (int)(v - 1);
        tok = strtok(NULL, " ,\t");
    }
    if (n == 0)
        printf("Please choose at least one card.\n");
    return n > 0 ? n : -1;
}

/* tries to play the cards typed by the user; returns 1 when played */
static int UserPlay(char *line)
{
    int pos[60];
    card *chosen[60];
    int n, i;
    int len = ListLength(userHand);

    n = ParsePositions(line, pos, 60, len);
    if (n < 0)
        return 0;
    for (i = 0; i < n; i++)
        chosen[i] = CardAt(userHand, pos[i]);

    if (n == 1) {
        if (!CanPlayOne(chosen[0])) {
            printf("You cannot play ");
            PrintInline(chosen[0]);
            printf(": it must match the face of ");
            PrintInline(discard);
            printf(", be one of the %s, or be an eight.\n", SuitName(suitToFollow));
            return 0;
        }
    } else {
        for (i = 0; i < n; i++)
            if (chosen[i]->face != discard->face) {
                printf("Several cards can only be played together when every one of them\n"
                       "has the same face as the top card (");
                PrintInline(discard);
                printf(").\n");
                return 0;
            }
    }

    printf("You play:");
    for (i = 0; i < n; i++) {
        printf(" ");
        PrintInline(chosen[i]);
        Discard(&userHand, chosen[i]);
    }
    printf("\n");
    AfterPlay(1, userHand);
    if (declaredByEight)
        printf("You call %s %s.\n", SuitSymbol(suitToFollow), SuitName(suitToFollow));
    return 1;
}

static void UserTurn(void)
{
    char line[256];
    int drawn = 0, mustPlay = 0;

    ShowTable();
    for (;;) {
        if (!ReadLine(mustPlay ? "Play your card(s) - enter the card number(s): "
                               : "Your move - card number(s) to play, or D to draw: ",
                      line, sizeof line))
            QuitAtEof();
        Trim(line);
        if (line[0] == '\0') {
            printf("Please enter card numbers%s.\n", mustPlay ? "" : " or D");
            continue;
        }
        if ((line[0] == 'd' || line[0] == 'D') && line[1] == '\0') {
            card *c;
            if (mustPlay) {
                printf("You already drew a card you can play - play now.\n");
                continue;
            }
            while (drawn < MAX_DRAWS && deck != NULL) {
                c = RemoveCard(&deck, 0);
                AppendCard(&userHand, c);
                drawn++;
                printf("You drew ");
                PrintInline(c);
                if (CanPlayOne(c)) {
                    printf(" - that one can be played!\n");
                    mustPlay = 1;
                    break;
                }
                printf(" - no match.\n");
            }
            if (mustPlay) {
                printf(" Your hand:\n");
                PrintCards(userHand, 1);
                continue;
            }
            if (deck == NULL)
                printf("The stockpile is empty.\n");
            printf("No playable card drawn (%d drawn) - you pass.\n", drawn);
            return;
        }
        if (UserPlay(line))
            return;
    }
}

/* computer's choice of suit after an eight: the suit it holds most of */
static char ComputerSuit(void)
{
    const char order[4] = { 'C', 'S', 'H', 'D' };
    int cnt[4] = { 0, 0, 0, 0 };
    int i, best = 0;
    card *p;
    for (p = compHand; p != NULL; p = p->listp)
        for (i = 0; i < 4; i++)
            if (p->suit == order[i] && p->face != 8)
                cnt[i]++;
    for (i = 1; i < 4; i++)
        if (cnt[i] > cnt[best])
            best = i;
    return order[best];
}

/* computer: all face matches first, then the highest card of the suit,
 * then an eight.  Returns 1 when something was played. */
static int ComputerTryPlay(void)
{
    card *p, *pick = NULL;
    int faceMatches = 0;

    if (discard->face != 8)
        for (p = compHand; p != NULL; p = p->listp)
            if (p->face == discard->face)
                faceMatches++;

    if (faceMatches > 0) {
        int topFace = discard->face;
        printf("The computer plays:");
        p = compHand;
        while (p != NULL) {
            card *next = p->listp;
            if (p->face == topFace) {
                printf(" ");
                PrintInline(p);
                Discard(&compHand, p);
            }
            p = next;
        }
        printf("\n");
        AfterPlay(0, compHand);
        return 1;
    }

    for (p = compHand; p != NULL; p = p->listp)
        if (p->face != 8 && p->suit == suitToFollow &&
            (pick == NULL || p->face > pick->face))
            pick = p;
    if (pick != NULL) {
        printf("The computer plays: ");
        PrintInline(pick);
        printf("\n");
        Discard(&compHand, pick);
        AfterPlay(0, compHand);
        return 1;
    }

    for (p = compHand; p != NULL; p = p->listp)
        if (p->face == 8) {
            printf("The computer plays: ");
            PrintInline(p);
            Discard(&compHand, p);
            if (compHand != NULL) {
                suitToFollow = ComputerSuit();
                printf(" and calls %s %s\n", SuitSymbol(suitToFollow), SuitName(suitToFollow));
            } else {
                printf("\n");
            }
            AfterPlay(0, compHand);
            return 1;
        }
    return 0;
}

static void ComputerTurn(void)
{
    int drawn = 0;
    printf("\n--- Computer's turn ---\n");
    for (;;) {
        card *c;
        if (ComputerTryPlay())
            return;
        if (drawn >= MAX_DRAWS || deck == NULL) {
            if (deck == NULL)
                printf("The stockpile is empty.\n");
            printf("The computer passes.\n");
            return;
        }
        c = RemoveCard(&deck, 0);
        AppendCard(&compHand, c);
        drawn++;
        printf("The computer draws a card from the stockpile.\n");
    }
}

/* 0 = keep going, otherwise the game is finished */
static int GameOver(void)
{
    return userHand == NULL || compHand == NULL || deck == NULL;
}

static void ShowResult(void)
{
    int up = HandPoints(userHand), cp = HandPoints(compHand);

    printf("\n");
    PrintRule();
    if (userHand == NULL)
        printf(" GAME OVER - you emptied your hand!\n");
    else if (compHand == NULL)
        printf(" GAME OVER - the computer emptied its hand.\n");
    else
        printf(" GAME OVER - the stockpile is empty.\n");
    printf(" Your cards:\n");
    PrintCards(userHand, 0);
    printf(" Computer's cards:\n");
    PrintCards(compHand, 0);
    printf(" Points left - You: %d   Computer: %d\n", up, cp);

    sessionGames++;
    if (up < cp) {
        printf(" *** YOU WIN! ***\n");
        totalWins++;
        sessionUser++;
    } else if (cp < up) {
        printf(" *** THE COMPUTER WINS ***\n");
        totalLosses++;
        sessionComp++;
    } else {
        printf(" *** IT'S A TIE ***\n");
    }
    StatsSave(userName, totalWins, totalLosses);
    printf(" Record of %s: %d wins, %d losses\n", userName, totalWins, totalLosses);
    printf(" This session: %d game(s) played, you won %.1f%%, the computer won %.1f%%\n",
           sessionGames, 100.0 * sessionUser / sessionGames,
           100.0 * sessionComp / sessionGames);
    PrintRule();
}

static void PlayOneGame(void)
{
    CleanUp();
    deck = CreateDeck();
    ShuffleDeck(&deck);
    DealCards(&deck, &userHand, &compHand, HAND_SIZE);
    discard = RemoveCard(&deck, 0);          /* turn the top card up */
    suitToFollow = discard->suit;
    declaredByEight = 0;

    printf("\nThe dealer shuffles the deck and deals %d cards to each of you.\n", HAND_SIZE);
    for (;;) {
        UserTurn();
        if (GameOver())
            break;
        ComputerTurn();
        if (GameOver())
            break;
    }
    ShowResult();
}

int main(void)
{
    const char *seed = getenv("SEED");
    char line[64];

    if (seed != NULL && *seed != '\0')
        srand((unsigned)strtoul(seed, NULL, 10));
    else
        srand((unsigned)time(NULL));

    PrintRule();
    printf("   C R A Z Y   E I G H T S        you against the computer\n");
    PrintRule();
    printf(" Match the top card by face or suit; eights are wild.\n");
    printf(" Several cards with the face of the top card may go down together.\n\n");

    if (!StatsLogin(userName, sizeof userName, &totalWins, &totalLosses))
        QuitAtEof();

    for (;;) {
        PlayOneGame();
        if (!ReadLine("\nPress Q to quit, or Enter for a new game: ", line, sizeof line))
            QuitAtEof();
        Trim(line);
        if (line[0] == 'q' || line[0] == 'Q')
            break;
    }
    printf("Thanks for playing, %s!\n", userName);
    CleanUp();
    return 0;
}
