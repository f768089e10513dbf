// ECE 175 Final Project - Crazy Eights
// 2 players: the user and the computer (dealer). The user always starts.
//
// Input:  card indexes as shown (starting from 0), separated by spaces,
//         e.g. "2" or "2 5", or "d" to draw from the stockpile.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

typedef struct card_s {
    char suit;
    int face;
    struct card_s *listp;
} card;

// suits are stored as letters
#define HEARTS   'H'
#define CLUBS    'C'
#define DIAMONDS 'D'
#define SPADES   'S'

// global game state
card *stockpile = NULL;
card *userHand = NULL;
card *compHand = NULL;
card *discardPile = NULL;   // first node = top card
char activeSuit;            // the suit that must be followed
int suitDeclared = 0;       // 1 if activeSuit came from an eight
int gameOver = 0;

//------------------------------------------------------------------
// helpers for printing
//------------------------------------------------------------------
const char *suitSymbol(char s) {
    if (s == HEARTS) return "\u2665";
    if (s == CLUBS) return "\u2663";
    if (s == DIAMONDS) return "\u2666";
    return "\u2660";
}

void printCard(card *c) {
    switch (c->face) {
        case 1:  printf("[A%s]", suitSymbol(c->suit)); break;
        case 11: printf("[J%s]", suitSymbol(c->suit)); break;
        case 12: printf("[Q%s]", suitSymbol(c->suit)); break;
        case 13: printf("[K%s]", suitSymbol(c->suit)); break;
        default: printf("[%d%s]", c->face, suitSymbol(c->suit));
    }
}

void printHand(card *h, int withIndex) {
    int i = 0;
    while (h != NULL) {
        if (withIndex) printf(" %d:", i);
        else printf(" ");
        printCard(h);
        h = h->listp;
        i++;
    }
    printf("\n");
}

//------------------------------------------------------------------
// list functions
//------------------------------------------------------------------
int listSize(card *h) {
    int n = 0;
    for (; h != NULL; h = h->listp) n++;
    return n;
}

card *getCard(card *h, int index) {
    int i;
    for (i = 0; i < index && h != NULL; i++) h = h->listp;
    return h;
}

// put a card at the front of a list
void pushCard(card **h, card *c) {
    c->listp = *h;
    *h = c;
}

// RemoveCard: take a card out of a deck or hand (by its address)
card *RemoveCard(card **h, card *target) {
    card *cur = *h, *prev = NULL;
    while (cur != NULL && cur != target) {
        prev = cur;
        cur = cur->listp;
    }
    if (cur == NULL) return NULL;
    if (prev == NULL) *h = cur->listp;
    else prev->listp = cur->listp;
    cur->listp = NULL;
    return cur;
}

void freeList(card **h) {
    while (*h != NULL) {
        card *tmp = *h;
        *h = tmp->listp;
        free(tmp);
    }
}

// CreateDeck: 52 cards in order, hearts, clubs, diamonds, spades, A..K
card *CreateDeck(void) {
    char suits[4] = {HEARTS, CLUBS, DIAMONDS, SPADES};
    card *head = NULL, *tail = NULL;
    int s, f;
    for (s = 0; s < 4; s++) {
        for (f = 1; f <= 13; f++) {
            card *c = (card *)malloc(sizeof(card));
            c->suit = suits[s];
            c->face = f;
            c->listp = NULL;
            if (head == NULL) head = c;
            else tail->listp = c;
            tail = c;
        }
    }
    return head;
}

// shuffle: for every position i swap the card with position rand()%51,
// repeated 100 times. The cards' contents are swapped inside the list.
void shuffleDeck(card *deck) {
    int times, i, j;
    int n = listSize(deck);
    for (times = 0; times < 100; times++) {
        for (i = 0; i < n; i++) {
            card *a, *b;
            char ts;
            int tf;
            j = rand() % 51;
            a = getCard(deck, i);
            b = getCard(deck, j);
            ts = a->suit; a->suit = b->suit; b->suit = ts;
            tf = a->face; a->face = b->face; b->face = tf;
        }
    }
}

// draw the top card of the stockpile into a hand (front of the hand)
card *drawCard(card **hand) {
    card *c;
    if (stockpile == NULL) {
        // nothing left to draw -> the game is finished
        gameOver = 1;
        return NULL;
    }
    c = RemoveCard(&stockpile, stockpile);
    pushCard(hand, c);
    return c;
}

// value of the cards left in a hand
int handValue(card *h) {
    int sum = 0;
    for (; h != NULL; h = h->listp) {
        if (h->face > 10) sum += 10;   // J, Q, K
        else sum += h->face;
    }
    return sum;
}

//------------------------------------------------------------------
// input
//------------------------------------------------------------------
void readLine(const char *prompt, char *buf, int size) {
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(buf, size, stdin) == NULL) {
        printf("\n[end of input]\n");
        freeList(&stockpile); freeList(&userHand);
        freeList(&compHand); freeList(&discardPile);
        exit(0);
    }
    if (strchr(buf, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF) ;
    }
    buf[strcspn(buf, "\r\n")] = '\0';
}

//------------------------------------------------------------------
// rules
//------------------------------------------------------------------
int canPlay(card *c) {
    card *top = discardPile;
    return c->face == 8 || c->face == top->face || c->suit == activeSuit;
}

int anyPlayable(card *h) {
    for (; h != NULL; h = h->listp)
        if (canPlay(h)) return 1;
    return 0;
}

char suitFromText(char *s) {
    int i;
    for (i = 0; s[i]; i++) s[i] = (char)tolower((unsigned char)s[i]);
    if (!strcmp(s, "h") || !strcmp(s, "hearts")) return HEARTS;
    if (!strcmp(s, "c") || !strcmp(s, "clubs")) return CLUBS;
    if (!strcmp(s, "d") || !strcmp(s, "diamonds")) return DIAMONDS;
    if (!strcmp(s, "s") || !strcmp(s, "spades")) return SPADES;
    return 0;
}

void updateSuitAfterPlay(int userPlayed) {
    char buf[64];
    if (discardPile->face == 8) {
        if (userPlayed) {
            char s = 0;
            if (userHand == NULL) return;   // game is over anyway
            while (s == 0) {
                readLine("Declare suit (clubs/spades/hearts/diamonds or c/s/h/d): ", buf, sizeof(buf));
                s = suitFromText(buf);
                if (s == 0) printf("Not a suit, try again.\n");
            }
            activeSuit = s;
        }
        suitDeclared = 1;
    } else {
        activeSuit = discardPile->suit;
        suitDeclared = 0;
    }
}

void showTable(void) {
    printf("\n==================================================\n");
    printf("Top card: ");
    printCard(discardPile);
    if (suitDeclared) printf("   Declared suit: %s", suitSymbol(activeSuit));
    printf("\nStockpile: %d   Computer's cards: %d\n", listSize(stockpile), listSize(compHand));
    printf("Your hand:");
    printHand(userHand, 1);
}

// returns 1 if the text was a legal play and the cards were played
int tryUserPlay(char *text) {
    int idx[52], n = 0, i, j;
    card *sel[52];
    int size = listSize(userHand);
    char *tok = strtok(text, " ,");
    while (tok != NULL) {
        char *end;
        long v = strtol(tok, &end, 10);
        if (end == tok || *end != '\0' || v < 0 || v >= size) {
            printf("'%s' is not a valid index (0 to %d).\n", tok, size - 1);
            return 0;
        }
        for (j = 0; j < n; j++) {
            if (idx[j] == v) {
                printf("Index %ld used twice.\n", v);
                return 0;
            }
        }
        if (n >= 52) return 0;
        idx[n++] = (int)v;
        tok = strtok(NULL, " ,");
    }
    if (n == 0) {
        printf("Type one or more indexes, or d.\n");
        return 0;
    }
    for (i = 0; i < n; i++) sel[i] = getCard(userHand, idx[i]);

    if (n == 1) {
        if (!canPlay(sel[0])) {
            printf("You can't play ");
            printCard(sel[0]);
            printf(" on ");
            printCard(discardPile);
            printf(".\n");
            return 0;
        }
    } else {
        for (i = 0; i < n; i++) {
            if (sel[i]->face != discardPile->face) {
                printf("To play several cards, all of them need the same face as the top card.\n");
                return 0;
            }
        }
    }
    printf("You played:");
    for (i = 0; i < n; i++) {
        printf(" ");
        printCard(sel[i]);
        pushCard(&discardPile, RemoveCard(&userHand, sel[i]));
    }
    printf("\n");
    updateSuitAfterPlay(1);
    return 1;
}

void userTurn(void) {
    char buf[256];
    int drawn = 0, mustPlay = 0;
    showTable();
    while (1) {
        if (mustPlay)
            readLine("Choose card index(es) to play: ", buf, sizeof(buf));
        else
            readLine("Choose card index(es) separated by spaces, or 'd' to draw: ", buf, sizeof(buf));
        if (strcmp(buf, "d") == 0 || strcmp(buf, "D") == 0) {
            if (mustPlay) {
                printf("You drew a playable card, you have to play now.\n");
                continue;
            }
            while (drawn < 3) {
                card *c = drawCard(&userHand);
                if (c == NULL) return;     // stockpile empty -> game over
                drawn++;
                printf("You drew ");
                printCard(c);
                printf("\n");
                if (canPlay(c)) {
                    mustPlay = 1;
                    break;
                }
            }
            if (!mustPlay) {
                printf("No match after 3 cards, you pass.\n");
                return;
            }
            printf("Your hand:");
            printHand(userHand, 1);
            continue;
        }
        if (tryUserPlay(buf)) return;
    }
}

// computer: first legal non-eight card in its hand; if that card matches
// the top card's face, all cards of that face go down. Otherwise an eight.
int computerPlay(void) {
    card *c, *pick = NULL;
    for (c = compHand; c != NULL; c = c->listp) {
        if (c->face != 8 && canPlay(c)) {
            pick = c;
            break;
        }
    }
    if (pick != NULL) {
        printf("Computer played:");
        if (pick->face == discardPile->face) {
            int face = pick->face;
            card *nxt;
            c = compHand;
            while (c != NULL) {
                nxt = c->listp;
                if (c->face == face) {
                    printf(" ");
                    printCard(c);
                    pushCard(&discardPile, RemoveCard(&compHand, c));
                }
                c = nxt;
            }
        } else {
            printf(" ");
            printCard(pick);
            pushCard(&discardPile, RemoveCard(&compHand, pick));
        }
        printf("\n");
        updateSuitAfterPlay(0);
        return 1;
    }
    for (c = compHand; c != NULL; c = c->listp) {
        if (c->face == 8) {
            printf("Computer played: ");
            printCard(c);
            pushCard(&discardPile, RemoveCard(&compHand, c));
            if (compHand != NULL) {
                card *k = compHand;
                while (k != NULL && k->face == 8) k = k->listp;
                activeSuit = (k != NULL) ? k->suit : compHand->suit;
                printf(" and declared %s", suitSymbol(activeSuit));
            }
            printf("\n");
            updateSuitAfterPlay(0);
            return 1;
        }
    }
    return 0;
}

void computerTurn(void) {
    int drawn = 0;
    printf("\n-- Computer's turn --\n");
    if (computerPlay()) return;
    while (drawn < 3) {
        card *c = drawCard(&compHand);
        if (c == NULL) return;
        drawn++;
        printf("Computer drew a card.\n");
        if (canPlay(c)) {
            computerPlay();
            return;
        }
    }
    printf("Computer passed.\n");
}

// one game; returns 1 user wins, -1 computer wins, 0 tie
int playGame(void) {
    int i, u, c;
    freeList(&stockpile); freeList(&userHand);
    freeList(&compHand); freeList(&discardPile);
    gameOver = 0;

    stockpile = CreateDeck();
    shuffleDeck(stockpile);
    for (i = 0; i < 8; i++) {
        pushCard(&userHand, RemoveCard(&stockpile, stockpile));
        pushCard(&compHand, RemoveCard(&stockpile, stockpile));
    }
    pushCard(&discardPile, RemoveCard(&stockpile, stockpile));
    activeSuit = discardPile->suit;
    suitDeclared = 0;

    while (!gameOver) {
        userTurn();
        if (userHand == NULL || gameOver) break;
        computerTurn();
        if (compHand == NULL) break;
    }

    printf("\n=== Game Over ===\n");
    if (userHand == NULL) printf("You have no cards left!\n");
    else if (compHand == NULL) printf("The computer has no cards left!\n");
    else printf("The stockpile is empty!\n");
    u = handValue(userHand);
    c = handValue(compHand);
    printf("Your hand:");
    printHand(userHand, 0);
    printf("  -> %d points\n", u);
    printf("Computer's hand:");
    printHand(compHand, 0);
    printf("  -> %d points\n", c);
    if (u < c) { printf("You win!\n"); return 1; }
    if (c < u) { printf("Computer wins!\n"); return -1; }
    printf("Tie!\n");
    return 0;
}

int main(void) {
    char buf[64];
    char *env = getenv("SEED");
    int played = 0, won = 0, lost = 0, r;

    if (env != NULL && *env != '\0') srand((unsigned)atoi(env));
    else srand((unsigned)time(NULL));

    printf("*** Crazy Eights ***\n");
    printf("Cards are numbered from 0. Several cards of the top card's face can be\n");
    printf("played together, e.g. \"1 4\". An eight lets you declare the next suit.\n");

    while (1) {
        r = playGame();
        played++;
        if (r > 0) won++;
        if (r < 0) lost++;
        printf("Games: %d  You: %.0f%%  Computer: %.0f%%\n", played,
               100.0 * won / played, 100.0 * lost / played);
        readLine("Play again? (Q/q to quit): ", buf, sizeof(buf));
        if (buf[0] == 'q' || buf[0] == 'Q') break;
    }
    printf("Bye!\n");
    freeList(&stockpile); freeList(&userHand);
    freeList(&compHand); freeList(&discardPile);
    return 0;
}
