/**************************************************************
 * ECE 175  Final Project  --  Crazy Eights
 *
 * The user plays against the computer.  Commands:
 *     play 3        put card 3 of your hand on the pile
 *     play 2 5      put cards 2 and 5 down (same face)
 *     draw          draw from the stockpile
 *     help          list the commands
 **************************************************************/
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

#define NUM_CARDS   52
#define START_CARDS 8
#define DRAW_LIMIT  3
#define ROUNDS      120

/* ============== list utilities ============== */

card *new_card(char suit, int face)
{
    card *c = (card *)malloc(sizeof(card));
    if (c == NULL) {
        printf("Out of memory!\n");
        exit(1);
    }
    c->suit = suit;
    c->face = face;
    c->listp = NULL;
    return c;
}

void add_to_end(card **list, card *c)
{
    card **pp = list;
    while (*pp != NULL)
        pp = &((*pp)->listp);
    c->listp = NULL;
    *pp = c;
}

void add_to_front(card **list, card *c)
{
    c->listp = *list;
    *list = c;
}

/* RemoveCard: removes the card "which" from *list, returns it */
card *RemoveCard(card **list, card *which)
{
    card **pp = list;
    while (*pp != NULL && *pp != which)
        pp = &((*pp)->listp);
    if (*pp == NULL)
        return NULL;
    *pp = which->listp;
    which->listp = NULL;
    return which;
}

card *take_top(card **list)
{
    if (*list == NULL)
        return NULL;
    return RemoveCard(list, *list);
}

int list_len(card *list)
{
    int n = 0;
    while (list != NULL) {
        n++;
        list = list->listp;
    }
    return n;
}

card *card_number(card *list, int k)      /* k starts at 1 */
{
    int i;
    for (i = 1; i < k && list != NULL; i++)
        list = list->listp;
    return (k >= 1) ? list : NULL;
}

void delete_list(card **list)
{
    card *c;
    while ((c = take_top(list)) != NULL)
        free(c);
}

/* ============== deck ============== */

/* CreateDeck: hearts, diamonds, clubs, spades -- Ace to King each */
card *CreateDeck(void)
{
    const char order[] = "HDCS";
    card *deck = NULL;
    int s, f;
    for (s = 0; s < 4; s++)
        for (f = 1; f <= 13; f++)
            add_to_end(&deck, new_card(order[s], f));
    return deck;
}

/* step (a) of the handout -- swap card i with card rand()%51 -- done ROUNDS times */
void ShuffleDeck(card **deck)
{
    card *arr[NUM_CARDS], *tmp;
    int n = 0, r, i, k;

    while (*deck != NULL && n < NUM_CARDS)
        arr[n++] = take_top(deck);
    for (r = 0; r < ROUNDS; r++) {
        for (i = 0; i < n; i++) {
            k = rand() % 51;
            tmp = arr[i];
            arr[i] = arr[k];
            arr[k] = tmp;
        }
    }
    for (i = 0; i < n; i++)
        add_to_end(deck, arr[i]);
}

/* ============== printing ============== */

const char *face_text(int f)
{
    static char buf[4][4];
    static int which = 0;
    char *b = buf[which];
    which = (which + 1) % 4;
    switch (f) {
    case 1:  return "A";
    case 11: return "J";
    case 12: return "Q";
    case 13: return "K";
    }
    sprintf(b, "%d", f);
    return b;
}

const char *suit_text(char s)
{
    switch (s) {
    case 'H': return "Hearts";
    case 'D': return "Diamonds";
    case 'C': return "Clubs";
    }
    return "Spades";
}

void show_card(card *c)
{
    printf("|%s %c|", face_text(c->face), c->suit);
}

void show_hand(card *h, int numbered)
{
    int k = 1;
    for (; h != NULL; h = h->listp) {
        if (numbered)
            printf(" (%d)", k++);
        else
            printf(" ");
        show_card(h);
    }
    printf("\n");
}

/* ============== game state ============== */

card *stock = NULL, *me = NULL, *computer = NULL, *pile = NULL;
char follow_suit;       /* suit the next player has to follow */
int eight_suit = 0;     /* follow_suit was called with an eight */

int hand_points(card *h)
{
    int p = 0;
    for (; h != NULL; h = h->listp)
        p += h->face;
    return p;
}

int matches(card *c)
{
    return c->face == 8 || c->face == pile->face || c->suit == follow_suit;
}

void get_input(const char *prompt, char *line, int max)
{
    int n;
    printf("%s", prompt);
    fflush(stdout);
    if (fgets(line, max, stdin) == NULL) {
        printf("\n(end of input -- quitting)\n");
        delete_list(&stock); delete_list(&me);
        delete_list(&computer); delete_list(&pile);
        exit(0);
    }
    n = (int)strlen(line);
    if (n > 0 && line[n - 1] != '\n') {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
    for (n = 0; line[n]; n++) {
        if (line[n] == '\n' || line[n] == '\r') {
            line[n] = '\0';
            break;
        }
        line[n] = (char)tolower((unsigned char)line[n]);
    }
}

char ask_for_suit(void)
{
    char line[80], *w;
    for (;;) {
        get_input("Call a suit (hearts, diamonds, clubs, spades): ", line, sizeof line);
        w = strtok(line, " \t");
        if (w != NULL) {
            if (!strcmp(w, "hearts") || !strcmp(w, "h")) return 'H';
            if (!strcmp(w, "diamonds") || !strcmp(w, "d")) return 'D';
            if (!strcmp(w, "clubs") || !strcmp(w, "c")) return 'C';
            if (!strcmp(w, "spades") || !strcmp(w, "s")) return 'S';
        }
        printf("Unknown suit.\n");
    }
}

/* after something was put on the pile */
void pile_changed(char called)
{
    if (pile->face == 8) {
        follow_suit = called;
        eight_suit = 1;
    } else {
        follow_suit = pile->suit;
        eight_suit = 0;
    }
}

void put_on_pile(card **hand, card *c)
{
    add_to_front(&pile, RemoveCard(hand, c));
}

void show_table(void)
{
    printf("\n+------------------------------------------------+\n");
    printf("| Top: ");
    show_card(pile);
    printf("   Suit: %-8s%s Stock: %2d   Computer: %d cards\n",
           suit_text(follow_suit), eight_suit ? "(called)" : "        ",
           list_len(stock), list_len(computer));
    printf("+------------------------------------------------+\n");
    printf("Your hand:");
    show_hand(me, 1);
}

/* checks the selected cards.  One card: it has to match.  More cards:
 * the first one has to match and the others must have the same face. */
int legal_selection(card **sel, int n)
{
    int i;
    if (!matches(sel[0]))
        return 0;
    for (i = 1; i < n; i++)
        if (sel[i]->face != sel[0]->face)
            return 0;
    return 1;
}

/* handles "play ..." -- returns 1 if the cards were played */
int do_play(char *args)
{
    card *sel[NUM_CARDS];
    int n = 0, i, k, size = list_len(me);
    char *tok = strtok(args, " ,\t");
    while (tok != NULL) {
        char *end;
        long v = strtol(tok, &end, 10);
        if (*end != '\0' || end == tok || v < 1 || v > size) {
            printf("There is no card (%s) in your hand.\n", tok);
            return 0;
        }
        for (k = 0; k < n; k++)
            if (sel[k] == card_number(me, (int)v)) {
                printf("Card %ld listed twice.\n", v);
                return 0;
            }
        if (n < NUM_CARDS)
            sel[n++] = card_number(me, (int)v);
        tok = strtok(NULL, " ,\t");
    }
    if (n == 0) {
        printf("Which card? e.g.  play 2\n");
        return 0;
    }
    if (!legal_selection(sel, n)) {
        printf("That play is not allowed. ");
        printf("Match the face or the suit of ");
        show_card(pile);
        printf(" (suit %s), play an eight, or draw.\n", suit_text(follow_suit));
        return 0;
    }
    printf("You lay down");
    for (i = 0; i < n; i++) {
        printf(" ");
        show_card(sel[i]);
        put_on_pile(&me, sel[i]);
    }
    printf("\n");
    if (pile->face == 8 && me != NULL)
        pile_changed(ask_for_suit());
    else
        pile_changed(follow_suit);
    return 1;
}

/* draws for a player until a matching card shows up (at most DRAW_LIMIT).
 * Returns the matching card (still in the hand) or NULL. */
card *draw_until_match(card **hand, int is_user)
{
    int n;
    card *c;
    for (n = 0; n <= DRAW_LIMIT; n++) {
        c = take_top(&stock);
        if (c == NULL)
            return NULL;
        add_to_end(hand, c);
        if (is_user) {
            printf("You draw ");
            show_card(c);
            printf("\n");
        } else {
            printf("Computer draws.\n");
        }
        if (matches(c))
            return c;
    }
    return NULL;
}

void user_turn(void)
{
    char line[256], *cmd, *rest;
    int total;
    show_table();
    for (;;) {
        get_input("Command (play <n> [n ...] | draw): ", line, sizeof line);
        total = (int)strlen(line);
        cmd = strtok(line, " \t");
        if (cmd == NULL) {
            printf("Type a command.\n");
            continue;
        }
        rest = cmd + strlen(cmd);
        if (rest < line + total)
            rest++;             /* skip the blank strtok replaced */
        if (!strcmp(cmd, "help")) {
            printf("play <n> [n ...]  - put the numbered card(s) down\n");
            printf("draw              - draw until you get a card that matches (max %d)\n", DRAW_LIMIT);
            continue;
        }
        if (!strcmp(cmd, "draw")) {
            card *c = draw_until_match(&me, 1);
            if (c == NULL) {
                if (stock == NULL)
                    printf("The stockpile is used up.\n");
                printf("No luck - you pass.\n");
                return;
            }
            printf("It matches and goes on the pile.\n");
            put_on_pile(&me, c);
            if (pile->face == 8 && me != NULL)
                pile_changed(ask_for_suit());
            else
                pile_changed(follow_suit);
            return;
        }
        if (!strcmp(cmd, "play")) {
            if (do_play(rest))
                return;
            continue;
        }
        printf("Unknown command \"%s\" (try help).\n", cmd);
    }
}

char computer_calls(void)
{
    const char order[] = "HDCS";
    int cnt[4] = { 0, 0, 0, 0 }, i, best = 0;
    card *c;
    for (c = computer; c != NULL; c = c->listp)
        if (c->face != 8)
            cnt[strchr(order, c->suit) - order]++;
    for (i = 1; i < 4; i++)
        if (cnt[i] > cnt[best])
            best = i;
    return order[best];
}

/* returns 1 if the computer put something down */
int computer_play(void)
{
    card *c, *nx, *low = NULL;
    int same = 0, f = pile->face;

    if (f != 8)
        for (c = computer; c != NULL; c = c->listp)
            if (c->face == f)
                same++;
    for (c = computer; c != NULL; c = c->listp)
        if (c->face != 8 && c->suit == follow_suit && (low == NULL || c->face < low->face))
            low = c;

    if (same >= 2 || (same == 1 && low == NULL)) {
        printf("Computer lays down");
        for (c = computer; c != NULL; c = nx) {
            nx = c->listp;
            if (c->face == f) {
                printf(" ");
                show_card(c);
                put_on_pile(&computer, c);
            }
        }
        printf("\n");
        pile_changed(follow_suit);
        return 1;
    }
    if (low != NULL) {
        printf("Computer lays down ");
        show_card(low);
        printf("\n");
        put_on_pile(&computer, low);
        pile_changed(follow_suit);
        return 1;
    }
    for (c = computer; c != NULL; c = c->listp)
        if (c->face == 8) {
            char s;
            printf("Computer lays down ");
            show_card(c);
            put_on_pile(&computer, c);
            s = computer != NULL ? computer_calls() : c->suit;
            if (computer != NULL)
                printf(" and calls %s", suit_text(s));
            printf("\n");
            pile_changed(s);
            return 1;
        }
    return 0;
}

void computer_turn(void)
{
    printf("\n... computer's turn ...\n");
    if (computer_play())
        return;
    if (draw_until_match(&computer, 0) != NULL) {
        computer_play();
        return;
    }
    printf("Computer passes.\n");
}

/* ============== one game ============== */

/* returns 1 user won, 2 computer won, 0 draw */
int play_game(void)
{
    int i, mine, his;

    delete_list(&stock); delete_list(&me);
    delete_list(&computer); delete_list(&pile);

    stock = CreateDeck();
    ShuffleDeck(&stock);
    for (i = 0; i < START_CARDS; i++) {
        add_to_end(&me, take_top(&stock));
        add_to_end(&computer, take_top(&stock));
    }
    add_to_front(&pile, take_top(&stock));
    follow_suit = pile->suit;
    eight_suit = 0;

    for (;;) {
        user_turn();
        if (me == NULL || stock == NULL)
            break;
        computer_turn();
        if (computer == NULL || stock == NULL)
            break;
    }

    printf("\n#################### GAME OVER ####################\n");
    if (me == NULL)
        printf("You played your last card.\n");
    else if (computer == NULL)
        printf("The computer played its last card.\n");
    else
        printf("Nothing is left in the stockpile.\n");
    printf("Your cards:    ");
    show_hand(me, 0);
    printf("Computer cards:");
    show_hand(computer, 0);
    mine = hand_points(me);
    his = hand_points(computer);
    printf("Your points: %d\nComputer points: %d\n", mine, his);
    if (mine < his) {
        printf("You are the winner!\n");
        return 1;
    }
    if (his < mine) {
        printf("The computer is the winner.\n");
        return 2;
    }
    printf("Nobody wins - it's a draw.\n");
    return 0;
}

int main(void)
{
    char line[80];
    char *s = getenv("SEED");
    int res, tally[3] = { 0, 0, 0 };

    srand(s != NULL && *s != '\0' ? (unsigned)strtoul(s, NULL, 10) : (unsigned)time(NULL));

    printf("=============================================\n");
    printf("        CRAZY EIGHTS  (you vs. computer)\n");
    printf("=============================================\n");
    printf("Type  help  for the list of commands.\n");

    for (;;) {
        res = play_game();
        tally[res]++;
        printf("Score so far -- you: %d  computer: %d  draws: %d\n",
               tally[1], tally[2], tally[0]);
        get_input("New game? (Q/q = quit, Enter = play): ", line, sizeof line);
        if (line[0] == 'q')
            break;
    }
    printf("See you!\n");
    delete_list(&stock); delete_list(&me);
    delete_list(&computer); delete_list(&pile);
    return 0;
}
