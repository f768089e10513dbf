/*
 * ECE 175 Final Project -- Crazy Eights
 * Student: Kai
 *
 * The user plays against the computer (who is also the dealer).
 * Everything that holds cards (deck/stockpile, discard pile, both hands)
 * is a linked list of `card`.
 *
 * Extras: statistics file (c8_records.txt), suit symbols, lazy shuffling,
 *         CreateDeck()/RemoveCard().
 */
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

#define RECORD_FILE "c8_records.txt"
#define MAXREC 64
#define BUF 200

/* suit order used for the fresh deck and to sort a hand */
static const char suitOrder[] = "HDCS";

/* =========================== input ============================ */

static void endOfInput(void)
{
    printf("\n[input closed - leaving the game]\n");
    exit(0);
}

/* read one line, strip the newline; never returns at EOF */
static void readLine(char *buf, int size)
{
    size_t len;
    fflush(stdout);
    if (fgets(buf, size, stdin) == NULL) endOfInput();
    len = strlen(buf);
    if (len > 0 && buf[len - 1] == '\n') buf[len - 1] = '\0';
    else {
        int ch;
        while ((ch = getchar()) != EOF && ch != '\n') ;
    }
    len = strlen(buf);
    while (len > 0 && isspace((unsigned char)buf[len - 1])) buf[--len] = '\0';
}

static char firstLetter(const char *s)
{
    while (*s && isspace((unsigned char)*s)) s++;
    return (char)toupper((unsigned char)*s);
}

static int isOneWord(const char *s, const char *word)
{
    /* case-insensitive compare ignoring leading spaces */
    while (*s && isspace((unsigned char)*s)) s++;
    while (*s && *word) {
        if (tolower((unsigned char)*s) != tolower((unsigned char)*word)) return 0;
        s++; word++;
    }
    return *s == '\0' && *word == '\0';
}

/* ========================== cards ============================= */

static const char *symbolOf(char suit)
{
    if (suit == 'H') return "\xe2\x99\xa5";
    if (suit == 'D') return "\xe2\x99\xa6";
    if (suit == 'C') return "\xe2\x99\xa3";
    return "\xe2\x99\xa0";
}

static const char *suitWord(char suit)
{
    if (suit == 'H') return "Hearts";
    if (suit == 'D') return "Diamonds";
    if (suit == 'C') return "Clubs";
    return "Spades";
}

static void cardText(const card *c, char *out)
{
    static const char *faces[] = { "", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
    sprintf(out, "%s%s", faces[c->face], symbolOf(c->suit));
}

static void printCardsInline(const card *list)
{
    char txt[16];
    int first = 1;
    for (; list != NULL; list = list->listp) {
        cardText(list, txt);
        printf("%s%s", first ? "" : " ", txt);
        first = 0;
    }
    if (first) printf("(empty)");
    printf("\n");
}

static int countCards(const card *list)
{
    int n = 0;
    for (; list != NULL; list = list->listp) n++;
    return n;
}

static int handPoints(const card *list)
{
    int p = 0;
    for (; list != NULL; list = list->listp) p += list->face;
    return p;
}

/* CreateDeck: 52 cards, each suit from Ace(1) up to King(13) */
card *CreateDeck(void)
{
    card *head = NULL;
    card **next = &head;
    int s, f;
    for (s = 0; s < 4; s++) {
        for (f = 1; f <= 13; f++) {
            card *c = (card *)malloc(sizeof(card));
            if (c == NULL) { printf("malloc failed\n"); exit(1); }
            c->suit = suitOrder[s];
            c->face = f;
            c->listp = NULL;
            *next = c;
            next = &c->listp;
        }
    }
    return head;
}

/* RemoveCard: take the card at position pos (0 = first) out of *list */
card *RemoveCard(card **list, int pos)
{
    card **pp = list;
    card *gone;
    while (*pp != NULL && pos > 0) {
        pp = &(*pp)->listp;
        pos--;
    }
    if (*pp == NULL) return NULL;
    gone = *pp;
    *pp = gone->listp;
    gone->listp = NULL;
    return gone;
}

static int positionOf(const card *list, const card *target)
{
    int i = 0;
    for (; list != NULL; list = list->listp, i++)
        if (list == target) return i;
    return -1;
}

static card *cardAt(card *list, int pos)
{
    while (list != NULL && pos-- > 0) list = list->listp;
    return list;
}

static int sortKey(const card *c)
{
    return (int)(strchr(suitOrder, c->suit) - suitOrder) * 100 + c->face;
}

/* hands are kept sorted by suit (H, D, C, S) and face */
static void insertSorted(card **hand, card *c)
{
    card **pp = hand;
    while (*pp != NULL && sortKey(*pp) < sortKey(c)) pp = &(*pp)->listp;
    c->listp = *pp;
    *pp = c;
}

static void pushTop(card **pile, card *c)
{
    c->listp = *pile;
    *pile = c;
}

static void freeCards(card **list)
{
    card *c;
    while ((c = RemoveCard(list, 0)) != NULL) free(c);
}

/* the required shuffle: for every index i swap with rand() in 0..50, repeated `rounds` times */
static void shuffleDeck(card **deck, int rounds)
{
    card *slot[52];
    card *c, *tmp;
    int n = 0, r, i, j;
    for (c = *deck; c != NULL; c = c->listp) slot[n++] = c;
    for (r = 0; r < rounds; r++) {
        for (i = 0; i < n; i++) {
            j = rand() % 51;
            tmp = slot[i];
            slot[i] = slot[j];
            slot[j] = tmp;
        }
    }
    for (i = 0; i < n; i++) slot[i]->listp = (i + 1 < n) ? slot[i + 1] : NULL;
    *deck = slot[0];
}

/* ========================== game state ============================ */

typedef struct {
    card *stock;
    card *pile;       /* top of the discard pile is pile (head) */
    card *user;
    card *comp;
    char suitToPlay;  /* normally the suit of the top card, the named suit after an 8 */
    int stockGone;    /* set the moment the last stockpile card is taken */
} Game;

static int canPlay(const Game *g, const card *c)
{
    return c->face == 8 || c->face == g->pile->face || c->suit == g->suitToPlay;
}

static card *drawCard(Game *g)
{
    card *c = RemoveCard(&g->stock, 0);
    if (g->stock == NULL) g->stockGone = 1;
    return c;
}

/* move the chosen cards (given as pointers into hand) to the pile, in order */
static void discardCards(Game *g, card **hand, card **chosen, int n, const char *label)
{
    char txt[16];
    int i;
    printf("%s ", label);
    for (i = 0; i < n; i++) {
        card *c = RemoveCard(hand, positionOf(*hand, chosen[i]));
        pushTop(&g->pile, c);
        cardText(c, txt);
        printf("%s%s", i ? ", " : "", txt);
    }
    printf("\n");
    g->suitToPlay = g->pile->suit;
}

static char askSuit(void)
{
    char line[BUF];
    while (1) {
        printf("Declare a suit - [C]lubs, [D]iamonds, [H]earts, [S]pades: ");
        readLine(line, BUF);
        if (isOneWord(line, "c") || isOneWord(line, "clubs")) return 'C';
        if (isOneWord(line, "d") || isOneWord(line, "diamonds")) return 'D';
        if (isOneWord(line, "h") || isOneWord(line, "hearts")) return 'H';
        if (isOneWord(line, "s") || isOneWord(line, "spades")) return 'S';
        printf("Please type C, D, H or S.\n");
    }
}

static void afterUserPlay(Game *g)
{
    if (g->pile->face == 8 && g->user != NULL) {
        g->suitToPlay = askSuit();
        printf("Suit is now %s.\n", suitWord(g->suitToPlay));
    }
}

static void showTable(const Game *g)
{
    char txt[16];
    const card *c;
    int i = 1;
    cardText(g->pile, txt);
    printf("\n-------------------------------------------\n");
    printf("Top card: %s", txt);
    if (g->suitToPlay != g->pile->suit || g->pile->face == 8)
        printf("   -> suit to play: %s", suitWord(g->suitToPlay));
    printf("\nStockpile: %d | Computer has %d cards\n", countCards(g->stock), countCards(g->comp));
    printf("Your cards:\n");
    for (c = g->user; c != NULL; c = c->listp) {
        cardText(c, txt);
        printf("  %2d. %s\n", i++, txt);
    }
}

/*
 * Reads the user's choice. Returns 1 when cards were played, 0 when the user wants to draw.
 * Input: numbers separated by commas (spaces are fine too), or 0 to draw.
 */
static int userChoice(Game *g)
{
    char line[BUF];
    card *chosen[52];
    int n, i, bad, total;
    char *p, *end;
    long v;

    while (1) {
        printf("Choose card number(s) separated by commas, or 0 to draw: ");
        readLine(line, BUF);
        total = countCards(g->user);
        n = 0;
        bad = 0;
        p = line;
        while (*p != '\0' && !bad) {
            while (*p == ' ' || *p == ',' || *p == '\t') p++;
            if (*p == '\0') break;
            v = strtol(p, &end, 10);
            if (end == p || (*end != '\0' && *end != ',' && *end != ' ' && *end != '\t')) {
                printf("Invalid input, try again.\n");
                bad = 1;
                break;
            }
            p = end;
            if (v == 0) {
                chosen[n++] = NULL;      /* marker for "draw" */
                if (n >= 52) break;
                continue;
            }
            if (v < 0 || v > total) {
                printf("Card %ld doesn't exist.\n", v);
                bad = 1;
                break;
            }
            chosen[n] = cardAt(g->user, (int)v - 1);
            for (i = 0; i < n; i++)
                if (chosen[i] == chosen[n]) {
                    printf("You picked card %ld twice.\n", v);
                    bad = 1;
                }
            n++;
            if (n >= 52) break;
        }
        if (bad) continue;
        if (n == 0) {
            printf("Invalid input, try again.\n");
            continue;
        }
        if (n == 1 && chosen[0] == NULL) return 0;          /* draw */
        for (i = 0; i < n; i++)
            if (chosen[i] == NULL) bad = 1;
        if (bad) {
            printf("Invalid input, try again.\n");
            continue;
        }
        if (n == 1) {
            if (!canPlay(g, chosen[0])) {
                printf("That card doesn't match the top card.\n");
                continue;
            }
        } else {
            for (i = 0; i < n; i++)
                if (chosen[i]->face != g->pile->face) bad = 1;
            if (bad) {
                char txt[16];
                cardText(g->pile, txt);
                printf("All cards played together must have the top card's face (%s).\n", txt);
                continue;
            }
        }
        discardCards(g, &g->user, chosen, n, "You played:");
        afterUserPlay(g);
        return 1;
    }
}

static void userTurn(Game *g)
{
    int k;
    char txt[16];
    showTable(g);
    if (userChoice(g)) return;
    for (k = 0; k < 3; k++) {
        card *c = drawCard(g);
        cardText(c, txt);
        if (canPlay(g, c)) {
            if (g->stockGone) {                         /* the game ends right now */
                insertSorted(&g->user, c);
                printf("You drew %s.\n", txt);
                return;
            }
            printf("You drew %s - playing it.\n", txt);
            insertSorted(&g->user, c);
            discardCards(g, &g->user, &c, 1, "You played:");
            afterUserPlay(g);
            return;
        }
        insertSorted(&g->user, c);
        printf("You drew %s.\n", txt);
        if (g->stockGone) return;
    }
    printf("No match after 3 cards. You pass.\n");
}

/* ======================= the computer ========================= */

static char computerSuit(const card *hand)
{
    int cnt[4] = { 0, 0, 0, 0 }, i, best = 0;
    for (; hand != NULL; hand = hand->listp)
        if (hand->face != 8) cnt[strchr(suitOrder, hand->suit) - suitOrder]++;
    for (i = 1; i < 4; i++)
        if (cnt[i] > cnt[best]) best = i;
    return suitOrder[best];
}

static void computerPlays(Game *g, card **chosen, int n)
{
    discardCards(g, &g->comp, chosen, n, "Computer plays:");
    if (g->pile->face == 8 && g->comp != NULL) {
        g->suitToPlay = computerSuit(g->comp);
        printf("Computer declares %s.\n", suitWord(g->suitToPlay));
    }
}

/* strategy: highest playable non-8 (plus its twins if it matches the face), else an 8 */
static void computerTurn(Game *g)
{
    card *chosen[52];
    card *c, *best = NULL, *eight = NULL;
    int n = 0, k;

    printf("\n>> Computer's turn\n");
    for (c = g->comp; c != NULL; c = c->listp) {
        if (c->face == 8) {
            if (eight == NULL) eight = c;
        } else if (canPlay(g, c) && (best == NULL || c->face > best->face)) {
            best = c;
        }
    }
    if (best != NULL) {
        chosen[n++] = best;
        if (best->face == g->pile->face)
            for (c = g->comp; c != NULL; c = c->listp)
                if (c != best && c->face == best->face) chosen[n++] = c;
        computerPlays(g, chosen, n);
        return;
    }
    if (eight != NULL) {
        computerPlays(g, &eight, 1);
        return;
    }
    for (k = 0; k < 3; k++) {
        c = drawCard(g);
        printf("Computer draws a card.\n");
        if (canPlay(g, c) && !g->stockGone) {
            insertSorted(&g->comp, c);
            computerPlays(g, &c, 1);
            return;
        }
        insertSorted(&g->comp, c);
        if (g->stockGone) return;
    }
    printf("Computer passes.\n");
}

/* ======================= statistics ========================= */

typedef struct {
    char name[32];
    int win, loss;
} Record;

static Record recs[MAXREC];
static int sessionGames = 0, sessionWins = 0, sessionLosses = 0;
static int nRecs = 0;
static int me = -1;

static void writeRecords(void)
{
    FILE *f = fopen(RECORD_FILE, "w");
    int i;
    if (f == NULL) return;
    for (i = 0; i < nRecs; i++) fprintf(f, "%s %d %d\n", recs[i].name, recs[i].win, recs[i].loss);
    fclose(f);
}

static void readRecords(void)
{
    FILE *f = fopen(RECORD_FILE, "r");
    if (f == NULL) {
        /* start the file with the team */
        strcpy(recs[0].name, "Kai"); recs[0].win = 10; recs[0].loss = 8;
        strcpy(recs[1].name, "Lena"); recs[1].win = 8; recs[1].loss = 10;
        nRecs = 2;
        writeRecords();
        return;
    }
    while (nRecs < MAXREC && fscanf(f, "%31s %d %d", recs[nRecs].name, &recs[nRecs].win, &recs[nRecs].loss) == 3)
        nRecs++;
    fclose(f);
}

static int findRecord(const char *name)
{
    int i;
    for (i = 0; i < nRecs; i++)
        if (strcmp(recs[i].name, name) == 0) return i;
    return -1;
}

static void askName(char *name)
{
    char line[BUF];
    while (1) {
        printf("Enter your name: ");
        readLine(line, BUF);
        if (sscanf(line, "%31s", name) == 1) return;
        printf("The name can't be empty.\n");
    }
}

static void login(void)
{
    char line[BUF], name[32];
    char c;
    readRecords();
    while (me < 0) {
        printf("Are you a (N)ew or (R)eturning player? ");
        readLine(line, BUF);
        c = firstLetter(line);
        if (c != 'N' && c != 'R') {
            printf("Please answer N or R.\n");
            continue;
        }
        askName(name);
        if (c == 'N') {
            if (findRecord(name) >= 0) {
                printf("The name %s is already taken.\n", name);
                continue;
            }
            if (nRecs >= MAXREC) {
                printf("Record file is full.\n");
                continue;
            }
            me = nRecs++;
            strcpy(recs[me].name, name);
            recs[me].win = recs[me].loss = 0;
            writeRecords();
            printf("Hello %s, your record starts at 0 W / 0 L.\n", name);
        } else {
            me = findRecord(name);
            if (me < 0) printf("No player called %s was found.\n", name);
            else printf("Welcome back %s: %d W / %d L.\n", name, recs[me].win, recs[me].loss);
        }
    }
}

/* ========================= one game ============================ */

static int askLaziness(void)
{
    char line[BUF], *end;
    long v;
    while (1) {
        printf("Dealer laziness, 1 (lazy) to 10 (thorough): ");
        readLine(line, BUF);
        v = strtol(line, &end, 10);
        if (end != line && *end == '\0' && v >= 1 && v <= 10) return (int)v;
        printf("Enter a number from 1 to 10.\n");
    }
}

static void playOneGame(int demo)
{
    Game g;
    card *deck;
    int i, level, up, cp;

    memset(&g, 0, sizeof g);
    level = askLaziness();
    deck = CreateDeck();
    if (demo) {
        printf("[demo] Ordered deck: ");
        printCardsInline(deck);
    }
    shuffleDeck(&deck, 50 * level + 50);
    if (demo) {
        printf("[demo] Shuffled deck: ");
        printCardsInline(deck);
    }
    for (i = 0; i < 16; i++) {
        card *c = RemoveCard(&deck, 0);
        if (i % 2 == 0) insertSorted(&g.user, c);
        else insertSorted(&g.comp, c);
    }
    if (demo) {
        printf("[demo] Your hand: ");
        printCardsInline(g.user);
        printf("[demo] Computer's hand: ");
        printCardsInline(g.comp);
    }
    g.stock = deck;
    pushTop(&g.pile, drawCard(&g));
    g.suitToPlay = g.pile->suit;
    {
        char txt[16];
        cardText(g.pile, txt);
        printf("Starting card: %s\n", txt);
    }

    while (1) {
        userTurn(&g);
        if (g.user == NULL || g.stockGone) break;
        computerTurn(&g);
        if (g.comp == NULL || g.stockGone) break;
    }

    up = handPoints(g.user);
    cp = handPoints(g.comp);
    printf("\n=========== GAME OVER ===========\n");
    if (g.user == NULL) printf("You played your last card!\n");
    else if (g.comp == NULL) printf("The computer played its last card!\n");
    else printf("The stockpile ran out.\n");
    printf("Your hand: ");
    printCardsInline(g.user);
    printf("Computer's hand: ");
    printCardsInline(g.comp);
    printf("Points - you: %d | computer: %d\n", up, cp);
    sessionGames++;
    if (g.user == NULL || (g.comp != NULL && up < cp)) {
        printf("You win this game!\n");
        recs[me].win++;
        sessionWins++;
    } else if (g.comp == NULL || cp < up) {
        printf("The computer wins this game.\n");
        recs[me].loss++;
        sessionLosses++;
    } else {
        printf("It's a draw!\n");
    }
    writeRecords();
    printf("Record for %s: %d W / %d L\n", recs[me].name, recs[me].win, recs[me].loss);
    printf("Session: %d game%s played | you won %.1f%% | computer won %.1f%%\n", sessionGames,
           sessionGames == 1 ? "" : "s", 100.0 * sessionWins / sessionGames, 100.0 * sessionLosses / sessionGames);

    freeCards(&g.stock);
    freeCards(&g.pile);
    freeCards(&g.user);
    freeCards(&g.comp);
}

int main(void)
{
    char line[BUF];
    int demo;
    const char *seed = getenv("SEED");
    char c;

    srand(seed != NULL && seed[0] != '\0' ? (unsigned)strtoul(seed, NULL, 10) : (unsigned)time(NULL));

    printf("=== Crazy Eights ===\n");
    printf("You vs. the Computer (the dealer). You go first.\n\n");
    login();
    while (1) {
        printf("Turn on demo printouts (deck and hands)? (y/n): ");
        readLine(line, BUF);
        c = firstLetter(line);
        if (c == 'Y' || c == 'N') break;
        printf("Please answer y or n.\n");
    }
    demo = (c == 'Y');

    while (1) {
        playOneGame(demo);
        printf("\nNew game? (Q/q quits, Enter continues): ");
        readLine(line, BUF);
        if (firstLetter(line) == 'Q') break;
    }
    printf("Goodbye!\n");
    return 0;
}
