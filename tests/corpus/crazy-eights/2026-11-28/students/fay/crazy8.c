/*  ECE 175 - Final Project - Crazy Eights
 *  The user plays against the computer (the dealer).
 *
 *  Program outline
 *    main()           asks for demo mode, then loops over games
 *    play_game()      one complete game
 *    user_turn()      the user's move (play or draw)
 *    dealer_turn()    the computer's move
 *    CreateDeck(), shuffle_deck(), deal(), RemoveCard(), add_card() ...
 *
 *  Extra credit done: lazy shuffling, CreateDeck()/RemoveCard().
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

#define DEAL_SIZE 8
#define MAX_DRAW 3
#define PASSES 100

/* ---------- the piles of one game ---------- */
card *stock = NULL;      /* stockpile, first node is the top       */
card *player = NULL;     /* the user's hand                        */
card *dealer = NULL;     /* the computer's hand                    */
card *pile = NULL;       /* discard pile, first node is the top    */
char cur_suit;           /* suit that has to be followed           */
int eight_called = 0;    /* cur_suit was named by an eight         */
int demo = 0;            /* print decks and hands (demo / check-off) */

/* ---------- input ---------- */

/* read a line; at the end of the input the program stops */
void get_line(const char *prompt, char *s, int n)
{
    int len;
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(s, n, stdin) == NULL) {
        printf("\nInput ended. Bye.\n");
        exit(0);
    }
    len = (int)strlen(s);
    if (len > 0 && s[len - 1] != '\n') {
        int c;
        while ((c = getchar()) != '\n' && c != EOF)
            ;
    }
    while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r' || s[len - 1] == ' '))
        s[--len] = '\0';
}

/* ---------- card names ---------- */

const char *suit_word(char s)
{
    if (s == 'c') return "Clubs";
    if (s == 'd') return "Diamonds";
    if (s == 'h') return "Hearts";
    return "Spades";
}

const char *face_word(int f)
{
    static const char *names[14] = { "?", "Ace", "2", "3", "4", "5", "6", "7",
                                     "8", "9", "10", "Jack", "Queen", "King" };
    if (f < 1 || f > 13)
        return "?";
    return names[f];
}

void print_card(card *c)
{
    printf("%s of %s", face_word(c->face), suit_word(c->suit));
}

/* short form used for the demo listings: Ac 10h Kd ... */
void print_short(card *c)
{
    const char *f[14] = { "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
    printf("%s%c", f[c->face], c->suit);
}

void print_row(card *list)
{
    int k = 0;
    while (list != NULL) {
        print_short(list);
        k++;
        printf(k % 13 == 0 ? "\n" : " ");
        list = list->listp;
    }
    if (k % 13 != 0)
        printf("\n");
}

/* ---------- list functions ---------- */

int count_cards(card *list)
{
    int n = 0;
    while (list != NULL) {
        n++;
        list = list->listp;
    }
    return n;
}

/* puts card c at the end of the list */
void add_card(card **list, card *c)
{
    c->listp = NULL;
    if (*list == NULL) {
        *list = c;
    } else {
        card *t = *list;
        while (t->listp != NULL)
            t = t->listp;
        t->listp = c;
    }
}

/* takes the card at position pos (0 = first) out of the list */
card *RemoveCard(card **list, int pos)
{
    card *prev = NULL, *cur = *list;
    int i;
    for (i = 0; i < pos && cur != NULL; i++) {
        prev = cur;
        cur = cur->listp;
    }
    if (cur == NULL)
        return NULL;
    if (prev == NULL)
        *list = cur->listp;
    else
        prev->listp = cur->listp;
    cur->listp = NULL;
    return cur;
}

/* removes a given node (by address) from a list */
card *take_card(card **list, card *c)
{
    int pos = 0;
    card *t = *list;
    while (t != NULL && t != c) {
        t = t->listp;
        pos++;
    }
    if (t == NULL)
        return NULL;
    return RemoveCard(list, pos);
}

card *nth_card(card *list, int pos)
{
    while (list != NULL && pos > 0) {
        list = list->listp;
        pos--;
    }
    return list;
}

void free_cards(card **list)
{
    card *t;
    while (*list != NULL) {
        t = *list;
        *list = t->listp;
        free(t);
    }
}

/* 52 cards in order: clubs, diamonds, hearts, spades, each Ace..King */
card *CreateDeck(void)
{
    char suits[4] = { 'c', 'd', 'h', 's' };
    card *deck = NULL;
    int i, j;
    for (i = 0; i < 4; i++) {
        for (j = 1; j <= 13; j++) {
            card *c = (card *)malloc(sizeof(card));
            c->suit = suits[i];
            c->face = j;
            add_card(&deck, c);
        }
    }
    return deck;
}

/* Shuffle with the handout algorithm, repeated PASSES times.
 * thorough = 10: the swap partner is any index 0..50 (handout algorithm).
 * thorough < 10: a lazy dealer only swaps a card with one that lies at
 *                most 5*thorough places away, so the deck stays close to
 *                its old order when the dealer is lazy.                  */
void shuffle_deck(card **deck, int thorough)
{
    card *a[52];
    int n = 0, pass, i, j, reach = 5 * thorough;
    card *t;

    for (t = *deck; t != NULL && n < 52; t = t->listp)
        a[n++] = t;

    for (pass = 0; pass < PASSES; pass++) {
        for (i = 0; i < n; i++) {
            if (thorough >= 10) {
                j = rand() % 51;
            } else {
                j = i - reach + rand() % (2 * reach + 1);
                if (j < 0)
                    j = 0;
                if (j > 50)
                    j = 50;
            }
            t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
    *deck = NULL;
    for (i = 0; i < n; i++)
        add_card(deck, a[i]);
}

/* one card to the user, one to the dealer, ... DEAL_SIZE each */
void deal(card **deck, card **user, card **comp)
{
    int i;
    for (i = 0; i < DEAL_SIZE; i++) {
        add_card(user, RemoveCard(deck, 0));
        add_card(comp, RemoveCard(deck, 0));
    }
}

int points(card *hand)
{
    int sum = 0;
    for (; hand != NULL; hand = hand->listp)
        sum += hand->face;
    return sum;
}

/* ---------- rules ---------- */

/* may this card be put on the pile on its own? */
int playable(card *c)
{
    return c->face == 8 || c->face == pile->face || c->suit == cur_suit;
}

int has_playable(card *hand)
{
    for (; hand != NULL; hand = hand->listp)
        if (playable(hand))
            return 1;
    return 0;
}

void to_pile(card **hand, card *c)
{
    c = take_card(hand, c);
    c->listp = pile;
    pile = c;
}

char ask_suit(void)
{
    char s[80];
    int i;
    while (1) {
        get_line("Which suit next?  1) Clubs  2) Diamonds  3) Hearts  4) Spades : ", s, sizeof s);
        for (i = 0; s[i]; i++)
            s[i] = (char)tolower((unsigned char)s[i]);
        if (!strcmp(s, "1") || !strcmp(s, "clubs")) return 'c';
        if (!strcmp(s, "2") || !strcmp(s, "diamonds")) return 'd';
        if (!strcmp(s, "3") || !strcmp(s, "hearts")) return 'h';
        if (!strcmp(s, "4") || !strcmp(s, "spades")) return 's';
        printf("Please answer 1, 2, 3 or 4.\n");
    }
}

/* called after the top of the pile changed */
void new_top(int by_user, char dealer_choice, card *hand)
{
    if (pile->face == 8 && hand != NULL) {
        cur_suit = by_user ? ask_suit() : dealer_choice;
        eight_called = 1;
        printf("The suit to follow is now %s.\n", suit_word(cur_suit));
    } else {
        cur_suit = pile->suit;
        eight_called = 0;
    }
}

void show_state(void)
{
    card *t;
    int k = 1;
    printf("\n-----------------------------------------------\n");
    printf("Stockpile: %d cards    Dealer: %d cards\n", count_cards(stock), count_cards(dealer));
    printf("Top card: ");
    print_card(pile);
    if (eight_called)
        printf("   (suit called: %s)", suit_word(cur_suit));
    printf("\nYour hand:\n");
    for (t = player; t != NULL; t = t->listp) {
        printf("  %2d) ", k++);
        print_card(t);
        printf("\n");
    }
}

/* user's turn.  Several numbers = several cards of the top card's face. */
void user_turn(void)
{
    char line[200];
    int idx[60], n, i, j, bad, hand_n;
    card *chosen[60];
    char *tok;

    show_state();
    while (1) {
        get_line("Enter card number(s) to play (e.g. 2 5), or 0 to draw: ", line, sizeof line);
        hand_n = count_cards(player);
        n = 0;
        bad = 0;
        tok = strtok(line, " ,");
        while (tok != NULL && !bad) {
            char *end;
            long v = strtol(tok, &end, 10);
            if (*end != '\0' || v < 0 || v > hand_n || n >= 60) {
                bad = 1;
            } else {
                idx[n++] = (int)v;
            }
            tok = strtok(NULL, " ,");
        }
        if (bad || n == 0) {
            printf("Invalid input - type the numbers shown next to your cards (1-%d), or 0.\n", hand_n);
            continue;
        }

        /* ---- drawing ---- */
        if (idx[0] == 0) {
            int drawn = 0;
            if (n > 1) {
                printf("Type 0 by itself to draw.\n");
                continue;
            }
            while (drawn < MAX_DRAW && stock != NULL) {
                card *c = RemoveCard(&stock, 0);
                add_card(&player, c);
                drawn++;
                printf("You draw the ");
                print_card(c);
                printf(".\n");
                if (playable(c)) {
                    printf("It can be played, so it goes on the pile.\n");
                    to_pile(&player, c);
                    new_top(1, 0, player);
                    return;
                }
            }
            if (stock == NULL)
                printf("The stockpile has run out.\n");
            printf("None of the cards you drew can be played. You pass.\n");
            return;
        }

        /* ---- playing ---- */
        for (i = 0; i < n; i++) {
            if (idx[i] == 0) {
                bad = 1;
            }
            for (j = 0; j < i; j++)
                if (idx[j] == idx[i])
                    bad = 1;
        }
        if (bad) {
            printf("Invalid input - each card number once, and 0 only by itself.\n");
            continue;
        }
        for (i = 0; i < n; i++)
            chosen[i] = nth_card(player, idx[i] - 1);

        if (n == 1 && !playable(chosen[0])) {
            printf("The ");
            print_card(chosen[0]);
            printf(" does not match the top card. Try again.\n");
            continue;
        }
        if (n > 1) {
            for (i = 0; i < n; i++)
                if (chosen[i]->face != pile->face)
                    bad = 1;
            if (bad) {
                printf("You can only put down several cards if they all have the face of the top card (%s).\n",
                       face_word(pile->face));
                continue;
            }
        }
        for (i = 0; i < n; i++) {
            printf("You play the ");
            print_card(chosen[i]);
            printf(".\n");
            to_pile(&player, chosen[i]);
        }
        new_top(1, 0, player);
        return;
    }
}

/* suit the dealer calls: the suit of its highest non-eight card */
char dealer_pick_suit(void)
{
    card *t, *best = NULL;
    for (t = dealer; t != NULL; t = t->listp)
        if (t->face != 8 && (best == NULL || t->face > best->face))
            best = t;
    if (best == NULL)
        return dealer != NULL ? dealer->suit : 'c';
    return best->suit;
}

/* the dealer plays the first card that follows suit; otherwise every card
 * with the top card's face; otherwise an eight.  Returns 1 if it played. */
int dealer_play(void)
{
    card *t, *nxt;
    int top_face = pile->face;

    for (t = dealer; t != NULL; t = t->listp) {
        if (t->face != 8 && t->suit == cur_suit) {
            printf("Dealer plays the ");
            print_card(t);
            printf(".\n");
            to_pile(&dealer, t);
            new_top(0, 0, dealer);
            return 1;
        }
    }
    if (top_face != 8) {
        int played = 0;
        t = dealer;
        while (t != NULL) {
            nxt = t->listp;
            if (t->face == top_face) {
                printf("Dealer plays the ");
                print_card(t);
                printf(".\n");
                to_pile(&dealer, t);
                played++;
            }
            t = nxt;
        }
        if (played) {
            new_top(0, 0, dealer);
            return 1;
        }
    }
    for (t = dealer; t != NULL; t = t->listp) {
        if (t->face == 8) {
            char s;
            printf("Dealer plays the ");
            print_card(t);
            printf(".\n");
            to_pile(&dealer, t);
            s = dealer_pick_suit();
            new_top(0, s, dealer);
            return 1;
        }
    }
    return 0;
}

void dealer_turn(void)
{
    int drawn = 0;
    printf("\n>> Dealer's turn\n");
    if (dealer_play())
        return;
    while (drawn < MAX_DRAW && stock != NULL) {
        card *c = RemoveCard(&stock, 0);
        add_card(&dealer, c);
        drawn++;
        printf("Dealer draws a card.\n");
        if (playable(c)) {
            dealer_play();
            return;
        }
    }
    printf("Dealer passes.\n");
}

/* ---------- one game ---------- */

int ask_thoroughness(void)
{
    char s[80];
    char *end;
    long v;
    while (1) {
        get_line("How thorough is the dealer's shuffle? (1 = very lazy ... 10 = thorough): ", s, sizeof s);
        v = strtol(s, &end, 10);
        if (end != s && *end == '\0' && v >= 1 && v <= 10)
            return (int)v;
        printf("Enter a whole number from 1 to 10.\n");
    }
}

/* returns 1 if the user won, 2 if the dealer won, 0 for a tie */
int play_game(void)
{
    int level, up, dp;

    free_cards(&stock);
    free_cards(&player);
    free_cards(&dealer);
    free_cards(&pile);

    level = ask_thoroughness();
    stock = CreateDeck();
    if (demo) {
        printf("\nOrdered deck:\n");
        print_row(stock);
    }
    shuffle_deck(&stock, level);
    if (demo) {
        printf("Shuffled deck:\n");
        print_row(stock);
    }
    deal(&stock, &player, &dealer);
    if (demo) {
        printf("Your hand:   ");
        print_row(player);
        printf("Dealer hand: ");
        print_row(dealer);
    }
    pile = RemoveCard(&stock, 0);
    cur_suit = pile->suit;
    eight_called = 0;
    printf("\nThe first card turned up is the ");
    print_card(pile);
    printf(".\n");

    while (1) {
        user_turn();
        if (player == NULL || dealer == NULL || stock == NULL)
            break;
        dealer_turn();
        if (player == NULL || dealer == NULL || stock == NULL)
            break;
    }

    printf("\n================ GAME OVER ================\n");
    if (player == NULL)
        printf("You got rid of all your cards!\n");
    else if (dealer == NULL)
        printf("The dealer got rid of all its cards!\n");
    else
        printf("The stockpile is empty.\n");
    printf("Your cards left:   ");
    if (player) print_row(player); else printf("none\n");
    printf("Dealer cards left: ");
    if (dealer) print_row(dealer); else printf("none\n");
    up = points(player);
    dp = points(dealer);
    printf("Your points: %d    Dealer points: %d\n", up, dp);
    if (up < dp) {
        printf("You win!\n");
        return 1;
    }
    if (dp < up) {
        printf("The dealer wins!\n");
        return 2;
    }
    printf("It's a tie - nobody wins.\n");
    return 0;
}

int main(void)
{
    char s[80];
    char *seed_env = getenv("SEED");
    int games = 0, user_wins = 0, dealer_wins = 0, r;

    if (seed_env != NULL && seed_env[0] != '\0')
        srand((unsigned int)atol(seed_env));
    else
        srand((unsigned int)time(NULL));

    printf("Welcome to CRAZY EIGHTS!\n");
    printf("You play against the dealer. Match the top card's face or suit,\n");
    printf("put down all cards of the top card's face at once if you like,\n");
    printf("or play an eight and call a new suit.\n\n");

    get_line("Show the decks and both hands for the demo? (y/n): ", s, sizeof s);
    demo = (s[0] == 'y' || s[0] == 'Y');

    while (1) {
        r = play_game();
        games++;
        if (r == 1) user_wins++;
        if (r == 2) dealer_wins++;
        printf("Games played: %d   You won: %d   Dealer won: %d\n", games, user_wins, dealer_wins);
        get_line("\nPlay a new game? (Q/q to quit, anything else to play): ", s, sizeof s);
        if (s[0] == 'q' || s[0] == 'Q')
            break;
    }
    printf("Goodbye!\n");
    free_cards(&stock);
    free_cards(&player);
    free_cards(&dealer);
    free_cards(&pile);
    return 0;
}
