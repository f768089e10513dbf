/* main.c - Vera's Crazy Eights (ECE 175 final project)
 *
 * You against the computer. You always go first. On your turn you can
 *   - play one card of the same suit as the top card (or the called suit),
 *   - play one or more cards with the same face as the top card,
 *   - play any 8 and call a suit,
 *   - or draw (up to 3 cards, stopping at the first one you can play;
 *     if none of the 3 fits you pass).
 * The game ends when a hand is empty or the stockpile runs out; the
 * smaller total of face values wins.
 *
 * Cards in your hand are numbered from 0.
 * Environment variable SEED (a number) replaces time() as the seed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "deck.h"

#define MAX_DRAW 3

typedef struct {
    card *stock;        /* stockpile (head = top) */
    card *discard;      /* discard pile (head = top card) */
    card *user;
    card *comp;
    char calledSuit;    /* suit called after an 8, '\0' when none */
    int finished;       /* set when the game is over */
} Table;

static Table table;

/* ------------------------------------------------------------ input */

static void quitOnEOF(void)
{
    printf("\nEnd of input - bye.\n");
    freeCards(&table.stock);
    freeCards(&table.discard);
    freeCards(&table.user);
    freeCards(&table.comp);
    exit(0);
}

/* read a whole line into buf (newline removed); exits at end of input */
static void getLine(char *buf, int size)
{
    int len;
    fflush(stdout);
    if (fgets(buf, size, stdin) == NULL)
        quitOnEOF();
    len = (int)strlen(buf);
    if (len > 0 && buf[len - 1] == '\n') {
        buf[--len] = '\0';
    } else {
        int ch;                      /* line too long: skip the rest */
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
    if (len > 0 && buf[len - 1] == '\r')
        buf[--len] = '\0';
}

static void trim(char *s)
{
    int start = 0, len;
    while (isspace((unsigned char)s[start]))
        start++;
    memmove(s, s + start, strlen(s + start) + 1);
    len = (int)strlen(s);
    while (len > 0 && isspace((unsigned char)s[len - 1]))
        s[--len] = '\0';
}

static int yesNo(const char *question)
{
    char line[100];
    for (;;) {
        printf("%s", question);
        getLine(line, sizeof(line));
        trim(line);
        if (line[0] == 'y' || line[0] == 'Y')
            return 1;
        if (line[0] == 'n' || line[0] == 'N')
            return 0;
        printf("Invalid: please answer y or n.\n");
    }
}

/* ------------------------------------------------------------ rules */

static char suitToFollow(void)
{
    return table.calledSuit != '\0' ? table.calledSuit : table.discard->suit;
}

static int isPlayable(card *c)
{
    card *top = table.discard;
    return c->face == 8 || c->face == top->face || c->suit == suitToFollow();
}

static void discardCard(card **hand, card *c)
{
    RemoveCard(hand, c);
    putOnTop(&table.discard, c);
    table.calledSuit = '\0';
}

static char askSuit(void)
{
    char line[100];
    static const char codes[4] = { 'C', 'D', 'H', 'S' };
    int i;
    for (;;) {
        printf("Which suit do you call (clubs, diamonds, hearts, spades)? ");
        getLine(line, sizeof(line));
        trim(line);
        for (i = 0; line[i]; i++)
            line[i] = (char)tolower((unsigned char)line[i]);
        for (i = 0; i < 4; i++) {
            char word[20];
            int k;
            strcpy(word, suitName(codes[i]));
            for (k = 0; word[k]; k++)
                word[k] = (char)tolower((unsigned char)word[k]);
            if (strcmp(line, word) == 0 || (line[0] == word[0] && line[1] == '\0'))
                return codes[i];
        }
        printf("Invalid: \"%s\" is not a suit.\n", line);
    }
}

/* ------------------------------------------------------------ display */

static void showState(void)
{
    card *c;
    int i = 0;
    printf("\nTop card: ");
    printCard(table.discard);
    printf("\n");
    if (table.calledSuit != '\0')
        printf("(Suit in play: %s)\n", suitName(table.calledSuit));
    printf("Stockpile: %d cards, computer has %d cards.\n",
           countCards(table.stock), countCards(table.comp));
    printf("Your hand:\n");
    for (c = table.user; c != NULL; c = c->listp) {
        printf("  %2d) ", i++);
        printCard(c);
        printf("%s\n", isPlayable(c) ? "   *" : "");
    }
}

/* ------------------------------------------------------------ turns */

/* Tries to play the numbers typed by the user.  Returns 1 if it worked. */
static int tryPlay(char *line)
{
    card *picked[52];
    int count = 0, i, j, size = countCards(table.user);
    char *tok;

    for (tok = strtok(line, " \t,"); tok != NULL; tok = strtok(NULL, " \t,")) {
        char *end;
        long idx = strtol(tok, &end, 10);
        if (*end != '\0') {
            printf("Invalid: \"%s\" is not a card number.\n", tok);
            return 0;
        }
        if (idx < 0 || idx >= size) {
            printf("Invalid: there is no card number %ld (use 0 to %d).\n", idx, size - 1);
            return 0;
        }
        for (j = 0; j < count; j++)
            if (picked[j] == cardAt(table.user, (int)idx)) {
                printf("Invalid: card %ld was typed twice.\n", idx);
                return 0;
            }
        if (count < 52)
            picked[count++] = cardAt(table.user, (int)idx);
    }
    if (count == 0) {
        printf("Invalid: type at least one card number, or d to draw.\n");
        return 0;
    }
    if (count == 1 && !isPlayable(picked[0])) {
        printf("Invalid: the ");
        printCard(picked[0]);
        printf(" does not match the top card.\n");
        return 0;
    }
    if (count > 1) {
        for (i = 0; i < count; i++) {
            if (picked[i]->face != table.discard->face) {
                printf("Invalid: more than one card can only be played if all of them "
                       "have the same face as the top card.\n");
                return 0;
            }
        }
    }

    printf("You played: ");
    for (i = 0; i < count; i++) {
        printCard(picked[i]);
        printf(i + 1 < count ? ", " : "\n");
        discardCard(&table.user, picked[i]);
    }
    if (table.user == NULL) {
        table.finished = 1;
    } else if (table.discard->face == 8) {
        table.calledSuit = askSuit();
        printf("You called %s.\n", suitName(table.calledSuit));
    }
    return 1;
}

/* draws up to 3 cards; returns 1 if the last one drawn can be played */
static int drawCards(card **hand, int isUser)
{
    int i;
    for (i = 0; i < MAX_DRAW; i++) {
        card *c = takeTop(&table.stock);
        addToEnd(hand, c);
        if (isUser) {
            printf("You drew the ");
            printCard(c);
            printf(".\n");
        } else {
            printf("Computer drew a card.\n");
        }
        if (table.stock == NULL) {
            printf("That was the last card of the stockpile.\n");
            table.finished = 1;
            return 0;
        }
        if (isPlayable(c))
            return 1;
    }
    return 0;
}

static void userTurn(void)
{
    char line[256];
    int drew = 0;

    showState();
    for (;;) {
        if (drew)
            printf("Your move (card numbers separated by spaces): ");
        else
            printf("Your move (card numbers separated by spaces, d = draw): ");
        getLine(line, sizeof(line));
        trim(line);

        if (strcmp(line, "d") == 0 || strcmp(line, "D") == 0) {
            if (drew) {
                printf("Invalid: you already drew this turn - play a card.\n");
                continue;
            }
            drew = 1;
            if (!drawCards(&table.user, 1)) {
                if (!table.finished)
                    printf("None of the %d cards can be played. You pass.\n", MAX_DRAW);
                return;
            }
            printf("You can play now.\n");
            showState();
            continue;
        }
        if (tryPlay(line))
            return;
    }
}

/* The computer picks one of its legal moves at random.  A move is either
 * a single playable card or all of its cards with the top card's face. */
static void computerTurn(void)
{
    card *options[60];
    int nOptions = 0, sameFace = 0, choice;
    card *c;

    printf("\n--- Computer's turn ---\n");
    for (c = table.comp; c != NULL; c = c->listp) {
        if (isPlayable(c))
            options[nOptions++] = c;
        if (c->face == table.discard->face)
            sameFace++;
    }
    if (nOptions == 0) {
        if (!drawCards(&table.comp, 0)) {
            if (!table.finished)
                printf("Computer could not play and passes.\n");
            return;
        }
        /* the card just drawn is the last one in the hand */
        for (c = table.comp; c->listp != NULL; c = c->listp)
            ;
        options[0] = c;
        nOptions = 1;
        sameFace = 0;
    }
    if (sameFace >= 2)
        options[nOptions++] = NULL;       /* NULL = "all cards of that face" */
    choice = rand() % nOptions;

    printf("Computer played: ");
    if (options[choice] == NULL) {
        int face = table.discard->face, first = 1;
        c = table.comp;
        while (c != NULL) {
            card *next = c->listp;
            if (c->face == face) {
                printf(first ? "" : ", ");
                printCard(c);
                discardCard(&table.comp, c);
                first = 0;
            }
            c = next;
        }
        printf("\n");
    } else {
        printCard(options[choice]);
        printf("\n");
        discardCard(&table.comp, options[choice]);
    }
    if (table.comp == NULL) {
        table.finished = 1;
    } else if (table.discard->face == 8) {
        static const char codes[4] = { 'C', 'D', 'H', 'S' };
        table.calledSuit = codes[rand() % 4];
        printf("Computer called %s.\n", suitName(table.calledSuit));
    }
}

/* ------------------------------------------------------------ game */

/* returns 1 user won, 2 computer won, 0 draw */
static int playGame(int number, int demo)
{
    int i, up, cp;

    freeCards(&table.stock);
    freeCards(&table.discard);
    freeCards(&table.user);
    freeCards(&table.comp);
    table.calledSuit = '\0';
    table.finished = 0;

    printf("\n========== Game %d ==========\n", number);
    table.stock = CreateDeck();
    if (demo) {
        printf("Deck in order:\n");
        printCardList(table.stock);
    }
    shuffleDeck(&table.stock);
    if (demo) {
        printf("Deck after shuffling:\n");
        printCardList(table.stock);
    }
    for (i = 0; i < 8; i++) {
        addToEnd(&table.user, takeTop(&table.stock));
        addToEnd(&table.comp, takeTop(&table.stock));
    }
    putOnTop(&table.discard, takeTop(&table.stock));
    if (demo) {
        printf("Your hand:\n");
        printCardList(table.user);
        printf("Computer's hand:\n");
        printCardList(table.comp);
    }

    while (!table.finished) {
        userTurn();
        if (table.finished)
            break;
        computerTurn();
    }

    printf("\n*** Game over: ");
    if (table.stock == NULL)
        printf("the stockpile is empty. ***\n");
    else if (table.user == NULL)
        printf("you have no cards left. ***\n");
    else
        printf("the computer has no cards left. ***\n");
    up = handPoints(table.user);
    cp = handPoints(table.comp);
    printf("Your cards:\n");
    printCardList(table.user);
    printf("  = %d points\n", up);
    printf("Computer's cards:\n");
    printCardList(table.comp);
    printf("  = %d points\n", cp);
    if (up < cp) {
        printf("You win!\n");
        return 1;
    }
    if (cp < up) {
        printf("The computer wins!\n");
        return 2;
    }
    printf("It's a draw (same points).\n");
    return 0;
}

int main(void)
{
    char line[100];
    char *seed = getenv("SEED");
    int demo, games = 0;

    if (seed != NULL && seed[0] != '\0')
        srand((unsigned int)strtoul(seed, NULL, 10));
    else
        srand((unsigned int)time(NULL));

    printf("=====================================\n");
    printf("   CRAZY EIGHTS - you vs. computer\n");
    printf("=====================================\n");
    demo = yesNo("Show the deck and both hands each game (demo mode)? (y/n): ");

    for (;;) {
        playGame(++games, demo);
        printf("\nPlay another game? (any key = yes, Q/q = quit): ");
        getLine(line, sizeof(line));
        trim(line);
        if (line[0] == 'q' || line[0] == 'Q')
            break;
    }
    printf("Thanks for playing!\n");
    freeCards(&table.stock);
    freeCards(&table.discard);
    freeCards(&table.user);
    freeCards(&table.comp);
    return 0;
}
