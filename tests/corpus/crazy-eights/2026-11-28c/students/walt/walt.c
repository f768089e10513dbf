// ECE 175 Final Project - Crazy Eights
// Walt
//
// User vs computer. The user always plays first.
// Set SEED=<number> in the environment to get the same shuffle every time.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define HAND_START 8
#define MAX_DRAW 3

typedef struct card_s {
    char suit;
    int face;
    struct card_s *listp;
} card;

// global piles
card *deck = NULL;       // stockpile, first card is the top
card *discardPile = NULL; // first card is the top card
card *userHand = NULL;
card *compHand = NULL;
char suitToPlay = ' ';    // suit picked with an 8 (' ' = none)

void freeAll(void);

// ---------------------------------------------------------------- printing

void printSuit(char s) {
    if (s == 'C') printf("\xE2\x99\xA3");
    else if (s == 'S') printf("\xE2\x99\xA0");
    else if (s == 'H') printf("\xE2\x99\xA5");
    else printf("\xE2\x99\xA6");
}

void printCard(card *c) {
    printf("[");
    if (c->face == 1) printf("A");
    else if (c->face == 11) printf("J");
    else if (c->face == 12) printf("Q");
    else if (c->face == 13) printf("K");
    else printf("%d", c->face);
    printSuit(c->suit);
    printf("]");
}

void printList(card *list) {
    int n = 0;
    while (list != NULL) {
        printCard(list);
        printf(" ");
        n++;
        if (n % 13 == 0) printf("\n");
        list = list->listp;
    }
    if (n % 13 != 0) printf("\n");
}

// ---------------------------------------------------------------- input

// reads an int; exits the program at end of input. returns 0 if the
// input was not a number (the rest of that line is thrown away)
int readInt(int *x) {
    int r;
    fflush(stdout);
    r = scanf("%d", x);
    if (r == EOF) {
        printf("\nBye!\n");
        freeAll();
        exit(0);
    }
    if (r == 0) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF) {}
        return 0;
    }
    return 1;
}

void skipLine(void) {
    int ch;
    while ((ch = getchar()) != '\n' && ch != EOF) {}
}

// ---------------------------------------------------------------- lists

card *CreateDeck(void) {
    char suits[4] = {'C', 'S', 'H', 'D'};
    card *head = NULL, *tail = NULL, *c;
    int i, j;
    for (i = 0; i < 4; i++) {
        for (j = 1; j <= 13; j++) {
            c = (card *)malloc(sizeof(card));
            c->suit = suits[i];
            c->face = j;
            c->listp = NULL;
            if (head == NULL) head = c;
            else tail->listp = c;
            tail = c;
        }
    }
    return head;
}

void shuffle(card **d) {
    card *arr[52];
    card *c = *d;
    int n = 0, i, k, r;
    while (c != NULL) {
        arr[n] = c;
        n++;
        c = c->listp;
    }
    for (k = 0; k < 100; k++) {
        for (i = 0; i < n; i++) {
            r = rand() % 51;
            c = arr[i];
            arr[i] = arr[r];
            arr[r] = c;
        }
    }
    for (i = 0; i < n - 1; i++) arr[i]->listp = arr[i + 1];
    arr[n - 1]->listp = NULL;
    *d = arr[0];
}

// removes card c from the list, returns it
card *RemoveCard(card **list, card *c) {
    card *p;
    if (*list == NULL) return NULL;
    if (*list == c) {
        *list = c->listp;
        c->listp = NULL;
        return c;
    }
    p = *list;
    while (p->listp != NULL && p->listp != c) p = p->listp;
    if (p->listp == c) {
        p->listp = c->listp;
        c->listp = NULL;
        return c;
    }
    return NULL;
}

card *takeTop(card **list) {
    return RemoveCard(list, *list);
}

// new cards go to the front of the hand
void addCard(card **list, card *c) {
    c->listp = *list;
    *list = c;
}

int countCards(card *list) {
    int n = 0;
    for (; list != NULL; list = list->listp) n++;
    return n;
}

card *getCard(card *list, int num) {   // num starts at 1
    int i;
    for (i = 1; list != NULL && i < num; i++) list = list->listp;
    return list;
}

int points(card *list) {
    int p = 0;
    for (; list != NULL; list = list->listp) p += list->face;
    return p;
}

void freeList(card **list) {
    card *n;
    while (*list != NULL) {
        n = (*list)->listp;
        free(*list);
        *list = n;
    }
}

void freeAll(void) {
    freeList(&deck);
    freeList(&discardPile);
    freeList(&userHand);
    freeList(&compHand);
}

// ---------------------------------------------------------------- rules

char currentSuit(void) {
    if (suitToPlay != ' ') return suitToPlay;
    return discardPile->suit;
}

int canPlay(card *c) {
    if (c->face == 8) return 1;
    if (c->face == discardPile->face) return 1;
    if (c->suit == currentSuit()) return 1;
    return 0;
}

int hasPlayable(card *hand) {
    for (; hand != NULL; hand = hand->listp)
        if (canPlay(hand)) return 1;
    return 0;
}

void playCard(card **hand, card *c) {
    RemoveCard(hand, c);
    addCard(&discardPile, c);
    suitToPlay = ' ';
}

char userPicksSuit(void) {
    int x;
    char s[4] = {'C', 'S', 'H', 'D'};
    while (1) {
        printf("Pick a suit for the next player (1=\xE2\x99\xA3 2=\xE2\x99\xA0 3=\xE2\x99\xA5 4=\xE2\x99\xA6): ");
        if (readInt(&x) && x >= 1 && x <= 4) return s[x - 1];
        printf("Invalid input! Enter 1, 2, 3 or 4.\n");
    }
}

char compPicksSuit(void) {
    card *c;
    for (c = compHand; c != NULL; c = c->listp)
        if (c->face != 8) return c->suit;
    return 'C';
}

// draw cards from the stockpile until one can be played (max 3).
// returns 1 if the game is over because the stockpile is empty
int drawCards(card **hand, int isUser) {
    int i;
    card *c;
    for (i = 0; i <= MAX_DRAW; i++) {
        c = takeTop(&deck);
        addCard(hand, c);
        if (isUser) {
            printf("You drew ");
            printCard(c);
            printf("\n");
        } else {
            printf("Computer drew a card\n");
        }
        if (deck == NULL) return 1;
        if (canPlay(c)) {
            playCard(hand, c);
            if (isUser) {
                printf("You played ");
                printCard(c);
                printf("\n");
            } else {
                printf("Computer played ");
                printCard(c);
                printf("\n");
            }
            if (c->face == 8 && *hand != NULL) {
                if (isUser) suitToPlay = userPicksSuit();
                else {
                    suitToPlay = compPicksSuit();
                    printf("Computer picked suit ");
                    printSuit(suitToPlay);
                    printf("\n");
                }
            }
            return 0;
        }
    }
    if (isUser) printf("No card to play, your turn is over\n");
    else printf("Computer could not play, turn passes\n");
    return 0;
}

// ---------------------------------------------------------------- turns

void showTable(void) {
    card *c;
    int i = 1;
    printf("\n----------------------------------------\n");
    printf("Top card: ");
    printCard(discardPile);
    if (suitToPlay != ' ') {
        printf("   (Suit to play: ");
        printSuit(suitToPlay);
        printf(")");
    }
    printf("\nCards left in stockpile: %d\n", countCards(deck));
    printf("Computer has %d cards\n", countCards(compHand));
    printf("Your cards:\n");
    for (c = userHand; c != NULL; c = c->listp) {
        printf("%3d.", i);
        printCard(c);
        if (i % 8 == 0) printf("\n");
        i++;
    }
    if ((i - 1) % 8 != 0) printf("\n");
}

// returns 1 if the game is over
int userTurn(void) {
    int n, i, j, num[52], bad;
    card *picked[52];

    showTable();
    while (1) {
        printf("How many cards do you want to play? (0 = draw from stockpile): ");
        if (!readInt(&n)) {
            printf("Invalid input! Please enter a number.\n");
            continue;
        }
        if (n == 0) {
            if (hasPlayable(userHand)) {
                printf("Invalid move! You can still play a card, you can not draw.\n");
                skipLine();
                continue;
            }
            return drawCards(&userHand, 1);
        }
        if (n < 0 || n > countCards(userHand)) {
            printf("Invalid input! You have %d cards.\n", countCards(userHand));
            skipLine();
            continue;
        }
        bad = 0;
        for (i = 0; i < n && !bad; i++) {
            printf("Enter card #%d: ", i + 1);
            if (!readInt(&num[i])) {
                printf("Invalid input! Please enter a number.\n");
                bad = 1;
                break;
            }
            if (num[i] < 1 || num[i] > countCards(userHand)) {
                printf("Invalid move! Card number out of range.\n");
                bad = 1;
                break;
            }
            for (j = 0; j < i; j++) {
                if (num[j] == num[i]) {
                    printf("Invalid move! You picked the same card twice.\n");
                    bad = 1;
                }
            }
            picked[i] = getCard(userHand, num[i]);
        }
        if (bad) {
            skipLine();
            continue;
        }
        if (n == 1 && !canPlay(picked[0])) {
            printf("Invalid move! That card cannot be played.\n");
            skipLine();
            continue;
        }
        if (n > 1) {
            for (i = 0; i < n; i++) {
                if (picked[i]->face != discardPile->face) bad = 1;
            }
            if (bad) {
                printf("Invalid move! All cards must have the same face as the top card.\n");
                skipLine();
                continue;
            }
        }
        printf("You played ");
        for (i = 0; i < n; i++) {
            printCard(picked[i]);
            printf(" ");
            playCard(&userHand, picked[i]);
        }
        printf("\n");
        if (userHand == NULL) return 1;
        if (discardPile->face == 8) suitToPlay = userPicksSuit();
        return 0;
    }
}

// computer plays the first card that it can play
int compTurn(void) {
    card *c;
    printf("\nComputer's turn...\n");
    for (c = compHand; c != NULL; c = c->listp) {
        if (canPlay(c)) break;
    }
    if (c == NULL) return drawCards(&compHand, 0);

    playCard(&compHand, c);
    printf("Computer played ");
    printCard(c);
    printf("\n");
    if (compHand == NULL) return 1;
    if (c->face == 8) {
        suitToPlay = compPicksSuit();
        printf("Computer picked suit ");
        printSuit(suitToPlay);
        printf("\n");
    }
    return 0;
}

// ---------------------------------------------------------------- main

void playGame(void) {
    int i, over = 0, up, cp;

    freeAll();
    suitToPlay = ' ';
    deck = CreateDeck();
    printf("\nHere is the deck:\n");
    printList(deck);
    shuffle(&deck);
    printf("Shuffled deck:\n");
    printList(deck);

    // deal 8 cards to each player
    for (i = 0; i < HAND_START; i++) addCard(&userHand, takeTop(&deck));
    for (i = 0; i < HAND_START; i++) addCard(&compHand, takeTop(&deck));
    addCard(&discardPile, takeTop(&deck));

    printf("Your hand: ");
    printList(userHand);
    printf("Computer hand: ");
    printList(compHand);

    while (!over) {
        over = userTurn();
        if (!over) over = compTurn();
    }

    printf("\n========================================\n");
    if (deck == NULL) printf("GAME OVER - stockpile is empty\n");
    else if (userHand == NULL) printf("GAME OVER - you have no cards left\n");
    else printf("GAME OVER - computer has no cards left\n");
    up = points(userHand);
    cp = points(compHand);
    printf("Your points: %d\n", up);
    printf("Computer points: %d\n", cp);
    if (up < cp) printf("YOU WIN!\n");
    else if (cp < up) printf("COMPUTER WINS!\n");
    else printf("IT'S A TIE!\n");
}

int main(void) {
    char ans;
    char *seed = getenv("SEED");
    if (seed != NULL) srand(atoi(seed));
    else srand(time(NULL));

    printf("******************************\n");
    printf("*  Welcome to Crazy Eights!  *\n");
    printf("******************************\n");
    while (1) {
        playGame();
        printf("\nDo you want to play again? (Q/q to quit, any other key to continue): ");
        fflush(stdout);
        if (scanf(" %c", &ans) != 1) break;
        skipLine();
        if (ans == 'q' || ans == 'Q') break;
    }
    printf("Goodbye!\n");
    freeAll();
    return 0;
}
