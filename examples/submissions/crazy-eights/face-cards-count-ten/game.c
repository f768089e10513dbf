/* Crazy Eights (ECE 175 final project): a submission with one mistake, face cards count ten.
 *
 * THE MISTAKE: at the end of a game, a Jack, a Queen and a King count 10 points each
 * (instead of 11, 12 and 13).
 *
 * Everything else is as in the correct submission:
 *
 * Two players, the user and the computer (the dealer), play Crazy Eights as the spec
 * describes it, printing exactly arbiter's transcript format with no options (no deck
 * shown, no graphics, no lazy shuffling). The deck and both hands are dynamic lists of the
 * spec's `card` struct. Each game builds the ordered deck (clubs, spades, hearts,
 * diamonds, Ace to King), shuffles it with the spec's algorithm (for each card, swap it
 * with the card at index rand() % 51; 100 passes), deals one card to the user, one to the
 * computer, until each has 8, and turns up the next card as the top card.
 *
 * The generator is seeded once with srand((unsigned) time(NULL)), as the spec says, so
 * every run deals a different game. The computer plays the first card of its hand that
 * may be played, keeping its eights for when nothing else fits, and names the suit the
 * rest of its hand holds most of.
 *
 * Input: the number of cards played and their numbers are read with scanf("%d"); the suit
 * an eight names and the answer to the new-game question with scanf("%63s"). A refused
 * answer prints why, drops the rest of its line and asks again. At end of input the
 * program stops quietly with exit status 0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct card_s {
    char suit;  /* 'C', 'S', 'H' or 'D' */
    int face;   /* 1 (Ace) to 13 (King) */
    struct card_s *listp;
} card;

#define DECK_SIZE 52
#define HAND_SIZE 8
#define SHUFFLE_PASSES 100
#define MAX_DRAWS 3
#define MAX_PLAY 64

static const char SUITS[4] = {'C', 'S', 'H', 'D'};

enum { USER = 0, COMPUTER = 1 };

/* One game: the stockpile, both hands, the top card of the discard pile and the suit an
 * eight on top named (0 when none was named). */
typedef struct {
    card *stock;
    card *hand[2];
    card top;
    char named;
} game_t;

/* ---------------------------------------------------------------- input */

/* Drops the rest of the current line, newline included. */
static void skip_line(void)
{
    int c;
    do {
        c = getchar();
    } while (c != '\n' && c != EOF);
}

/* Reads an integer with scanf("%d"): 1 when read, 0 when no number was there (left
 * unread for the caller to drop with its line). Exits quietly at end of input. */
static int read_int(int *value)
{
    int got = scanf("%d", value);
    if (got == EOF)
        exit(0);
    return got == 1;
}

/* Reads one word with scanf("%63s"). Exits quietly at end of input. */
static void read_word(char word[64])
{
    if (scanf("%63s", word) != 1)
        exit(0);
}

/* ---------------------------------------------------------------- lists */

static card *new_card(char suit, int face)
{
    card *c = (card *) malloc(sizeof(card));
    if (c == NULL) {
        fprintf(stderr, "Out of memory.\n");
        exit(1);
    }
    c->suit = suit;
    c->face = face;
    c->listp = NULL;
    return c;
}

/* Adds a card at the end of a list. */
static void append_card(card **list, card *c)
{
    c->listp = NULL;
    while (*list != NULL)
        list = &(*list)->listp;
    *list = c;
}

/* Takes the first card off a list; NULL when the list is empty. */
static card *take_first(card **list)
{
    card *c = *list;
    if (c != NULL) {
        *list = c->listp;
        c->listp = NULL;
    }
    return c;
}

/* Unlinks a card from a list (it stays allocated). */
static void remove_card(card **list, card *c)
{
    while (*list != NULL && *list != c)
        list = &(*list)->listp;
    if (*list == c) {
        *list = c->listp;
        c->listp = NULL;
    }
}

static int list_length(const card *list)
{
    int n = 0;
    for (; list != NULL; list = list->listp)
        n++;
    return n;
}

/* The card at an index of a list (0 first); NULL past its end. */
static card *card_at(card *list, int index)
{
    while (list != NULL && index > 0) {
        list = list->listp;
        index--;
    }
    return list;
}

static void free_list(card **list)
{
    card *c;
    while ((c = take_first(list)) != NULL)
        free(c);
}

/* ---------------------------------------------------------------- deck */

/* The ordered deck: each suit in turn, clubs, spades, hearts, diamonds, Ace to King. */
static card *create_deck(void)
{
    card *deck = NULL;
    int s, f;
    for (s = 0; s < 4; s++)
        for (f = 1; f <= 13; f++)
            append_card(&deck, new_card(SUITS[s], f));
    return deck;
}

/* The spec's shuffle: for each card, swap it with the card at a random index from 0 to
 * 50, and repeat the whole pass 100 times. */
static void shuffle_deck(card *deck)
{
    int pass, i;
    for (pass = 0; pass < SHUFFLE_PASSES; pass++) {
        for (i = 0; i < DECK_SIZE; i++) {
            int j = rand() % 51;
            card *a = card_at(deck, i);
            card *b = card_at(deck, j);
            char suit = a->suit;
            int face = a->face;
            a->suit = b->suit;
            a->face = b->face;
            b->suit = suit;
            b->face = face;
        }
    }
}

/* ---------------------------------------------------------------- printing */

/* A card as face then suit letter: "AC", "10S", "QH". */
static void card_text(const card *c, char text[4])
{
    switch (c->face) {
    case 1: sprintf(text, "A%c", c->suit); break;
    case 11: sprintf(text, "J%c", c->suit); break;
    case 12: sprintf(text, "Q%c", c->suit); break;
    case 13: sprintf(text, "K%c", c->suit); break;
    default: sprintf(text, "%d%c", c->face, c->suit); break;
    }
}

static void print_card(const card *c)
{
    char text[4];
    card_text(c, text);
    printf("%s", text);
}

static const char *suit_name(char suit)
{
    switch (suit) {
    case 'C': return "clubs";
    case 'S': return "spades";
    case 'H': return "hearts";
    default: return "diamonds";
    }
}

static void print_top(const game_t *g)
{
    printf("Top card: ");
    print_card(&g->top);
    if (g->named)
        printf(" (the suit to follow is %s)", suit_name(g->named));
    printf("\n");
}

static void print_user_hand(const card *hand)
{
    int n = 1;
    printf("Your hand:");
    for (; hand != NULL; hand = hand->listp, n++) {
        printf(" (%d) ", n);
        print_card(hand);
    }
    printf("\n");
}

/* "You play 6S 6D." or "The computer plays 8D and names hearts." */
static void print_play(int who, card *played[], int count, char named)
{
    int i;
    printf(who == USER ? "You play" : "The computer plays");
    for (i = 0; i < count; i++) {
        printf(" ");
        print_card(played[i]);
    }
    if (named)
        printf(" and %s %s", who == USER ? "name" : "names", suit_name(named));
    printf(".\n");
}

/* ---------------------------------------------------------------- rules */

/* Whether a card may be played alone: an eight, a card of the suit to follow (the one an
 * eight named, or the top card's), or one of the top card's face when no suit was named. */
static int card_fits(const game_t *g, const card *c)
{
    char follow = g->named ? g->named : g->top.suit;
    if (c->face == 8)
        return 1;
    if (c->suit == follow)
        return 1;
    return g->named == 0 && c->face == g->top.face;
}

static int can_play(const game_t *g, int who)
{
    const card *c;
    for (c = g->hand[who]; c != NULL; c = c->listp)
        if (card_fits(g, c))
            return 1;
    return 0;
}

/* Puts the played cards on the discard pile: the last one becomes the top card. */
static void apply_play(game_t *g, int who, card *played[], int count, char named)
{
    int i;
    for (i = 0; i < count; i++) {
        remove_card(&g->hand[who], played[i]);
        g->top = *played[i];
        g->top.listp = NULL;
        free(played[i]);
    }
    g->named = named;
}

/* Draws for a player who cannot play: one card at a time, until a card of the hand can
 * be played or three were drawn. Returns 1 when a card can then be played. */
static int take_draws(game_t *g, int who)
{
    int drawn = 0;
    while (drawn < MAX_DRAWS) {
        card *c = take_first(&g->stock);
        if (c == NULL) {
            printf("The stockpile is empty.\n");
            return 0;
        }
        append_card(&g->hand[who], c);
        drawn++;
        if (who == USER) {
            printf("You draw ");
            print_card(c);
            printf(".\n");
        } else {
            printf("The computer draws a card.\n");
        }
        if (can_play(g, who))
            return 1;
    }
    return 0;
}

static int hand_points(const card *hand)
{
    int points = 0;
    for (; hand != NULL; hand = hand->listp)
        points += hand->face > 10 ? 10 : hand->face;
    return points;
}

/* ---------------------------------------------------------------- turns */

/* Asks for the suit an eight names until it is one of C, S, H, D in either case. */
static char ask_suit(void)
{
    char word[64];
    for (;;) {
        int i;
        printf("Name the suit to follow (C, S, H or D): ");
        read_word(word);
        if (strlen(word) == 1)
            for (i = 0; i < 4; i++)
                if (word[0] == SUITS[i] || word[0] == SUITS[i] + ('a' - 'A'))
                    return SUITS[i];
        printf("Please enter C, S, H or D.\n");
        skip_line();
    }
}

/* Prints why an answer was refused and drops the rest of its line. */
static void refuse(const char *why)
{
    printf("%s\n", why);
    skip_line();
}

/* Reads `count` card numbers and checks them as a play; 1 with the cards in `played` when
 * it is allowed, 0 when it was refused (the reason printed). */
static int read_play(game_t *g, int count, card *played[])
{
    int numbers[MAX_PLAY];
    int held = list_length(g->hand[USER]);
    char message[128], a[4], b[4];
    int i, j;

    for (i = 0; i < count; i++) {
        if (!read_int(&numbers[i])) {
            refuse("That is not a number.");
            return 0;
        }
    }
    for (i = 0; i < count; i++) {
        if (numbers[i] < 1 || numbers[i] > held) {
            sprintf(message, "There is no card %d in your hand.", numbers[i]);
            refuse(message);
            return 0;
        }
        for (j = 0; j < i; j++) {
            if (numbers[j] == numbers[i]) {
                sprintf(message, "You chose card %d twice.", numbers[i]);
                refuse(message);
                return 0;
            }
        }
    }
    for (i = 0; i < count; i++)
        played[i] = card_at(g->hand[USER], numbers[i] - 1);

    for (i = 1; i < count; i++) {
        if (played[i]->face != played[0]->face) {
            refuse("Cards played together must have the same face.");
            return 0;
        }
    }
    if (count > 1 && (g->named || played[0]->face != g->top.face)) {
        card_text(&g->top, a);
        sprintf(message, "Several cards can be played together only on a card of their face (%s).", a);
        refuse(message);
        return 0;
    }
    if (!card_fits(g, played[0])) {
        card_text(played[0], a);
        card_text(&g->top, b);
        if (g->named)
            sprintf(message, "%s is neither one of %s nor an 8.", a, suit_name(g->named));
        else
            sprintf(message, "%s matches neither the face nor the suit of %s.", a, b);
        refuse(message);
        return 0;
    }
    return 1;
}

/* The user's turn: a play, or draws (at most three) and then a play or a pass. */
static void user_turn(game_t *g)
{
    card *played[MAX_PLAY];
    int must_play = 0;
    int count, held;
    char named = 0;

    print_top(g);
    print_user_hand(g->hand[USER]);
    for (;;) {
        printf("Enter how many cards you play and their numbers, or 0 to draw: ");
        if (!read_int(&count)) {
            refuse("That is not a number.");
            continue;
        }
        if (count == 0) {
            if (must_play) {
                refuse("You drew a card you can play: play a card now.");
                continue;
            }
            if (can_play(g, USER)) {
                refuse("You have a card you can play.");
                continue;
            }
            if (!take_draws(g, USER)) {
                printf("You pass.\n");
                return;
            }
            must_play = 1;
            print_user_hand(g->hand[USER]);
            continue;
        }
        held = list_length(g->hand[USER]);
        if (count < 0 || count > held) {
            char message[80];
            sprintf(message, "You can play from 1 to %d cards, or 0 to draw.", held);
            refuse(message);
            continue;
        }
        if (read_play(g, count, played))
            break;
    }
    if (played[0]->face == 8)
        named = ask_suit();
    print_play(USER, played, count, named);
    apply_play(g, USER, played, count, named);
}

/* The suit a hand holds most of, leaving out one card (the first in C S H D order among
 * equals). */
static char most_held_suit(const card *hand, const card *except)
{
    int counts[4] = {0, 0, 0, 0};
    int i, best = 0;
    for (; hand != NULL; hand = hand->listp) {
        if (hand == except)
            continue;
        for (i = 0; i < 4; i++)
            if (hand->suit == SUITS[i])
                counts[i]++;
    }
    for (i = 1; i < 4; i++)
        if (counts[i] > counts[best])
            best = i;
    return SUITS[best];
}

/* The computer's turn: the first card of its hand that fits, an eight only when nothing
 * else does; when nothing fits it draws, at most three cards, then plays or passes. */
static void computer_turn(game_t *g)
{
    card *choice = NULL, *c;
    char named = 0;

    if (!can_play(g, COMPUTER) && !take_draws(g, COMPUTER)) {
        printf("The computer passes.\n");
        return;
    }
    for (c = g->hand[COMPUTER]; c != NULL && choice == NULL; c = c->listp)
        if (c->face != 8 && card_fits(g, c))
            choice = c;
    for (c = g->hand[COMPUTER]; c != NULL && choice == NULL; c = c->listp)
        if (c->face == 8)
            choice = c;
    if (choice->face == 8)
        named = most_held_suit(g->hand[COMPUTER], choice);
    print_play(COMPUTER, &choice, 1, named);
    apply_play(g, COMPUTER, &choice, 1, named);
}

/* ---------------------------------------------------------------- a game */

static void print_points(const char *whose, const card *hand)
{
    printf("%s points: %d (", whose, hand_points(hand));
    if (hand == NULL)
        printf("no cards");
    for (; hand != NULL; hand = hand->listp) {
        print_card(hand);
        if (hand->listp != NULL)
            printf(" ");
    }
    printf(")\n");
}

/* Whether the game is over after `who`'s turn; if so, says why and who won. */
static int game_over(const game_t *g, int who)
{
    int user, computer;
    if (g->hand[who] == NULL)
        printf("The game is over: %s no cards left.\n",
               who == USER ? "you have" : "the computer has");
    else if (g->hand[1 - who] == NULL)
        printf("The game is over: %s no cards left.\n",
               who == USER ? "the computer has" : "you have");
    else if (g->stock == NULL)
        printf("The game is over: the stockpile is empty.\n");
    else
        return 0;

    print_points("Your", g->hand[USER]);
    print_points("The computer's", g->hand[COMPUTER]);
    user = hand_points(g->hand[USER]);
    computer = hand_points(g->hand[COMPUTER]);
    if (user < computer)
        printf("You win!\n");
    else if (computer < user)
        printf("The computer wins!\n");
    else
        printf("It's a tie!\n");
    return 1;
}

static void play_game(void)
{
    game_t g;
    card *top;
    int i, who = USER;

    g.stock = create_deck();
    shuffle_deck(g.stock);
    g.hand[USER] = NULL;
    g.hand[COMPUTER] = NULL;
    for (i = 0; i < 2 * HAND_SIZE; i++)
        append_card(&g.hand[i % 2], take_first(&g.stock));
    top = take_first(&g.stock);
    g.top = *top;
    g.top.listp = NULL;
    free(top);
    g.named = 0;

    for (;;) {
        if (who == USER)
            user_turn(&g);
        else
            computer_turn(&g);
        if (game_over(&g, who))
            break;
        who = 1 - who;
    }
    free_list(&g.stock);
    free_list(&g.hand[USER]);
    free_list(&g.hand[COMPUTER]);
}

int main(void)
{
    char answer[64];

    srand((unsigned) time(NULL));
    for (;;) {
        play_game();
        printf("Play a new game? (Q or q to quit, anything else to play): ");
        read_word(answer);
        skip_line();
        if (answer[0] == 'Q' || answer[0] == 'q')
            break;
    }
    return 0;
}
