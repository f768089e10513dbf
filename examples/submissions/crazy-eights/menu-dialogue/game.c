/*
 * ECE 175 Final Project - Crazy Eights
 *
 * The user plays against the computer (the dealer). The user always goes
 * first. The deck, the two hands and the discard pile are all linked lists
 * of the card struct from the project handout.
 *
 * How a turn works for the user:
 *   - the top card of the discard pile and the hand are shown
 *     (cards in the hand are numbered starting at 1)
 *   - the user picks (p)lay or (d)raw
 *   - to play, the user says how many cards and then types the number of
 *     each card, one at a time
 *   - to draw, the program draws up to 3 cards, stopping when one of them
 *     can be played (drawing is only allowed when nothing can be played)
 *   - after an eight the user picks the new suit from a small menu
 *
 * Cards are printed as face + suit letter: AC, 7H, 10S, QD, KC ...
 *
 * Points at the end of a game: each card left in a hand counts its face
 * value (A = 1, J = 11, Q = 12, K = 13). Fewer points wins.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

/* the card type we have to use (from the handout) */
typedef struct card_s {
    char suit;              /* 'C', 'S', 'H' or 'D' */
    int face;               /* 1 = Ace ... 13 = King */
    struct card_s *listp;   /* next card in the list */
} card;

#define NUM_CARDS   52
#define DEAL_COUNT  8       /* cards each player gets */
#define DRAW_LIMIT  3       /* most cards drawn in one turn */
#define SHUFFLES    100     /* how many times we repeat the shuffle */
#define MAX_PICK    52      /* most cards the user can put down at once */
#define NO_SUIT     ' '     /* no suit has been named by an eight */

/* ===== function prototypes ===== */

/* reading input */
void Goodbye(void);
void SkipRestOfLine(void);
int ReadNumber(int *num);
void ReadWord(char word[], int size);

/* linked list stuff */
card *NewCard(char suit, int face);
void CreateDeck(card **deck);
void ShuffleDeck(card *deck);
void AddCard(card **list, card *c);
card *TakeFirst(card **list);
int RemoveCard(card **list, card *c);
card *CardNumber(card *list, int n);
int CountCards(card *list);
void DeleteList(card **list);

/* printing */
void CardName(card *c, char name[]);
const char *SuitName(char suit);
void PrintHand(card *hand);
void PrintTop(card *top, char namedSuit);

/* rules */
int CanPlayCard(card *c, card *top, char namedSuit);
int HasMove(card *hand, card *top, char namedSuit);
int HandPoints(card *hand);
char PickSuitMenu(void);
char MostCommonSuit(card *hand);

/* game */
void UserTurn(card **hand, card **stock, card **pile, char *namedSuit);
void ComputerTurn(card **hand, card **stock, card **pile, char *namedSuit);
void PlayGame(void);
int AskPlayAgain(void);


int main(void)
{
    srand((unsigned int) time(NULL));   /* seed once, at the start */

    printf("=== Crazy Eights ===\n");
    printf("You play against the computer. Match the top card by face or suit,\n");
    printf("or put down an eight and pick the next suit.\n");

    do {
        PlayGame();
    } while (AskPlayAgain());

    printf("Thanks for playing. Bye!\n");
    return 0;
}


/* ===================================================================== */
/*                            reading input                              */
/* ===================================================================== */

/* called when scanf hits the end of the input */
void Goodbye(void)
{
    printf("\nNo more input. Goodbye!\n");
    exit(0);
}

/* throws away whatever is left on the current input line */
void SkipRestOfLine(void)
{
    int ch = getchar();

    while (ch != '\n' && ch != EOF) {
        ch = getchar();
    }
}

/* reads one whole number. returns 1 if it worked, 0 if the user typed
   something that is not a number (that line is thrown away) */
int ReadNumber(int *num)
{
    int result = scanf("%d", num);

    if (result == EOF) {
        Goodbye();
    }
    if (result != 1) {
        SkipRestOfLine();
        return 0;
    }
    return 1;
}

/* reads one word (no spaces), lower case */
void ReadWord(char word[], int size)
{
    char format[16];
    int i;

    sprintf(format, "%%%ds", size - 1);
    if (scanf(format, word) != 1) {
        Goodbye();
    }
    for (i = 0; word[i] != '\0'; i++) {
        word[i] = (char) tolower((unsigned char) word[i]);
    }
}


/* ===================================================================== */
/*                          linked list functions                        */
/* ===================================================================== */

card *NewCard(char suit, int face)
{
    card *c = (card *) malloc(sizeof(card));

    if (c == NULL) {
        printf("Out of memory!\n");
        exit(1);
    }
    c->suit = suit;
    c->face = face;
    c->listp = NULL;
    return c;
}

/* makes the 52 cards in order: clubs, spades, hearts, diamonds,
   each one from Ace to King */
void CreateDeck(card **deck)
{
    char suits[4] = {'C', 'S', 'H', 'D'};
    card *last = NULL;
    card *c;
    int s, f;

    *deck = NULL;
    for (s = 0; s < 4; s++) {
        for (f = 1; f <= 13; f++) {
            c = NewCard(suits[s], f);
            if (last == NULL) {
                *deck = c;
            }
            else {
                last->listp = c;
            }
            last = c;
        }
    }
}

/* shuffle from the handout: go through the deck and swap every card with
   the card at a random index 0..50, and do all of that 100 times.
   I keep pointers to the nodes in an array so I can use indexes, and
   swap the suit and face stored in the two nodes. */
void ShuffleDeck(card *deck)
{
    card *spot[NUM_CARDS];
    card *c;
    int n = 0;
    int i, j, times;
    char tempSuit;
    int tempFace;

    for (c = deck; c != NULL && n < NUM_CARDS; c = c->listp) {
        spot[n] = c;
        n++;
    }

    for (times = 0; times < SHUFFLES; times++) {
        for (i = 0; i < n; i++) {
            j = rand() % 51;      /* random index from 0 to 50 */
            tempSuit = spot[i]->suit;
            tempFace = spot[i]->face;
            spot[i]->suit = spot[j]->suit;
            spot[i]->face = spot[j]->face;
            spot[j]->suit = tempSuit;
            spot[j]->face = tempFace;
        }
    }
}

/* puts a card at the end of a list */
void AddCard(card **list, card *c)
{
    card *p;

    c->listp = NULL;
    if (*list == NULL) {
        *list = c;
        return;
    }
    p = *list;
    while (p->listp != NULL) {
        p = p->listp;
    }
    p->listp = c;
}

/* takes the first card off a list, NULL if the list is empty */
card *TakeFirst(card **list)
{
    card *c = *list;

    if (c != NULL) {
        *list = c->listp;
        c->listp = NULL;
    }
    return c;
}

/* unlinks card c from the list (does not free it, it moves somewhere
   else). returns 1 if found */
int RemoveCard(card **list, card *c)
{
    card *prev = NULL;
    card *p = *list;

    while (p != NULL && p != c) {
        prev = p;
        p = p->listp;
    }
    if (p == NULL) {
        return 0;
    }
    if (prev == NULL) {
        *list = p->listp;
    }
    else {
        prev->listp = p->listp;
    }
    p->listp = NULL;
    return 1;
}

/* the n-th card of a list, counting from 1 (like the user sees it) */
card *CardNumber(card *list, int n)
{
    int i;

    for (i = 1; list != NULL && i < n; i++) {
        list = list->listp;
    }
    return list;
}

int CountCards(card *list)
{
    int count = 0;

    while (list != NULL) {
        count++;
        list = list->listp;
    }
    return count;
}

void DeleteList(card **list)
{
    card *c;

    while (*list != NULL) {
        c = *list;
        *list = c->listp;
        free(c);
    }
}


/* ===================================================================== */
/*                               printing                                */
/* ===================================================================== */

/* writes the card like "10H", "AC" or "QS" into name (needs 4 chars) */
void CardName(card *c, char name[])
{
    char faces[14][3] = {"?", "A", "2", "3", "4", "5", "6", "7",
                         "8", "9", "10", "J", "Q", "K"};

    sprintf(name, "%s%c", faces[c->face], c->suit);
}

const char *SuitName(char suit)
{
    switch (suit) {
    case 'C': return "Clubs";
    case 'S': return "Spades";
    case 'H': return "Hearts";
    case 'D': return "Diamonds";
    }
    return "?";
}

/* Your hand: 1:10H 2:9D 3:5H */
void PrintHand(card *hand)
{
    char name[4];
    int n = 1;

    printf("Your hand:");
    while (hand != NULL) {
        CardName(hand, name);
        printf(" %d:%s", n, name);
        n++;
        hand = hand->listp;
    }
    printf("\n");
}

void PrintTop(card *top, char namedSuit)
{
    char name[4];

    CardName(top, name);
    if (namedSuit != NO_SUIT) {
        printf("Top of the discard pile: %s - suit in play: %s\n",
               name, SuitName(namedSuit));
    }
    else {
        printf("Top of the discard pile: %s\n", name);
    }
}


/* ===================================================================== */
/*                                 rules                                 */
/* ===================================================================== */

/* can this one card go on the pile by itself?
   - an eight always can
   - after an eight named a suit: only that suit
   - otherwise: same face or same suit as the top card */
int CanPlayCard(card *c, card *top, char namedSuit)
{
    if (c->face == 8) {
        return 1;
    }
    if (namedSuit != NO_SUIT) {
        return c->suit == namedSuit;
    }
    return c->face == top->face || c->suit == top->suit;
}

/* 1 if at least one card in the hand can be played */
int HasMove(card *hand, card *top, char namedSuit)
{
    while (hand != NULL) {
        if (CanPlayCard(hand, top, namedSuit)) {
            return 1;
        }
        hand = hand->listp;
    }
    return 0;
}

/* adds up the faces of the cards in a hand */
int HandPoints(card *hand)
{
    int total = 0;

    while (hand != NULL) {
        total += hand->face;
        hand = hand->listp;
    }
    return total;
}

/* menu for the user to pick a suit after an eight */
char PickSuitMenu(void)
{
    char suits[4] = {'C', 'S', 'H', 'D'};
    int choice;

    while (1) {
        printf("1) Clubs\n");
        printf("2) Spades\n");
        printf("3) Hearts\n");
        printf("4) Diamonds\n");
        printf("Pick the suit for the next player (1-4): ");
        fflush(stdout);
        if (ReadNumber(&choice) && choice >= 1 && choice <= 4) {
            return suits[choice - 1];
        }
        printf("That is not on the menu, type 1, 2, 3 or 4.\n");
    }
}

/* the suit the computer has the most of (not counting eights).
   ties go to the first suit in the order C, S, H, D */
char MostCommonSuit(card *hand)
{
    char suits[4] = {'C', 'S', 'H', 'D'};
    int count[4] = {0, 0, 0, 0};
    int i, best = 0;

    for (; hand != NULL; hand = hand->listp) {
        if (hand->face == 8) {
            continue;
        }
        for (i = 0; i < 4; i++) {
            if (hand->suit == suits[i]) {
                count[i]++;
            }
        }
    }
    for (i = 1; i < 4; i++) {
        if (count[i] > count[best]) {
            best = i;
        }
    }
    return suits[best];
}


/* ===================================================================== */
/*                               the user                                */
/* ===================================================================== */

void UserTurn(card **hand, card **stock, card **pile, char *namedSuit)
{
    card *top = *pile;
    card *picked[MAX_PICK];
    char answer[32];
    char name[4], name2[4], topName[4];
    char allNames[MAX_PICK * 4];
    int mustPlay = 0;        /* set after a draw found a card that fits */
    int howMany, num, size, i, j, ok, drawn;
    card *c;

    printf("\n--- Your turn ---\n");
    PrintTop(top, *namedSuit);
    PrintHand(*hand);
    CardName(top, topName);

    while (1) {
        printf("Do you want to (p)lay or (d)raw? ");
        fflush(stdout);
        ReadWord(answer, (int) sizeof(answer));

        /* ---------- draw ---------- */
        if (strcmp(answer, "d") == 0 || strcmp(answer, "draw") == 0) {
            if (mustPlay) {
                printf("You just drew a card that fits, so you have to play now.\n");
                continue;
            }
            if (HasMove(*hand, top, *namedSuit)) {
                printf("You can still play a card.\n");
                continue;
            }
            for (drawn = 0; drawn < DRAW_LIMIT; drawn++) {
                c = TakeFirst(stock);
                if (c == NULL) {
                    printf("The stockpile is empty.\n");
                    break;
                }
                AddCard(hand, c);
                CardName(c, name);
                printf("You drew %s.\n", name);
                if (CanPlayCard(c, top, *namedSuit)) {
                    mustPlay = 1;
                    break;
                }
            }
            if (!mustPlay) {
                printf("You pass.\n");
                return;
            }
            PrintHand(*hand);
            continue;
        }

        /* ---------- anything else that is not play ---------- */
        if (strcmp(answer, "p") != 0 && strcmp(answer, "play") != 0) {
            SkipRestOfLine();
            printf("Please answer with p (play) or d (draw).\n");
            continue;
        }

        /* ---------- play ---------- */
        size = CountCards(*hand);
        while (1) {
            printf("How many cards will you put down? ");
            fflush(stdout);
            if (ReadNumber(&howMany) && howMany >= 1 && howMany <= size) {
                break;
            }
            printf("You can put down 1 to %d cards.\n", size);
        }

        for (i = 0; i < howMany; i++) {
            while (1) {
                printf("Card #%d number: ", i + 1);
                fflush(stdout);
                if (!ReadNumber(&num) || num < 1 || num > size) {
                    printf("Type a card number from 1 to %d.\n", size);
                    continue;
                }
                picked[i] = CardNumber(*hand, num);
                ok = 1;
                for (j = 0; j < i; j++) {
                    if (picked[j] == picked[i]) {
                        ok = 0;
                    }
                }
                if (!ok) {
                    printf("You already picked card %d, choose a different one.\n", num);
                    continue;
                }
                break;
            }
        }

        /* check the play against the rules */
        ok = 1;
        if (howMany == 1) {
            if (!CanPlayCard(picked[0], top, *namedSuit)) {
                CardName(picked[0], name);
                if (*namedSuit != NO_SUIT) {
                    printf("%s cannot be played: the suit in play is %s, so you need one of %s or an 8.\n",
                           name, SuitName(*namedSuit), SuitName(*namedSuit));
                }
                else {
                    printf("%s cannot go on %s: it is not the same face, not the same suit and not an 8.\n",
                           name, topName);
                }
                ok = 0;
            }
        }
        else {
            /* several cards: all the same face, and that face has to be the
               face of the top card. not allowed after an eight named a suit */
            CardName(picked[0], name);
            for (i = 1; i < howMany && ok; i++) {
                if (picked[i]->face != picked[0]->face) {
                    CardName(picked[i], name2);
                    printf("%s and %s cannot go down together: they do not have the same face.\n",
                           name, name2);
                    ok = 0;
                }
            }
            if (ok) {
                /* all the names in one string, for the messages below */
                allNames[0] = '\0';
                for (i = 0; i < howMany; i++) {
                    CardName(picked[i], name2);
                    if (i > 0) {
                        strcat(allNames, " ");
                    }
                    strcat(allNames, name2);
                }
            }
            if (ok && *namedSuit != NO_SUIT) {
                printf("%s cannot all go down now: the suit in play is %s, so only one %s card or one 8 is allowed.\n",
                       allNames, SuitName(*namedSuit), SuitName(*namedSuit));
                ok = 0;
            }
            if (ok && picked[0]->face != top->face) {
                printf("%s cannot go down together on %s: more than one card is only allowed on a card of the same face.\n",
                       allNames, topName);
                ok = 0;
            }
        }
        if (!ok) {
            continue;       /* back to the play or draw question */
        }

        /* move the cards from the hand to the pile, in the order they were
           typed (the last one ends up on top) */
        for (i = 0; i < howMany; i++) {
            RemoveCard(hand, picked[i]);
            picked[i]->listp = *pile;
            *pile = picked[i];
        }

        if ((*pile)->face == 8) {
            *namedSuit = PickSuitMenu();
        }
        else {
            *namedSuit = NO_SUIT;
        }

        printf("You put down");
        for (i = 0; i < howMany; i++) {
            CardName(picked[i], name);
            printf(" %s", name);
        }
        if (*namedSuit != NO_SUIT) {
            printf(", suit is now %s.\n", SuitName(*namedSuit));
        }
        else {
            printf(".\n");
        }
        return;
    }
}


/* ===================================================================== */
/*                             the computer                              */
/* ===================================================================== */

/* The computer:
   1. if it has nothing to play it draws (at most 3 cards) until it can
   2. it does not like to waste eights: it plays the normal move that gets
      rid of the most points (all its cards of the top card's face if it
      has two or more, or its biggest single card that fits)
   3. if only an eight fits it plays one eight and names the suit it has
      the most of */
void ComputerTurn(card **hand, card **stock, card **pile, char *namedSuit)
{
    card *top = *pile;
    card *best = NULL;
    card *eight = NULL;
    card *c, *next;
    char name[4];
    int drawn = 0;
    int sameFace = 0;
    int useSet = 0;

    printf("\n--- Computer's turn ---\n");

    while (!HasMove(*hand, top, *namedSuit) && drawn < DRAW_LIMIT) {
        c = TakeFirst(stock);
        if (c == NULL) {
            printf("The stockpile is empty.\n");
            break;
        }
        AddCard(hand, c);
        drawn++;
        printf("Computer draws a card.\n");
    }

    /* look for the best card that is not an eight */
    for (c = *hand; c != NULL; c = c->listp) {
        if (!CanPlayCard(c, top, *namedSuit)) {
            continue;
        }
        if (c->face == 8) {
            if (eight == NULL) {
                eight = c;
            }
        }
        else if (best == NULL || c->face > best->face) {
            best = c;
        }
    }

    /* two or more cards with the top card's face? (not on a named suit,
       and eights are kept for later) */
    if (*namedSuit == NO_SUIT && top->face != 8) {
        for (c = *hand; c != NULL; c = c->listp) {
            if (c->face == top->face) {
                sameFace++;
            }
        }
        if (sameFace >= 2 && (best == NULL || sameFace * top->face >= best->face)) {
            useSet = 1;
        }
    }

    if (useSet) {
        int face = top->face;

        printf("Computer puts down");
        c = *hand;
        while (c != NULL) {
            next = c->listp;
            if (c->face == face) {
                RemoveCard(hand, c);
                c->listp = *pile;
                *pile = c;
                CardName(c, name);
                printf(" %s", name);
            }
            c = next;
        }
        printf(".\n");
        *namedSuit = NO_SUIT;
    }
    else if (best != NULL) {
        RemoveCard(hand, best);
        best->listp = *pile;
        *pile = best;
        CardName(best, name);
        printf("Computer puts down %s.\n", name);
        *namedSuit = NO_SUIT;
    }
    else if (eight != NULL) {
        RemoveCard(hand, eight);
        eight->listp = *pile;
        *pile = eight;
        *namedSuit = MostCommonSuit(*hand);
        CardName(eight, name);
        printf("Computer puts down %s and picks %s.\n", name, SuitName(*namedSuit));
    }
    else {
        printf("Computer passes.\n");
    }
}


/* ===================================================================== */
/*                               one game                                */
/* ===================================================================== */

void PlayGame(void)
{
    card *stock = NULL;        /* the deck, later the stockpile */
    card *userHand = NULL;
    card *compHand = NULL;
    card *pile = NULL;         /* discard pile, the top card is first */
    char namedSuit = NO_SUIT;
    char name[4];
    int userPoints, compPoints, i;
    int over = 0;
    card *c;

    CreateDeck(&stock);
    ShuffleDeck(stock);

    /* deal one card to the user, one to the computer, ... 8 each */
    for (i = 0; i < DEAL_COUNT; i++) {
        AddCard(&userHand, TakeFirst(&stock));
        AddCard(&compHand, TakeFirst(&stock));
    }

    /* turn up the first card of the stockpile */
    pile = TakeFirst(&stock);

    printf("\n*** New game: 8 cards each, you go first. ***\n");

    while (!over) {
        UserTurn(&userHand, &stock, &pile, &namedSuit);
        if (userHand == NULL) {
            printf("\nGame over: you went out!\n");
            over = 1;
        }
        else if (stock == NULL) {
            printf("\nGame over: the stockpile ran out.\n");
            over = 1;
        }
        if (over) {
            break;
        }

        ComputerTurn(&compHand, &stock, &pile, &namedSuit);
        if (compHand == NULL) {
            printf("\nGame over: the computer went out.\n");
            over = 1;
        }
        else if (stock == NULL) {
            printf("\nGame over: the stockpile ran out.\n");
            over = 1;
        }
        else {
            printf("(Computer holds %d card(s), %d left in the stockpile.)\n",
                   CountCards(compHand), CountCards(stock));
        }
    }

    /* score: the face values of what is left */
    userPoints = HandPoints(userHand);
    compPoints = HandPoints(compHand);

    printf("Your points: %d", userPoints);
    if (userHand != NULL) {
        printf(" ->");
        for (c = userHand; c != NULL; c = c->listp) {
            CardName(c, name);
            printf(" %s", name);
        }
    }
    printf("\n");

    printf("Computer points: %d", compPoints);
    if (compHand != NULL) {
        printf(" ->");
        for (c = compHand; c != NULL; c = c->listp) {
            CardName(c, name);
            printf(" %s", name);
        }
    }
    printf("\n");

    if (userPoints < compPoints) {
        printf("You win!\n");
    }
    else if (compPoints < userPoints) {
        printf("The computer wins this time.\n");
    }
    else {
        printf("It's a tie - nobody wins.\n");
    }

    DeleteList(&stock);
    DeleteList(&userHand);
    DeleteList(&compHand);
    DeleteList(&pile);
}

/* 1 = play another game, 0 = stop */
int AskPlayAgain(void)
{
    char answer[32];

    while (1) {
        printf("Play again (y/n)? ");
        fflush(stdout);
        ReadWord(answer, (int) sizeof(answer));
        if (strcmp(answer, "y") == 0 || strcmp(answer, "yes") == 0) {
            return 1;
        }
        if (strcmp(answer, "n") == 0 || strcmp(answer, "no") == 0 ||
            strcmp(answer, "q") == 0) {
            return 0;
        }
        SkipRestOfLine();
        printf("Just type y or n.\n");
    }
}
