// ECE 175 - Final Project - Crazy Eights
// by Lux
//
// One user against the computer dealer. The deck, the stockpile, the
// discard pile and the two hands are linked lists of card.
//
// Optional parts done: statistics (players.txt), lazy shuffling,
// CreateDeck() and RemoveCard().

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

#define STATS_FILE "players.txt"
#define LINE 128

// ---------------------------------------------------------------------------
// reading input
// ---------------------------------------------------------------------------

// reads a line; when the input is over the program ends normally
void readInput(char *line)
{
    fflush(stdout);
    if (fgets(line, LINE, stdin) == NULL) {
        printf("\n(end of input)\n");
        exit(0);
    }
    if (strchr(line, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF) {
        }
    }
    // cut off newline and trailing spaces
    int len = (int)strlen(line);
    while (len > 0 && isspace((unsigned char)line[len - 1])) {
        line[--len] = '\0';
    }
}

// reads an integer, returns 1 if the whole line was one integer
int readInt(int *value)
{
    char line[LINE];
    char *end;
    readInput(line);
    char *start = line;
    while (isspace((unsigned char)*start)) start++;
    long v = strtol(start, &end, 10);
    if (end == start || *end != '\0') return 0;
    *value = (int)v;
    return 1;
}

// y/n question, keeps asking
int askYesNo(const char *question)
{
    char line[LINE];
    while (1) {
        printf("%s", question);
        readInput(line);
        if (strcmp(line, "y") == 0 || strcmp(line, "Y") == 0 || strcmp(line, "yes") == 0) return 1;
        if (strcmp(line, "n") == 0 || strcmp(line, "N") == 0 || strcmp(line, "no") == 0) return 0;
        printf("Please answer y or n.\n");
    }
}

// ---------------------------------------------------------------------------
// cards
// ---------------------------------------------------------------------------

const char *faceName(int face)
{
    const char *names[] = { "", "Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
                            "Eight", "Nine", "Ten", "Jack", "Queen", "King" };
    return names[face];
}

const char *suitName(char suit)
{
    switch (suit) {
    case 'S': return "Spades";
    case 'H': return "Hearts";
    case 'C': return "Clubs";
    default:  return "Diamonds";
    }
}

void printCard(card *c)
{
    printf("%s of %s", faceName(c->face), suitName(c->suit));
}

// CreateDeck - the 52 cards in order: spades, hearts, clubs, diamonds, each Ace..King
card *CreateDeck(void)
{
    const char suits[] = { 'S', 'H', 'C', 'D' };
    card *head = NULL;
    card *last = NULL;
    for (int s = 0; s < 4; s++) {
        for (int f = 1; f <= 13; f++) {
            card *c = (card *)malloc(sizeof(card));
            c->suit = suits[s];
            c->face = f;
            c->listp = NULL;
            if (head == NULL) {
                head = c;
            } else {
                last->listp = c;
            }
            last = c;
        }
    }
    return head;
}

int countCards(card *list)
{
    int n = 0;
    while (list != NULL) {
        n++;
        list = list->listp;
    }
    return n;
}

// returns the card at position index (1-based)
card *getCard(card *list, int index)
{
    for (int i = 1; list != NULL && i < index; i++) list = list->listp;
    return list;
}

// RemoveCard - removes card c from the list pointed to by head
void RemoveCard(card **head, card *c)
{
    if (*head == NULL) return;
    if (*head == c) {
        *head = c->listp;
        c->listp = NULL;
        return;
    }
    card *prev = *head;
    while (prev->listp != NULL && prev->listp != c) prev = prev->listp;
    if (prev->listp == c) {
        prev->listp = c->listp;
        c->listp = NULL;
    }
}

// adds c at the end of the list
void addCard(card **head, card *c)
{
    c->listp = NULL;
    if (*head == NULL) {
        *head = c;
        return;
    }
    card *p = *head;
    while (p->listp != NULL) p = p->listp;
    p->listp = c;
}

// takes the first card off a list
card *takeFirst(card **head)
{
    card *c = *head;
    if (c != NULL) RemoveCard(head, c);
    return c;
}

void deleteAll(card **head)
{
    while (*head != NULL) {
        card *c = takeFirst(head);
        free(c);
    }
}

void printDeck(card *deck)
{
    int i = 0;
    while (deck != NULL) {
        printf("  %2d. ", ++i);
        printCard(deck);
        printf("\n");
        deck = deck->listp;
    }
}

// shuffle: for every card swap it with the card at a random index 0..50,
// and do that whole thing `times` times
void shuffleDeck(card **deck, int times)
{
    card *arr[52];
    int n = 0;
    for (card *p = *deck; p != NULL; p = p->listp) arr[n++] = p;
    for (int t = 0; t < times; t++) {
        for (int i = 0; i < n; i++) {
            int r = rand() % 51;
            card *tmp = arr[i];
            arr[i] = arr[r];
            arr[r] = tmp;
        }
    }
    for (int i = 0; i < n - 1; i++) arr[i]->listp = arr[i + 1];
    arr[n - 1]->listp = NULL;
    *deck = arr[0];
}

// points left in a hand
int handPoints(card *hand)
{
    int total = 0;
    while (hand != NULL) {
        if (hand->face == 8) {
            total += 50;          // eights are worth 50
        } else {
            total += hand->face;
        }
        hand = hand->listp;
    }
    return total;
}

// ---------------------------------------------------------------------------
// the game
// ---------------------------------------------------------------------------

card *stockpile = NULL;
card *discardPile = NULL;    // first node is the top card
card *userHand = NULL;
card *compHand = NULL;
char currentSuit;            // suit that has to be followed

int isPlayable(card *c)
{
    if (c->face == 8) return 1;
    if (c->face == discardPile->face) return 1;
    if (c->suit == currentSuit) return 1;
    return 0;
}

void putOnPile(card **hand, card *c)
{
    RemoveCard(hand, c);
    c->listp = discardPile;
    discardPile = c;
    currentSuit = c->suit;
}

void printTop(void)
{
    printf("Top card: ");
    printCard(discardPile);
    if (discardPile->face == 8 && currentSuit != discardPile->suit) {
        printf("  (the suit to follow is %s)", suitName(currentSuit));
    }
    printf("\n");
}

void printHand(card *hand)
{
    int i = 1;
    for (card *p = hand; p != NULL; p = p->listp) {
        printf("  %d: ", i++);
        printCard(p);
        printf("\n");
    }
}

char userPicksSuit(void)
{
    char line[LINE];
    while (1) {
        printf("Which suit do you declare? (S/H/C/D): ");
        readInput(line);
        char c = (char)toupper((unsigned char)line[0]);
        if (line[0] != '\0' && line[1] == '\0' && (c == 'S' || c == 'H' || c == 'C' || c == 'D')) return c;
        printf("That is not a suit.\n");
    }
}

// the user plays card c (already checked), plus any same-face cards if c matches the top face
void userPlaysCard(card *c)
{
    int topFace = discardPile->face;
    int matchedFace = (c->face == topFace);
    putOnPile(&userHand, c);
    printf("You put down the ");
    printCard(c);
    printf(".\n");
    if (matchedFace) {
        // option a: any or all cards with the same face
        card *p = userHand;
        while (p != NULL) {
            card *next = p->listp;
            if (p->face == topFace) {
                char question[LINE];
                sprintf(question, "Also put down the %s of %s? (y/n): ", faceName(p->face), suitName(p->suit));
                if (askYesNo(question)) {
                    putOnPile(&userHand, p);
                    printf("You put down the ");
                    printCard(p);
                    printf(".\n");
                }
            }
            p = next;
        }
    }
    if (discardPile->face == 8 && userHand != NULL) {
        currentSuit = userPicksSuit();
        printf("You declared %s.\n", suitName(currentSuit));
    }
}

// asks for a card number until a playable one is picked. allowDraw: 0 means draw
// returns the card, or NULL if the user wants to draw
card *askForCard(int allowDraw)
{
    int num;
    while (1) {
        if (allowDraw) {
            printf("Enter the number of the card to play (0 to draw): ");
        } else {
            printf("Enter the number of the card to play: ");
        }
        if (!readInt(&num)) {
            printf("Please type a number.\n");
            continue;
        }
        if (num == 0 && allowDraw) return NULL;
        if (num < 1 || num > countCards(userHand)) {
            printf("You do not have a card number %d.\n", num);
            continue;
        }
        card *c = getCard(userHand, num);
        if (!isPlayable(c)) {
            printf("You cannot play the ");
            printCard(c);
            printf(" on the ");
            printCard(discardPile);
            printf(".\n");
            continue;
        }
        return c;
    }
}

void userTurn(void)
{
    printf("\n===============================================\n");
    printTop();
    printf("Cards in stockpile: %d    Computer cards: %d\n", countCards(stockpile), countCards(compHand));
    printf("Your hand:\n");
    printHand(userHand);
    card *c = askForCard(1);
    if (c != NULL) {
        userPlaysCard(c);
        return;
    }
    for (int i = 0; i < 3; i++) {
        card *d = takeFirst(&stockpile);
        addCard(&userHand, d);
        printf("You drew the ");
        printCard(d);
        printf(".\n");
        if (stockpile == NULL) {
            // that was the last card, the game is over now
            return;
        }
        if (isPlayable(d)) {
            printf("You can play now. Your hand:\n");
            printHand(userHand);
            userPlaysCard(askForCard(0));
            return;
        }
    }
    printf("None of the three cards can be played. You pass.\n");
}

// computer picks the suit it has most of
char computerPicksSuit(void)
{
    int count[4] = { 0, 0, 0, 0 };
    const char suits[] = { 'S', 'H', 'C', 'D' };
    for (card *p = compHand; p != NULL; p = p->listp) {
        for (int i = 0; i < 4; i++) {
            if (p->suit == suits[i] && p->face != 8) count[i]++;
        }
    }
    int best = 0;
    for (int i = 1; i < 4; i++) {
        if (count[i] > count[best]) best = i;
    }
    return suits[best];
}

void computerPlays(card *c)
{
    int topFace = discardPile->face;
    int matchedFace = (c->face == topFace && c->face != 8);
    putOnPile(&compHand, c);
    printf("The computer plays the ");
    printCard(c);
    printf(".\n");
    if (matchedFace) {
        card *p = compHand;
        while (p != NULL) {
            card *next = p->listp;
            if (p->face == topFace) {
                putOnPile(&compHand, p);
                printf("The computer plays the ");
                printCard(p);
                printf(".\n");
            }
            p = next;
        }
    }
    if (discardPile->face == 8 && compHand != NULL) {
        currentSuit = computerPicksSuit();
        printf("The computer declares %s.\n", suitName(currentSuit));
    }
}

void computerTurn(void)
{
    printf("\n--- Computer's turn ---\n");
    card *eight = NULL;
    card *choice = NULL;
    // lowest playable card that is not an eight
    for (card *p = compHand; p != NULL; p = p->listp) {
        if (p->face == 8) {
            if (eight == NULL) eight = p;
        } else if (isPlayable(p)) {
            if (choice == NULL || p->face < choice->face) choice = p;
        }
    }
    if (choice == NULL) choice = eight;
    if (choice != NULL) {
        computerPlays(choice);
        return;
    }
    // has to draw
    while (stockpile != NULL) {
        card *d = takeFirst(&stockpile);
        addCard(&compHand, d);
        printf("The computer draws a card.\n");
        if (stockpile == NULL) return;
        if (isPlayable(d)) {
            computerPlays(d);
            return;
        }
    }
    printf("The computer cannot play and passes.\n");
}

// ---------------------------------------------------------------------------
// statistics
// ---------------------------------------------------------------------------

char names[50][32];
int winsOf[50], lossesOf[50];
int numPlayers = 0;
int current = -1;
int gamesPlayed = 0;   // this session
int userWins = 0;
int compWins = 0;

void saveStats(void)
{
    FILE *f = fopen(STATS_FILE, "w");
    if (f == NULL) {
        printf("Could not save the statistics.\n");
        return;
    }
    for (int i = 0; i < numPlayers; i++) fprintf(f, "%s %d %d\n", names[i], winsOf[i], lossesOf[i]);
    fclose(f);
}

void loadStats(void)
{
    FILE *f = fopen(STATS_FILE, "r");
    if (f == NULL) {
        strcpy(names[0], "Lux");
        winsOf[0] = 6;
        lossesOf[0] = 3;
        strcpy(names[1], "Dana");
        winsOf[1] = 5;
        lossesOf[1] = 4;
        numPlayers = 2;
        saveStats();
        return;
    }
    while (numPlayers < 50 && fscanf(f, "%31s %d %d", names[numPlayers], &winsOf[numPlayers], &lossesOf[numPlayers]) == 3) {
        numPlayers++;
    }
    fclose(f);
}

void choosePlayer(void)
{
    char line[LINE];
    int choice;
    loadStats();
    while (1) {
        printf("1 - new user\n2 - existing user\nChoose 1 or 2: ");
        if (readInt(&choice) && (choice == 1 || choice == 2)) break;
        printf("Please choose 1 or 2.\n");
    }
    while (1) {
        printf("Enter your user name: ");
        readInput(line);
        char name[32];
        if (sscanf(line, "%31s", name) != 1) {
            printf("The name cannot be empty.\n");
            continue;
        }
        for (int i = 0; i < numPlayers; i++) {
            if (strcmp(names[i], name) == 0) current = i;
        }
        if (current >= 0) {
            printf("Loaded %s: %d wins, %d losses.\n", names[current], winsOf[current], lossesOf[current]);
        } else {
            if (choice == 2) printf("%s was not found, so a new user was created.\n", name);
            if (numPlayers >= 50) numPlayers = 49;
            current = numPlayers++;
            strcpy(names[current], name);
            winsOf[current] = 0;
            lossesOf[current] = 0;
            saveStats();
            printf("New user %s: 0 wins, 0 losses.\n", name);
        }
        return;
    }
}

// ---------------------------------------------------------------------------
// main
// ---------------------------------------------------------------------------

void playGame(int showDecks)
{
    int lazy;
    while (1) {
        printf("How lazy is the dealer? 1 = lazy shuffler ... 10 = thorough shuffler: ");
        if (readInt(&lazy) && lazy >= 1 && lazy <= 10) break;
        printf("Please enter a number between 1 and 10.\n");
    }
    card *deck = CreateDeck();
    if (showDecks) {
        printf("The new deck:\n");
        printDeck(deck);
    }
    shuffleDeck(&deck, 100 + 25 * (lazy - 1));
    if (showDecks) {
        printf("The shuffled deck:\n");
        printDeck(deck);
    }
    // deal: user first, then computer, 8 cards each
    for (int i = 0; i < 8; i++) {
        addCard(&userHand, takeFirst(&deck));
        addCard(&compHand, takeFirst(&deck));
    }
    stockpile = deck;
    if (showDecks) {
        printf("Your hand:\n");
        printHand(userHand);
        printf("Computer's hand:\n");
        printHand(compHand);
    }
    card *first = takeFirst(&stockpile);
    first->listp = NULL;
    discardPile = first;
    currentSuit = first->suit;
    printf("\nThe first card on the discard pile is the ");
    printCard(first);
    printf(".\n");

    while (1) {
        userTurn();
        if (userHand == NULL || stockpile == NULL) break;
        computerTurn();
        if (compHand == NULL || stockpile == NULL) break;
    }

    printf("\n*********** The game is over ***********\n");
    if (userHand == NULL) {
        printf("You have no cards left.\n");
    } else if (compHand == NULL) {
        printf("The computer has no cards left.\n");
    } else {
        printf("There are no cards left in the stockpile.\n");
    }
    int up = handPoints(userHand);
    int cp = handPoints(compHand);
    printf("Your points: %d\n", up);
    printf("Computer's points: %d\n", cp);
    gamesPlayed++;
    if (userHand == NULL || (compHand != NULL && up < cp)) {
        printf("You win!\n");
        winsOf[current]++;
        userWins++;
    } else if (compHand == NULL || cp < up) {
        printf("You lose, the computer wins.\n");
        lossesOf[current]++;
        compWins++;
    } else {
        printf("Same points - nobody wins.\n");
    }
    printf("%s has %d wins and %d losses.\n", names[current], winsOf[current], lossesOf[current]);
    printf("Games played: %d. Your winning percentage: %.2f%%. Computer's winning percentage: %.2f%%.\n",
           gamesPlayed, 100.0 * userWins / gamesPlayed, 100.0 * compWins / gamesPlayed);
    saveStats();

    deleteAll(&stockpile);
    deleteAll(&discardPile);
    deleteAll(&userHand);
    deleteAll(&compHand);
}

int main(void)
{
    char line[LINE];
    char *seedText = getenv("SEED");
    if (seedText != NULL && seedText[0] != '\0') {
        srand((unsigned int)strtoul(seedText, NULL, 10));
    } else {
        srand((unsigned int)time(NULL));
    }

    printf("Welcome to Crazy Eights!\n\n");
    choosePlayer();
    int showDecks = askYesNo("Print the deck before and after shuffling, and both hands? (y/n): ");

    while (1) {
        playGame(showDecks);
        printf("\nDo you want to play a new game? (Q/q to quit, any other key to play): ");
        readInput(line);
        if (line[0] == 'q' || line[0] == 'Q') break;
    }
    printf("Bye!\n");
    return 0;
}
