/*
 * ECE 175 - Final Project: Crazy Eights
 *
 * Two players: the user and the computer (the dealer). The user always
 * plays first. The deck, both hands and the discard pile are linked lists
 * of the "card" struct given in the assignment.
 *
 * Extra feature implemented: game statistics, kept in the text file
 * stats.txt (one line per player: name wins losses).
 *
 * Card notation used on screen: face then suit letter, e.g. AC, 10H, QS.
 *   faces: A, 2 .. 10, J, Q, K      suits: C (clubs), S (spades),
 *                                          H (hearts), D (diamonds)
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

#define LINE_LEN     256     /* longest input line we look at            */
#define NAME_LEN     50      /* longest player name (incl. '\0')         */
#define MAX_RECORDS  500     /* most players we keep in stats.txt        */
#define MAX_NUMBERS  64      /* most card numbers accepted in one answer */
#define DECK_SIZE    52
#define HAND_SIZE    8       /* cards dealt to each player               */
#define MAX_DRAWS    3       /* cards drawn before a player must pass    */
#define SHUFFLE_REPS 100     /* how many times the shuffle pass repeats  */
#define STATS_FILE   "stats.txt"
#define SHOW_DECK    0       /* set to 1 for the demo: prints the deck   */

/* card type required by the assignment */
typedef struct card_s {
    char suit;               /* 'C', 'S', 'H' or 'D'        */
    int face;                /* 1 (Ace) .. 13 (King)         */
    struct card_s *listp;    /* next card in the list        */
} card;

/* one line of the statistics file */
typedef struct record_s {
    char name[NAME_LEN];
    int wins;
    int losses;
} record;

/* results of one game, seen from the user's side */
#define RESULT_LOSS (-1)
#define RESULT_TIE    0
#define RESULT_WIN    1

/* ------------------------------------------------------------------ */
/* Function prototypes                                                 */
/* ------------------------------------------------------------------ */

/* input helpers */
void ReadLine(char line[], int size);
int AskYesNo(const char prompt[]);
char AskSuit(void);
int ParseNumbers(const char line[], int nums[], int maxNums);

/* list / deck functions */
void CreateDeck(card **deck);
void ShuffleDeck(card **deck);
void DealCards(card **deck, card **userHand, card **compHand);
card *TakeTopCard(card **list);
void PutOnTop(card **list, card *c);
void AddToEnd(card **list, card *c);
int RemoveCard(card **list, card *target);
card *GetCardAt(card *list, int index);
int CountCards(const card *list);
void FreeList(card **list);

/* printing */
void CardText(const card *c, char out[]);
const char *SuitName(char suit);
void PrintList(const card *list);
void PrintHand(const card *hand);
void PrintTopCard(const card *top, char namedSuit);

/* game rules */
int IsPlayable(const card *c, const card *top, char namedSuit);
int HasPlayableCard(const card *hand, const card *top, char namedSuit);
int HandPoints(const card *hand);
char ComputerChooseSuit(const card *hand, char fallback);
int DrawAndTryToPlay(card **hand, card **deck, card **discard,
                     char *namedSuit, int isUser);
void UserTurn(card **hand, card **deck, card **discard, char *namedSuit);
void ComputerTurn(card **hand, card **deck, card **discard, char *namedSuit);
int PlayOneGame(void);

/* statistics */
int LoadStats(record recs[], int maxRecs);
void SaveStats(const record recs[], int count);
int FindRecord(const record recs[], int count, const char name[]);
void PrintStats(const record *r);

/* ------------------------------------------------------------------ */
/* main                                                                */
/* ------------------------------------------------------------------ */
int main(void)
{
    record recs[MAX_RECORDS];
    int numRecs;
    int isNew;
    int me = -1;                 /* index of the current player in recs */
    char line[LINE_LEN];
    char name[NAME_LEN];
    char answer;
    int result;

    srand((unsigned int) time(NULL));   /* seed only once */

    /* load existing players (a missing file just means no players yet) */
    numRecs = LoadStats(recs, MAX_RECORDS);

    isNew = AskYesNo("Are you a new player? [y/n] ");

    /* ask for the name until we get one that fits the answer above */
    while (me < 0) {
        printf("Please enter your name > ");
        fflush(stdout);
        ReadLine(line, LINE_LEN);
        if (sscanf(line, "%49s", name) != 1) {
            printf("The name cannot be empty.\n");
            continue;
        }
        me = FindRecord(recs, numRecs, name);
        if (isNew && me >= 0) {
            printf("The name %s is already taken. Please choose another name.\n",
                   name);
            me = -1;
        }
        else if (!isNew && me < 0) {
            printf("There is no player named %s in the records. Please try again.\n",
                   name);
        }
        else if (isNew && numRecs >= MAX_RECORDS) {
            printf("Sorry, the statistics file is full. Please use an existing name.\n");
            isNew = 0;
        }
        else if (isNew) {
            /* create the new record; it is written to the file after a game */
            strcpy(recs[numRecs].name, name);
            recs[numRecs].wins = 0;
            recs[numRecs].losses = 0;
            me = numRecs;
            numRecs++;
            printf("Welcome, %s! A new record was created for you.\n", name);
        }
        else {
            printf("Welcome back, %s!\n", name);
            PrintStats(&recs[me]);
        }
    }

    /* one game per pass of this loop */
    while (1) {
        result = PlayOneGame();

        if (result == RESULT_WIN) {
            printf("*** You win, %s! ***\n", recs[me].name);
            recs[me].wins++;
        }
        else if (result == RESULT_LOSS) {
            printf("*** The computer wins. You lose, %s. ***\n", recs[me].name);
            recs[me].losses++;
        }
        else {
            printf("*** It is a tie - nobody wins this game. ***\n");
        }
        PrintStats(&recs[me]);
        SaveStats(recs, numRecs);

        printf("Another round? Enter Q or N to stop, anything else to continue: ");
        fflush(stdout);
        ReadLine(line, LINE_LEN);
        answer = ' ';
        sscanf(line, " %c", &answer);
        answer = (char) toupper((unsigned char) answer);
        if (answer == 'Q' || answer == 'N') {
            break;
        }
    }

    printf("Thanks for playing, %s. Goodbye!\n", recs[me].name);
    return 0;
}

/* ------------------------------------------------------------------ */
/* Input helpers                                                       */
/* ------------------------------------------------------------------ */

/* Reads one line into line[] (without the newline). At end of input the
   program simply stops. Extra characters of a too long line are thrown
   away so they do not count as the next answer. */
void ReadLine(char line[], int size)
{
    int ch;
    size_t len;

    if (fgets(line, size, stdin) == NULL) {
        printf("\nEnd of input. Goodbye!\n");
        exit(0);
    }
    len = strlen(line);
    if (len > 0 && line[len - 1] == '\n') {
        line[len - 1] = '\0';
    }
    else {
        /* line was longer than the buffer: skip the rest of it */
        ch = getchar();
        while (ch != '\n' && ch != EOF) {
            ch = getchar();
        }
    }
}

/* Asks a yes/no question until the answer is y, yes, n or no.
   Returns 1 for yes, 0 for no. */
int AskYesNo(const char prompt[])
{
    char line[LINE_LEN];
    char word[LINE_LEN];
    int i;

    while (1) {
        printf("%s", prompt);
        fflush(stdout);
        ReadLine(line, LINE_LEN);
        if (sscanf(line, "%255s", word) == 1) {
            for (i = 0; word[i] != '\0'; i++) {
                word[i] = (char) tolower((unsigned char) word[i]);
            }
            if (strcmp(word, "y") == 0 || strcmp(word, "yes") == 0) {
                return 1;
            }
            if (strcmp(word, "n") == 0 || strcmp(word, "no") == 0) {
                return 0;
            }
        }
        printf("Please answer y or n.\n");
    }
}

/* Asks the user for the suit after playing an eight.
   Accepts c/s/h/d (or the full suit name), upper or lower case. */
char AskSuit(void)
{
    char line[LINE_LEN];
    char word[LINE_LEN];
    int i;

    while (1) {
        printf("Choose the new suit [c/s/h/d]: ");
        fflush(stdout);
        ReadLine(line, LINE_LEN);
        if (sscanf(line, "%255s", word) == 1) {
            for (i = 0; word[i] != '\0'; i++) {
                word[i] = (char) tolower((unsigned char) word[i]);
            }
            if (strcmp(word, "c") == 0 || strcmp(word, "clubs") == 0) {
                return 'C';
            }
            if (strcmp(word, "s") == 0 || strcmp(word, "spades") == 0) {
                return 'S';
            }
            if (strcmp(word, "h") == 0 || strcmp(word, "hearts") == 0) {
                return 'H';
            }
            if (strcmp(word, "d") == 0 || strcmp(word, "diamonds") == 0) {
                return 'D';
            }
        }
        printf("Please type c, s, h or d.\n");
    }
}

/* Splits a line into whole numbers separated by spaces.
   Returns how many numbers were found, or -1 if something in the line is
   not a whole number (e.g. "2x" or "abc") or there are too many numbers. */
int ParseNumbers(const char line[], int nums[], int maxNums)
{
    const char *p = line;
    char *end;
    long value;
    int count = 0;

    while (1) {
        while (isspace((unsigned char) *p)) {
            p++;
        }
        if (*p == '\0') {
            break;
        }
        value = strtol(p, &end, 10);
        if (end == p) {
            return -1;                      /* not a number at all */
        }
        if (*end != '\0' && !isspace((unsigned char) *end)) {
            return -1;                      /* number glued to junk */
        }
        if (count >= maxNums) {
            return -1;
        }
        /* keep huge values from wrapping around into a valid index */
        if (value < -1000 || value > 1000) {
            value = 1000;
        }
        nums[count] = (int) value;
        count++;
        p = end;
    }
    return count;
}

/* ------------------------------------------------------------------ */
/* List / deck functions                                               */
/* ------------------------------------------------------------------ */

/* Builds the 52 cards in order: for each suit, Ace through King. */
void CreateDeck(card **deck)
{
    const char suits[4] = { 'C', 'S', 'H', 'D' };
    int s, f;
    card *c;

    *deck = NULL;
    for (s = 0; s < 4; s++) {
        for (f = 1; f <= 13; f++) {
            c = (card *) malloc(sizeof(card));
            if (c == NULL) {
                printf("Out of memory!\n");
                exit(1);
            }
            c->suit = suits[s];
            c->face = f;
            c->listp = NULL;
            AddToEnd(deck, c);
        }
    }
}

/* Shuffle from the assignment: for every position i, swap the card there
   with the card at a random index 0..50. The whole pass is done 100 times.
   The list is copied into an array of pointers so we can use indexes,
   then linked back together in the new order. */
void ShuffleDeck(card **deck)
{
    card *cards[DECK_SIZE];
    card *temp;
    card *c;
    int n = 0;
    int i, j, rep;

    for (c = *deck; c != NULL && n < DECK_SIZE; c = c->listp) {
        cards[n] = c;
        n++;
    }
    if (n < 2) {
        return;
    }

    for (rep = 0; rep < SHUFFLE_REPS; rep++) {
        for (i = 0; i < n; i++) {
            j = rand() % (n - 1);          /* 0 .. 50 for a full deck */
            temp = cards[i];
            cards[i] = cards[j];
            cards[j] = temp;
        }
    }

    /* relink the list in the shuffled order */
    for (i = 0; i < n - 1; i++) {
        cards[i]->listp = cards[i + 1];
    }
    cards[n - 1]->listp = NULL;
    *deck = cards[0];
}

/* Deals one card to the user, then one to the computer, and so on,
   until each has HAND_SIZE cards. Cards are taken off the deck. */
void DealCards(card **deck, card **userHand, card **compHand)
{
    int i;
    card *c;

    for (i = 0; i < HAND_SIZE; i++) {
        c = TakeTopCard(deck);
        if (c != NULL) {
            AddToEnd(userHand, c);
        }
        c = TakeTopCard(deck);
        if (c != NULL) {
            AddToEnd(compHand, c);
        }
    }
}

/* Unlinks and returns the first card of a list (NULL if the list is empty). */
card *TakeTopCard(card **list)
{
    card *c = *list;

    if (c != NULL) {
        *list = c->listp;
        c->listp = NULL;
    }
    return c;
}

/* Puts a card at the front of a list (used for the discard pile). */
void PutOnTop(card **list, card *c)
{
    c->listp = *list;
    *list = c;
}

/* Adds a card at the end of a list (used for hands). */
void AddToEnd(card **list, card *c)
{
    card *cur;

    c->listp = NULL;
    if (*list == NULL) {
        *list = c;
        return;
    }
    cur = *list;
    while (cur->listp != NULL) {
        cur = cur->listp;
    }
    cur->listp = c;
}

/* Removes the given card from a list (it is not freed, the caller moves it
   somewhere else). Returns 1 if the card was found, 0 otherwise. */
int RemoveCard(card **list, card *target)
{
    card *prev = NULL;
    card *cur = *list;

    while (cur != NULL && cur != target) {
        prev = cur;
        cur = cur->listp;
    }
    if (cur == NULL) {
        return 0;
    }
    if (prev == NULL) {
        *list = cur->listp;
    }
    else {
        prev->listp = cur->listp;
    }
    cur->listp = NULL;
    return 1;
}

/* Returns the card at position index (0 = first), or NULL. */
card *GetCardAt(card *list, int index)
{
    int i = 0;

    while (list != NULL && i < index) {
        list = list->listp;
        i++;
    }
    return list;
}

int CountCards(const card *list)
{
    int n = 0;

    while (list != NULL) {
        n++;
        list = list->listp;
    }
    return n;
}

void FreeList(card **list)
{
    card *c;

    while (*list != NULL) {
        c = *list;
        *list = c->listp;
        free(c);
    }
}

/* ------------------------------------------------------------------ */
/* Printing                                                            */
/* ------------------------------------------------------------------ */

/* Writes a card like "AC", "10H" or "QS" into out (at least 4 chars). */
void CardText(const card *c, char out[])
{
    switch (c->face) {
    case 1:
        sprintf(out, "A%c", c->suit);
        break;
    case 11:
        sprintf(out, "J%c", c->suit);
        break;
    case 12:
        sprintf(out, "Q%c", c->suit);
        break;
    case 13:
        sprintf(out, "K%c", c->suit);
        break;
    default:
        sprintf(out, "%d%c", c->face, c->suit);
        break;
    }
}

const char *SuitName(char suit)
{
    switch (suit) {
    case 'C':
        return "Clubs";
    case 'S':
        return "Spades";
    case 'H':
        return "Hearts";
    case 'D':
        return "Diamonds";
    default:
        return "?";
    }
}

/* Prints all cards of a list on one line, e.g. "5C 10H QS". */
void PrintList(const card *list)
{
    char text[8];

    if (list == NULL) {
        printf("(no cards)\n");
        return;
    }
    while (list != NULL) {
        CardText(list, text);
        printf("%s", text);
        if (list->listp != NULL) {
            printf(" ");
        }
        list = list->listp;
    }
    printf("\n");
}

/* Prints the user's hand numbered from 0: "[0] 5C  [1] 10H  [2] QS". */
void PrintHand(const card *hand)
{
    char text[8];
    int i = 0;

    if (hand == NULL) {
        printf("(no cards)\n");
        return;
    }
    while (hand != NULL) {
        CardText(hand, text);
        printf("[%d] %s", i, text);
        if (hand->listp != NULL) {
            printf("  ");
        }
        hand = hand->listp;
        i++;
    }
    printf("\n");
}

/* Prints the top card of the discard pile, plus the named suit if an
   eight was played. */
void PrintTopCard(const card *top, char namedSuit)
{
    char text[8];

    CardText(top, text);
    if (namedSuit != '\0') {
        printf("Top: %s  (suit to follow: %s)\n", text, SuitName(namedSuit));
    }
    else {
        printf("Top: %s\n", text);
    }
}

/* ------------------------------------------------------------------ */
/* Game rules                                                          */
/* ------------------------------------------------------------------ */

/* A single card can be played if it is an eight, or (after an eight named
   a suit) it has the named suit, or otherwise it matches the face or the
   suit of the top card. */
int IsPlayable(const card *c, const card *top, char namedSuit)
{
    if (c->face == 8) {
        return 1;
    }
    if (namedSuit != '\0') {
        return c->suit == namedSuit;
    }
    return c->face == top->face || c->suit == top->suit;
}

int HasPlayableCard(const card *hand, const card *top, char namedSuit)
{
    while (hand != NULL) {
        if (IsPlayable(hand, top, namedSuit)) {
            return 1;
        }
        hand = hand->listp;
    }
    return 0;
}

/* Sum of the face values left in a hand (A = 1, J = 11, Q = 12, K = 13). */
int HandPoints(const card *hand)
{
    int sum = 0;

    while (hand != NULL) {
        sum += hand->face;
        hand = hand->listp;
    }
    return sum;
}

/* The computer names the suit it holds most of. If its hand is empty it
   keeps the suit of the eight it just played (fallback). */
char ComputerChooseSuit(const card *hand, char fallback)
{
    const char suits[4] = { 'C', 'S', 'H', 'D' };
    int counts[4] = { 0, 0, 0, 0 };
    int i, best = -1;

    while (hand != NULL) {
        for (i = 0; i < 4; i++) {
            if (hand->suit == suits[i]) {
                counts[i]++;
            }
        }
        hand = hand->listp;
    }
    for (i = 0; i < 4; i++) {
        if (counts[i] > 0 && (best < 0 || counts[i] > counts[best])) {
            best = i;
        }
    }
    if (best < 0) {
        return fallback;
    }
    return suits[best];
}

/* Draws up to MAX_DRAWS cards from the stockpile, stopping at the first
   card that can be played; that card is played right away. If none of the
   drawn cards fits (or the stockpile runs out), the player passes.
   Returns 1 if a card was played, 0 if the player passed. */
int DrawAndTryToPlay(card **hand, card **deck, card **discard,
                     char *namedSuit, int isUser)
{
    int draws;
    card *c;
    char text[8];

    for (draws = 0; draws < MAX_DRAWS; draws++) {
        if (*deck == NULL) {
            printf("The stockpile is empty.\n");
            break;
        }
        c = TakeTopCard(deck);
        AddToEnd(hand, c);
        CardText(c, text);
        if (isUser) {
            printf("You drew: %s\n", text);
        }
        else {
            printf("Computer drew a card.\n");
        }

        if (IsPlayable(c, *discard, *namedSuit)) {
            RemoveCard(hand, c);
            PutOnTop(discard, c);
            if (isUser) {
                printf("You played: %s\n", text);
            }
            else {
                printf("Computer played: %s\n", text);
            }
            if (c->face == 8) {
                if (isUser) {
                    *namedSuit = AskSuit();
                    printf("You named %s.\n", SuitName(*namedSuit));
                }
                else {
                    *namedSuit = ComputerChooseSuit(*hand, c->suit);
                    printf("Computer names the suit: %s\n", SuitName(*namedSuit));
                }
            }
            else {
                *namedSuit = '\0';
            }
            return 1;
        }
    }

    if (isUser) {
        printf("None of the drawn cards can be played. You pass.\n");
    }
    else {
        printf("Computer passes.\n");
    }
    return 0;
}

/* One turn of the user. */
void UserTurn(card **hand, card **deck, card **discard, char *namedSuit)
{
    char line[LINE_LEN];
    int nums[MAX_NUMBERS];
    card *chosen[MAX_NUMBERS];
    char text[8];
    int count, handSize, i, j, ok;
    card *top = *discard;

    printf("----- Your turn -----\n");
    PrintTopCard(top, *namedSuit);
    printf("Your cards:\n");
    PrintHand(*hand);

    /* nothing to play: draw automatically */
    if (!HasPlayableCard(*hand, top, *namedSuit)) {
        printf("You have no card you can play. Drawing from the stockpile...\n");
        DrawAndTryToPlay(hand, deck, discard, namedSuit, 1);
        return;
    }

    handSize = CountCards(*hand);
    while (1) {
        printf("Which card(s) do you play? Give their numbers separated by spaces (-1 to draw): ");
        fflush(stdout);
        ReadLine(line, LINE_LEN);

        count = ParseNumbers(line, nums, MAX_NUMBERS);
        if (count < 0) {
            printf("Please type only card numbers separated by spaces.\n");
            continue;
        }
        if (count == 0) {
            printf("Please type at least one card number.\n");
            continue;
        }

        /* -1 means "draw", but only allowed when nothing can be played */
        ok = 1;
        for (i = 0; i < count; i++) {
            if (nums[i] == -1) {
                ok = 0;
            }
        }
        if (!ok) {
            if (count == 1) {
                printf("You have a card you can play.\n");
            }
            else {
                printf("-1 cannot be mixed with card numbers.\n");
            }
            continue;
        }

        /* every number must be a card in the hand */
        for (i = 0; i < count && ok; i++) {
            if (nums[i] < 0 || nums[i] >= handSize) {
                printf("Card numbers must be between 0 and %d.\n", handSize - 1);
                ok = 0;
            }
        }
        if (!ok) {
            continue;
        }

        /* no card twice */
        for (i = 0; i < count && ok; i++) {
            for (j = i + 1; j < count && ok; j++) {
                if (nums[i] == nums[j]) {
                    printf("You listed card %d more than once.\n", nums[i]);
                    ok = 0;
                }
            }
        }
        if (!ok) {
            continue;
        }

        for (i = 0; i < count; i++) {
            chosen[i] = GetCardAt(*hand, nums[i]);
        }

        if (count == 1) {
            if (!IsPlayable(chosen[0], top, *namedSuit)) {
                CardText(chosen[0], text);
                if (*namedSuit != '\0') {
                    printf("You cannot play %s: you must play a %s card or an 8.\n",
                           text, SuitName(*namedSuit));
                }
                else {
                    printf("You cannot play %s: it does not match the top card.\n",
                           text);
                }
                continue;
            }
        }
        else {
            /* several cards: the first one must match the top card, the
               others must have the face of the first */
            if (!IsPlayable(chosen[0], top, *namedSuit)) {
                ok = 0;
            }
            for (i = 1; i < count && ok; i++) {
                if (chosen[i]->face != chosen[0]->face) {
                    ok = 0;
                }
            }
            if (!ok) {
                printf("Several cards can only be played together if they all have the same face as the top card.\n");
                continue;
            }
        }
        break;      /* the answer is legal */
    }

    /* move the chosen cards from the hand onto the discard pile,
       in the order the user typed them (the last one ends up on top) */
    printf("You played:");
    for (i = 0; i < count; i++) {
        RemoveCard(hand, chosen[i]);
        PutOnTop(discard, chosen[i]);
        CardText(chosen[i], text);
        printf(" %s", text);
    }
    printf("\n");

    if ((*discard)->face == 8) {
        *namedSuit = AskSuit();
        printf("You named %s.\n", SuitName(*namedSuit));
    }
    else {
        *namedSuit = '\0';
    }
}

/* One turn of the computer. Strategy: play the first card that fits which
   is not an eight (and, if it matches the top face, every other card of
   that face too); keep eights for when nothing else fits. */
void ComputerTurn(card **hand, card **deck, card **discard, char *namedSuit)
{
    card *top = *discard;
    card *choice = NULL;
    card *eight = NULL;
    card *cur;
    card *next;
    char text[8];
    int face;

    printf("\n----- Computer's turn -----\n");

    for (cur = *hand; cur != NULL; cur = cur->listp) {
        if (IsPlayable(cur, top, *namedSuit)) {
            if (cur->face == 8) {
                if (eight == NULL) {
                    eight = cur;
                }
            }
            else if (choice == NULL) {
                choice = cur;
            }
        }
    }
    if (choice == NULL) {
        choice = eight;
    }

    if (choice == NULL) {
        DrawAndTryToPlay(hand, deck, discard, namedSuit, 0);
        return;
    }

    face = choice->face;
    RemoveCard(hand, choice);
    PutOnTop(discard, choice);
    CardText(choice, text);
    printf("Computer played: %s", text);

    /* same face as the top card: put down the other cards of that face */
    if (face != 8 && face == top->face) {
        cur = *hand;
        while (cur != NULL) {
            next = cur->listp;
            if (cur->face == face) {
                RemoveCard(hand, cur);
                PutOnTop(discard, cur);
                CardText(cur, text);
                printf(" %s", text);
            }
            cur = next;
        }
    }
    printf("\n");

    if (face == 8) {
        *namedSuit = ComputerChooseSuit(*hand, choice->suit);
        printf("Computer names the suit: %s\n", SuitName(*namedSuit));
    }
    else {
        *namedSuit = '\0';
    }
}

/* Plays one whole game. Returns RESULT_WIN, RESULT_LOSS or RESULT_TIE
   from the user's point of view. */
int PlayOneGame(void)
{
    card *deck = NULL;
    card *userHand = NULL;
    card *compHand = NULL;
    card *discard = NULL;
    char namedSuit = '\0';      /* suit named by the last eight, or '\0' */
    int userPoints, compPoints, result;
    char text[8];

    CreateDeck(&deck);
    if (SHOW_DECK) {
        printf("Deck in order:\n");
        PrintList(deck);
    }
    ShuffleDeck(&deck);
    if (SHOW_DECK) {
        printf("Deck after shuffling:\n");
        PrintList(deck);
    }
    DealCards(&deck, &userHand, &compHand);
    if (SHOW_DECK) {
        printf("Computer's hand: ");
        PrintList(compHand);
        printf("Your hand: ");
        PrintList(userHand);
    }

    /* turn up the top card of the stockpile to start the discard pile */
    PutOnTop(&discard, TakeTopCard(&deck));

    printf("\n========== New game of Crazy Eights ==========\n");
    CardText(discard, text);
    printf("The first card turned up is %s.\n", text);

    while (1) {
        printf("\n(Computer has %d card(s), stockpile has %d card(s).)\n",
               CountCards(compHand), CountCards(deck));
        UserTurn(&userHand, &deck, &discard, &namedSuit);
        if (userHand == NULL || deck == NULL) {
            break;
        }
        ComputerTurn(&compHand, &deck, &discard, &namedSuit);
        if (compHand == NULL || deck == NULL) {
            break;
        }
    }

    printf("\n========== Game over ==========\n");
    if (userHand == NULL) {
        printf("You have no cards left!\n");
    }
    else if (compHand == NULL) {
        printf("The computer has no cards left!\n");
    }
    else {
        printf("The stockpile is empty!\n");
    }

    printf("Your cards left: ");
    PrintList(userHand);
    printf("Computer's cards left: ");
    PrintList(compHand);

    userPoints = HandPoints(userHand);
    compPoints = HandPoints(compHand);
    printf("Your points: %d\n", userPoints);
    printf("Computer's points: %d\n", compPoints);

    if (userPoints < compPoints) {
        result = RESULT_WIN;
    }
    else if (compPoints < userPoints) {
        result = RESULT_LOSS;
    }
    else {
        result = RESULT_TIE;
    }

    FreeList(&deck);
    FreeList(&userHand);
    FreeList(&compHand);
    FreeList(&discard);
    return result;
}

/* ------------------------------------------------------------------ */
/* Statistics                                                          */
/* ------------------------------------------------------------------ */

/* Reads "name wins losses" lines. Returns the number of records read.
   If the file does not exist yet we start with no players. */
int LoadStats(record recs[], int maxRecs)
{
    FILE *fp;
    int count = 0;

    fp = fopen(STATS_FILE, "r");
    if (fp == NULL) {
        return 0;
    }
    while (count < maxRecs &&
           fscanf(fp, "%49s %d %d", recs[count].name,
                  &recs[count].wins, &recs[count].losses) == 3) {
        count++;
    }
    fclose(fp);
    return count;
}

/* Writes all records back into the file. */
void SaveStats(const record recs[], int count)
{
    FILE *fp;
    int i;

    fp = fopen(STATS_FILE, "w");
    if (fp == NULL) {
        printf("Could not write %s; the statistics were not saved.\n", STATS_FILE);
        return;
    }
    for (i = 0; i < count; i++) {
        fprintf(fp, "%s %d %d\n", recs[i].name, recs[i].wins, recs[i].losses);
    }
    fclose(fp);
}

/* Returns the index of the player with this name, or -1. */
int FindRecord(const record recs[], int count, const char name[])
{
    int i;

    for (i = 0; i < count; i++) {
        if (strcmp(recs[i].name, name) == 0) {
            return i;
        }
    }
    return -1;
}

/* Shows wins, losses and winning percentages of a player. */
void PrintStats(const record *r)
{
    int games = r->wins + r->losses;

    printf("Stats for %s - wins: %d, losses: %d", r->name, r->wins, r->losses);
    if (games > 0) {
        printf(" (games: %d, your winning percentage: %.1f%%, dealer's winning percentage: %.1f%%)",
               games, 100.0 * r->wins / games, 100.0 * r->losses / games);
    }
    printf("\n");
}
