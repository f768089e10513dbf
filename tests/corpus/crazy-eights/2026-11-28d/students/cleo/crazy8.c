/*******************************************************************
 * ECE 175 Final Project - Crazy Eights
 * Cleo M.
 *
 * user vs. computer, linked lists for the deck, the hands and the
 * discard pile.   gcc *.c -o prog -lm
 * (environment variable SEED = fixed seed for testing)
 *******************************************************************/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct card_s {
    char suit;
    int face;
    struct card_s *listp;
} card;

/* ---------- globals for one game ---------- */
card *stockpile = NULL;
card *discardPile = NULL;      /* head = top card */
card *userHand = NULL;
card *compHand = NULL;
char declaredSuit = 0;         /* set after an 8 */
int gameOver = 0;

/* ================= list functions ================= */

card *newCard(char suit, int face)
{
    card *c = (card *)malloc(sizeof(card));
    c->suit = suit;
    c->face = face;
    c->listp = NULL;
    return c;
}

/* put c on the front of the list */
void pushCard(card **head, card *c)
{
    c->listp = *head;
    *head = c;
}

/* put c at the end of the list */
void appendCard(card **head, card *c)
{
    card *p;
    c->listp = NULL;
    if (*head == NULL) { *head = c; return; }
    p = *head;
    while (p->listp != NULL) p = p->listp;
    p->listp = c;
}

/* unlink c from the list */
void RemoveCard(card **head, card *c)
{
    card *p;
    if (*head == c) { *head = c->listp; c->listp = NULL; return; }
    for (p = *head; p != NULL && p->listp != c; p = p->listp)
        ;
    if (p != NULL) { p->listp = c->listp; c->listp = NULL; }
}

int listSize(card *h) { int n = 0; while (h) { n++; h = h->listp; } return n; }

card *nth(card *h, int n)       /* n from 1 */
{
    while (h != NULL && n > 1) { h = h->listp; n--; }
    return h;
}

void freeList(card **head)
{
    while (*head) { card *t = *head; *head = t->listp; free(t); }
}

/* clubs, hearts, spades, diamonds - A..K each */
void CreateDeck(card **deck)
{
    char suits[4] = { 'C', 'H', 'S', 'D' };
    int s, f;
    *deck = NULL;
    for (s = 0; s < 4; s++)
        for (f = 1; f <= 13; f++)
            appendCard(deck, newCard(suits[s], f));
}

void shuffleDeck(card **deck)
{
    card *a[52];
    card *p = *deck;
    int i, k, r, n = 0;
    while (p != NULL) { a[n++] = p; p = p->listp; }
    for (k = 0; k < 200; k++) {
        for (i = 0; i < n; i++) {
            r = rand() % 51;
            p = a[i]; a[i] = a[r]; a[r] = p;
        }
    }
    *deck = NULL;
    for (i = n - 1; i >= 0; i--)
        pushCard(deck, a[i]);
}

/* ================= printing ================= */

const char *suitStr(char s)
{
    if (s == 'C') return "\xE2\x99\xA3";
    if (s == 'H') return "\xE2\x99\xA5";
    if (s == 'S') return "\xE2\x99\xA0";
    return "\xE2\x99\xA6";
}

void printCard(card *c)
{
    const char *faces[] = { "", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
    printf("%s%s", faces[c->face], suitStr(c->suit));
}

void printList(card *h)
{
    while (h) { printCard(h); if (h->listp) printf(", "); h = h->listp; }
    printf("\n");
}

int handValue(card *h)
{
    int v = 0;
    for (; h; h = h->listp) v += h->face;
    return v;
}

/* ================= input ================= */

void readInput(char *buf, int size)
{
    int n;
    if (fgets(buf, size, stdin) == NULL) {
        printf("\ngoodbye\n");
        exit(0);
    }
    n = strlen(buf);
    if (n && buf[n - 1] == '\n') buf[--n] = 0;
    else { int ch; while ((ch = getchar()) != '\n' && ch != EOF) ; }
    if (n && buf[n - 1] == '\r') buf[--n] = 0;
}

/* ================= rules ================= */

/* can the user put card c on the pile? */
int legalMove(card *c)
{
    card *top = discardPile;
    if (c->face == 8) return 1;
    if (declaredSuit) return c->suit == declaredSuit;
    return c->suit == top->suit || c->face == top->face;
}

/* computer's check */
int compCanPlay(card *c)
{
    card *top = discardPile;
    if (c->face == 8) return 1;
    return c->suit == top->suit || c->face == top->face;
}

void discardCard(card **hand, card *c)
{
    RemoveCard(hand, c);
    pushCard(&discardPile, c);
    declaredSuit = 0;
}

char chooseSuit(void)
{
    char buf[64];
    while (1) {
        printf("new suit (C/H/S/D): ");
        readInput(buf, sizeof(buf));
        if (buf[0] == 'c' || buf[0] == 'C') return 'C';
        if (buf[0] == 'h' || buf[0] == 'H') return 'H';
        if (buf[0] == 's' || buf[0] == 'S') return 'S';
        if (buf[0] == 'd' || buf[0] == 'D') return 'D';
        printf("not a suit\n");
    }
}

/* draw one card for a player; returns NULL when the stock is empty */
card *drawOne(card **hand)
{
    card *c = stockpile;
    if (c == NULL) {
        gameOver = 1;       /* no card left in the stockpile -> game ends */
        return NULL;
    }
    RemoveCard(&stockpile, c);
    appendCard(hand, c);
    return c;
}

/* ================= turns ================= */

void showTable(void)
{
    card *p;
    int i = 1;
    printf("\n------------------------------\n");
    printf("Top card : ");
    printCard(discardPile);
    if (declaredSuit) printf("   (8 played - suit is %s)", suitStr(declaredSuit));
    printf("\nStock    : %d\n", listSize(stockpile));
    printf("CPU cards: %d\n", listSize(compHand));
    printf("Your hand:\n");
    for (p = userHand; p; p = p->listp) {
        printf(" [%d] ", i++);
        printCard(p);
        printf("\n");
    }
}

void userDraws(void)
{
    int k;
    for (k = 0; k < 3; k++) {
        card *c = drawOne(&userHand);
        if (c == NULL) {
            printf("stockpile is empty\n");
            return;
        }
        printf("you drew ");
        printCard(c);
        printf("\n");
        if (legalMove(c)) {
            discardCard(&userHand, c);
            printf("you play ");
            printCard(c);
            printf("\n");
            if (c->face == 8 && userHand != NULL) declaredSuit = chooseSuit();
            return;
        }
    }
    printf("no match - you pass\n");
}

int hasLegal(void)
{
    card *p;
    for (p = userHand; p; p = p->listp)
        if (legalMove(p)) return 1;
    return 0;
}

void userTurn(void)
{
    char buf[200];
    showTable();
    while (1) {
        printf("1) play card(s)   2) draw from stock\nchoice: ");
        readInput(buf, sizeof(buf));
        if (strcmp(buf, "2") == 0) {
            if (hasLegal()) {
                printf("you can play a card - no drawing allowed\n");
                continue;
            }
            userDraws();
            return;
        }
        if (strcmp(buf, "1") == 0) {
            card *picks[52];
            int n = 0, bad = 0, i, j;
            char *t;
            printf("card number(s): ");
            readInput(buf, sizeof(buf));
            for (t = strtok(buf, " ,"); t && !bad; t = strtok(NULL, " ,")) {
                char *end;
                long v = strtol(t, &end, 10);
                if (*end || v < 1 || v > listSize(userHand) || n >= 52) bad = 1;
                else picks[n++] = nth(userHand, (int)v);
            }
            for (i = 0; i < n && !bad; i++)
                for (j = i + 1; j < n; j++)
                    if (picks[i] == picks[j]) bad = 1;
            if (bad || n == 0) {
                printf("invalid card number(s)\n");
                continue;
            }
            if (n == 1 && !legalMove(picks[0])) {
                printf("that card can't be played\n");
                continue;
            }
            if (n > 1) {
                if (declaredSuit || discardPile->face == 8) bad = 1;
                for (i = 0; i < n; i++)
                    if (picks[i]->face != discardPile->face) bad = 1;
                if (bad) {
                    printf("more than one card: all must have the top card's face\n");
                    continue;
                }
            }
            for (i = 0; i < n; i++) {
                discardCard(&userHand, picks[i]);
                printf("you play ");
                printCard(picks[i]);
                printf("\n");
            }
            if (picks[n - 1]->face == 8 && userHand != NULL) declaredSuit = chooseSuit();
            return;
        }
        printf("type 1 or 2\n");
    }
}

void compTurn(void)
{
    card *p, *choice = NULL;
    int k;
    printf("\n>> computer's turn\n");
    for (p = compHand; p && !choice; p = p->listp)
        if (p->face != 8 && compCanPlay(p)) choice = p;
    for (p = compHand; p && !choice; p = p->listp)
        if (p->face == 8) choice = p;
    if (choice == NULL) {
        for (k = 0; k < 3; k++) {
            card *c = drawOne(&compHand);
            if (c == NULL) {
                printf("stockpile is empty\n");
                break;
            }
            printf("computer draws a card\n");
            if (compCanPlay(c)) { choice = c; break; }
        }
        if (choice == NULL) {
            printf("computer passes\n");
            return;
        }
    }
    discardCard(&compHand, choice);
    printf("computer plays ");
    printCard(choice);
    printf("\n");
    if (choice->face == 8 && compHand != NULL) {
        declaredSuit = compHand->suit;
        printf("computer picks suit %s\n", suitStr(declaredSuit));
    }
}

/* 1 user, -1 computer, 0 tie */
int finishGame(void)
{
    int u = handValue(userHand), c = handValue(compHand), r;
    printf("\n========== game over ==========\n");
    if (userHand == NULL) printf("you played all your cards\n");
    else if (compHand == NULL) printf("the computer played all its cards\n");
    else printf("the stockpile ran out\n");
    printf("computer's hand: ");
    printList(compHand);
    printf("points: you %d - computer %d\n", u, c);
    if (u < c) { printf("YOU WIN\n"); r = 1; }
    else if (c < u) { printf("COMPUTER WINS\n"); r = -1; }
    else { printf("TIE\n"); r = 0; }
    freeList(&stockpile); freeList(&discardPile);
    freeList(&userHand); freeList(&compHand);
    return r;
}

int playGame(void)
{
    int i;
    declaredSuit = 0;
    gameOver = 0;
    CreateDeck(&stockpile);
    shuffleDeck(&stockpile);
    for (i = 0; i < 8; i++) {
        card *c = stockpile;
        RemoveCard(&stockpile, c);
        appendCard(&userHand, c);
        c = stockpile;
        RemoveCard(&stockpile, c);
        appendCard(&compHand, c);
    }
    {
        card *top = stockpile;
        RemoveCard(&stockpile, top);
        pushCard(&discardPile, top);
    }
    while (!gameOver) {
        userTurn();
        if (userHand == NULL || gameOver) break;
        compTurn();
        if (compHand == NULL) break;
    }
    return finishGame();
}

int main(void)
{
    char buf[64];
    char *seedEnv = getenv("SEED");
    int played = 0, won = 0, lost = 0;

    if (seedEnv) srand((unsigned)atoi(seedEnv));
    else srand((unsigned)time(NULL));

    printf("*** CRAZY EIGHTS ***\n");
    while (1) {
        int r = playGame();
        played++;
        if (r == 1) won++;
        if (r == -1) lost++;
        printf("games played: %d | your wins: %.0f%% | computer wins: %.0f%%\n",
               played, 100.0 * won / played, 100.0 * lost / played);
        printf("play again? (Q/q to quit, anything else to continue): ");
        readInput(buf, sizeof(buf));
        if (buf[0] == 'q' || buf[0] == 'Q') break;
    }
    printf("bye\n");
    return 0;
}
