/*******************************************************************
 * ECE 175 Final Project - Crazy Eights
 * Nils
 *
 * Player (user) vs. Dealer (computer).  The player always starts.
 * Hand positions are numbered from 0.  Type one or more positions
 * to play (several cards only for cards of the same face), or d to
 * draw when you cannot play anything.
 *
 * Testing: SEED=<n> seeds rand() instead of time(); C8_DECK=1 prints
 * the deck after shuffling.
 *******************************************************************/
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

/* ======================== list functions ======================== */

card *CreateDeck(void)
{
    char suits[4] = {'c', 's', 'h', 'd'};
    card *head = NULL, *tail = NULL, *tmp;
    int i, j;

    for (i = 0; i < 4; i++) {
        for (j = 1; j <= 13; j++) {
            tmp = (card *)malloc(sizeof(card));
            tmp->suit = suits[i];
            tmp->face = j;
            tmp->listp = NULL;
            if (head == NULL) {
                head = tmp;
            } else {
                tail->listp = tmp;
            }
            tail = tmp;
        }
    }
    return head;
}

/* handout algorithm, done 100 times */
void ShuffleDeck(card **deck)
{
    card *arr[52];
    card *tmp;
    int i, k, r, n = 0;

    for (tmp = *deck; tmp != NULL; tmp = tmp->listp) {
        arr[n] = tmp;
        n++;
    }
    for (k = 0; k < 100; k++) {
        for (i = 0; i < n; i++) {
            r = rand() % 51;
            tmp = arr[i];
            arr[i] = arr[r];
            arr[r] = tmp;
        }
    }
    for (i = 0; i < n - 1; i++) {
        arr[i]->listp = arr[i + 1];
    }
    arr[n - 1]->listp = NULL;
    *deck = arr[0];
}

/* take the first card off a list */
card *DrawCard(card **list)
{
    card *tmp = *list;
    if (tmp != NULL) {
        *list = tmp->listp;
        tmp->listp = NULL;
    }
    return tmp;
}

/* add a card at the end of a list */
void AddToHand(card **list, card *c)
{
    card *tmp;
    c->listp = NULL;
    if (*list == NULL) {
        *list = c;
        return;
    }
    tmp = *list;
    while (tmp->listp != NULL) {
        tmp = tmp->listp;
    }
    tmp->listp = c;
}

/* unlink card c from a list */
void RemoveCard(card **list, card *c)
{
    card *tmp;
    if (*list == c) {
        *list = c->listp;
        c->listp = NULL;
        return;
    }
    for (tmp = *list; tmp != NULL; tmp = tmp->listp) {
        if (tmp->listp == c) {
            tmp->listp = c->listp;
            c->listp = NULL;
            return;
        }
    }
}

card *GetCard(card *list, int idx)
{
    int i;
    for (i = 0; i < idx && list != NULL; i++) {
        list = list->listp;
    }
    return list;
}

int NumCards(card *list)
{
    int n = 0;
    while (list != NULL) {
        n++;
        list = list->listp;
    }
    return n;
}

int HandValue(card *list)
{
    int total = 0;
    while (list != NULL) {
        total = total + list->face;
        list = list->listp;
    }
    return total;
}

void DeleteList(card **list)
{
    card *tmp;
    while (*list != NULL) {
        tmp = DrawCard(list);
        free(tmp);
    }
}

/* ======================== printing ======================== */

void PrintCard(card *c)
{
    if (c->face == 1)       printf("A%c", c->suit);
    else if (c->face == 11) printf("J%c", c->suit);
    else if (c->face == 12) printf("Q%c", c->suit);
    else if (c->face == 13) printf("K%c", c->suit);
    else                    printf("%d%c", c->face, c->suit);
}

void PrintList(card *list)
{
    while (list != NULL) {
        PrintCard(list);
        printf(" ");
        list = list->listp;
    }
}

void PrintHand(card *list)
{
    int i = 0;
    while (list != NULL) {
        printf("%d: ", i);
        PrintCard(list);
        printf("  ");
        i++;
        list = list->listp;
    }
    printf("\n");
}

/* ======================== game ======================== */

card *deck = NULL;
card *pile = NULL;         /* top card = first node */
card *player = NULL;
card *dealer = NULL;
char curSuit;              /* suit to follow */
int gameOver = 0;          /* 1 player out, 2 dealer out, 3 stock empty */

void ReadLine(char *buf, int n)
{
    fflush(stdout);
    if (fgets(buf, n, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
    if (strchr(buf, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF) {
        }
    }
}

int CanPlay(card *c)
{
    if (c->face == 8) return 1;
    if (c->suit == curSuit) return 1;
    if (c->face == pile->face) return 1;
    return 0;
}

int HasPlay(card *hand)
{
    while (hand != NULL) {
        if (CanPlay(hand)) return 1;
        hand = hand->listp;
    }
    return 0;
}

void PutOnPile(card **hand, card *c)
{
    RemoveCard(hand, c);
    c->listp = pile;
    pile = c;
    curSuit = c->suit;
}

char AskSuit(void)
{
    char line[100];
    int i;
    while (1) {
        printf("Declare suit (c/d/h/s): ");
        ReadLine(line, 100);
        for (i = 0; isspace((unsigned char)line[i]); i++) {
        }
        line[i] = (char)tolower((unsigned char)line[i]);
        if (line[i] == 'c' || line[i] == 'd' || line[i] == 'h' || line[i] == 's') {
            return line[i];
        }
        printf("Invalid suit.\n");
    }
}

void ShowTable(void)
{
    printf("\n=====================\n");
    printf("Discard top: ");
    PrintCard(pile);
    if (curSuit != pile->suit) {
        printf("   (suit in play: %c)", curSuit);
    }
    printf("\nStock: %d   Dealer cards: %d\n", NumCards(deck), NumCards(dealer));
    printf("Your hand: ");
    PrintHand(player);
}

void PlayerPlays(card **sel, int n)
{
    int i;
    printf("You play ");
    for (i = 0; i < n; i++) {
        PrintCard(sel[i]);
        printf(" ");
        PutOnPile(&player, sel[i]);
    }
    printf("\n");
    if (player == NULL) {
        gameOver = 1;
        return;
    }
    if (sel[n - 1]->face == 8) {
        curSuit = AskSuit();
    }
}

void PlayerDraws(void)
{
    int k;
    card *c;
    for (k = 0; k < 3; k++) {
        if (deck == NULL) {     /* nothing left to draw: game over */
            gameOver = 3;
            return;
        }
        c = DrawCard(&deck);
        AddToHand(&player, c);
        printf("You drew ");
        PrintCard(c);
        printf("\n");
        if (CanPlay(c)) {
            PlayerPlays(&c, 1);
            return;
        }
    }
    printf("No match, you pass\n");
}

void PlayerTurn(void)
{
    char line[256];
    char *tok;
    card *sel[52];
    int n, i, j, k, ok;

    ShowTable();
    while (1) {
        printf("Play which card(s)? (indices, d = draw): ");
        ReadLine(line, 256);
        tok = strtok(line, " \t\r\n");
        if (tok == NULL) {
            printf("Type an index or d.\n");
            continue;
        }
        if ((tok[0] == 'd' || tok[0] == 'D') && tok[1] == '\0') {
            if (strtok(NULL, " \t\r\n") != NULL) {
                printf("Invalid input.\n");
                continue;
            }
            if (HasPlay(player)) {
                printf("You can play a card, no drawing.\n");
                continue;
            }
            PlayerDraws();
            return;
        }
        n = 0;
        ok = 1;
        while (tok != NULL && ok) {
            for (j = 0; tok[j] != '\0'; j++) {
                if (!isdigit((unsigned char)tok[j])) ok = 0;
            }
            if (!ok || j > 3) {
                printf("Invalid input.\n");
                ok = 0;
                break;
            }
            k = atoi(tok);
            if (k >= NumCards(player) || n >= 52) {
                printf("No card at index %d.\n", k);
                ok = 0;
                break;
            }
            sel[n] = GetCard(player, k);
            for (i = 0; i < n; i++) {
                if (sel[i] == sel[n]) {
                    printf("Same card twice.\n");
                    ok = 0;
                }
            }
            n++;
            tok = strtok(NULL, " \t\r\n");
        }
        if (!ok) continue;

        /* first card has to fit the pile */
        if (!CanPlay(sel[0])) {
            printf("You can't play that card.\n");
            continue;
        }
        /* extra cards: no eights, and same face */
        for (i = 1; i < n && ok; i++) {
            if (sel[i]->face == 8 || sel[0]->face == 8) {
                printf("Eights are played alone.\n");
                ok = 0;
            } else if (sel[i]->face != sel[0]->face) {
                printf("All cards must have the same face.\n");
                ok = 0;
            }
        }
        if (!ok) continue;
        PlayerPlays(sel, n);
        return;
    }
}

/* dealer picks a suit: the suit of his first non-eight card */
char DealerSuit(void)
{
    card *c;
    for (c = dealer; c != NULL; c = c->listp) {
        if (c->face != 8) return c->suit;
    }
    return 'h';
}

void DealerPlays(card **sel, int n)
{
    int i;
    printf("Dealer played ");
    for (i = 0; i < n; i++) {
        PrintCard(sel[i]);
        if (i < n - 1) printf(" ");
        PutOnPile(&dealer, sel[i]);
    }
    if (dealer == NULL) {
        printf("\n");
        gameOver = 2;
        return;
    }
    if (sel[n - 1]->face == 8) {
        curSuit = DealerSuit();
        printf(" and wants %c", curSuit);
    }
    printf("\n");
}

void DealerTurn(void)
{
    card *c, *sel[4];
    int n = 0, k;

    printf("\n--- Dealer's turn ---\n");
    /* 1. all cards with the same face as the top card */
    if (pile->face != 8) {
        for (c = dealer; c != NULL; c = c->listp) {
            if (c->face == pile->face) sel[n++] = c;
        }
        if (n > 0) {
            DealerPlays(sel, n);
            return;
        }
    }
    /* 2. a card of the suit */
    for (c = dealer; c != NULL; c = c->listp) {
        if (c->face != 8 && c->suit == curSuit) {
            DealerPlays(&c, 1);
            return;
        }
    }
    /* 3. an eight */
    for (c = dealer; c != NULL; c = c->listp) {
        if (c->face == 8) {
            DealerPlays(&c, 1);
            return;
        }
    }
    /* 4. draw */
    for (k = 0; k < 3; k++) {
        if (deck == NULL) {     /* nothing left to draw: game over */
            gameOver = 3;
            return;
        }
        c = DrawCard(&deck);
        AddToHand(&dealer, c);
        printf("Dealer drew a card\n");
        if (CanPlay(c)) {
            DealerPlays(&c, 1);
            return;
        }
    }
    printf("Dealer passes\n");
}

/* 1 = player won, 2 = dealer won, 0 = tie */
int PlayGame(void)
{
    int i, pp, dp, winner;

    deck = CreateDeck();
    ShuffleDeck(&deck);
    if (getenv("C8_DECK") != NULL) {
        printf("DECK: ");
        for (card *c = deck; c != NULL; c = c->listp) {
            if (c->face == 1) printf("A");
            else if (c->face == 11) printf("J");
            else if (c->face == 12) printf("Q");
            else if (c->face == 13) printf("K");
            else printf("%d", c->face);
            printf("%c%s", toupper(c->suit), c->listp ? " " : "");
        }
        printf("\n");
    }

    for (i = 0; i < 8; i++) {
        AddToHand(&player, DrawCard(&deck));
        AddToHand(&dealer, DrawCard(&deck));
    }
    pile = DrawCard(&deck);
    curSuit = pile->suit;
    gameOver = 0;

    while (gameOver == 0) {
        PlayerTurn();
        if (gameOver != 0) break;
        DealerTurn();
    }

    pp = HandValue(player);
    dp = HandValue(dealer);
    if (gameOver == 1) {
        printf("\n*** Game over: you are out of cards ***\n");
    } else if (gameOver == 2) {
        printf("\n*** Game over: dealer is out of cards ***\n");
    } else {
        printf("\n*** Game over: stockpile empty ***\n");
    }
    printf("Player hand: ");
    PrintList(player);
    printf(" => %d points\n", pp);
    printf("Dealer hand: ");
    PrintList(dealer);
    printf(" => %d points\n", dp);

    /* lowest points wins (an empty hand has 0 points) */
    if (pp < dp) winner = 1;
    else if (dp < pp) winner = 2;
    else winner = 0;
    if (winner == 1) printf("Player wins!\n");
    else if (winner == 2) printf("Dealer wins!\n");
    else printf("Tie game!\n");

    DeleteList(&deck);
    DeleteList(&pile);
    DeleteList(&player);
    DeleteList(&dealer);
    return winner;
}

int main(void)
{
    char line[100];
    char *s = getenv("SEED");
    int games = 0, pw = 0, dw = 0, r, i;

    if (s != NULL) srand(atoi(s));
    else srand(time(NULL));

    printf("*** CRAZY EIGHTS ***\n");
    while (1) {
        r = PlayGame();
        games++;
        if (r == 1) pw++;
        if (r == 2) dw++;
        printf("Games: %d  Player wins: %d  Dealer wins: %d\n", games, pw, dw);
        printf("New game? (Q/q to quit) ");
        ReadLine(line, 100);
        for (i = 0; isspace((unsigned char)line[i]); i++) {
        }
        if (line[i] == 'q' || line[i] == 'Q') break;
    }
    printf("Bye.\n");
    return 0;
}
