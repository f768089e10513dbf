/* Crazy Eights -- ECE 175 final project, Una.
 * Two players: you and the cpu (dealer). You always start.
 * Cards print as rank+suit letter: AC 10H QS. SEED=<n> fixes the shuffle. */
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

static const char suits[] = "CDHS";      /* deck order: clubs, diamonds, hearts, spades */

static card *stock, *pile, *me, *cpu;    /* pile = discard pile, head is the top */
static char called;                       /* suit called with an 8, 0 if none */

/* ---------- lists ---------- */

card *CreateDeck(void)
{
    card *head = NULL, **tail = &head;
    for (int s = 0; s < 4; s++)
        for (int f = 1; f <= 13; f++) {
            card *c = malloc(sizeof *c);
            if (!c) exit(1);
            c->suit = suits[s];
            c->face = f;
            c->listp = NULL;
            *tail = c;
            tail = &c->listp;
        }
    return head;
}

/* unlink c from *list; returns c (NULL if not there) */
card *RemoveCard(card **list, card *c)
{
    for (; *list; list = &(*list)->listp)
        if (*list == c) {
            *list = c->listp;
            c->listp = NULL;
            return c;
        }
    return NULL;
}

static void append(card **list, card *c)
{
    while (*list) list = &(*list)->listp;
    c->listp = NULL;
    *list = c;
}

static void push(card **list, card *c) { c->listp = *list; *list = c; }

static int count(card *l) { int n = 0; for (; l; l = l->listp) n++; return n; }

static int points(card *l) { int p = 0; for (; l; l = l->listp) p += l->face; return p; }

static void drop(card **l) { while (*l) { card *n = (*l)->listp; free(*l); *l = n; } }

/* handout shuffle: every position swaps with rand()%51, 100 sweeps */
static void shuffle(card **deck)
{
    card *a[52];
    int n = 0;
    for (card *c = *deck; c && n < 52; c = c->listp) a[n++] = c;
    for (int k = 0; k < 100; k++)
        for (int i = 0; i < n; i++) {
            int j = rand() % 51;
            card *t = a[i]; a[i] = a[j]; a[j] = t;
        }
    for (int i = 0; i < n; i++) a[i]->listp = (i + 1 < n) ? a[i + 1] : NULL;
    *deck = a[0];
}

/* ---------- text ---------- */

static char *name(card *c, char *b)
{
    static const char *r[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    sprintf(b, "%s%c", r[c->face], c->suit);
    return b;
}

static void show(const char *tag, card *l)
{
    char b[8];
    printf("%s", tag);
    for (; l; l = l->listp) printf(" %s", name(l, b));
    printf("\n");
}

/* token -> face/suit; 0 on failure. accepts 10h, QS, a c ... */
static int parse(const char *t, int *face, char *suit)
{
    char r[8];
    int n = (int)strlen(t);
    if (n < 2 || n > 3) return 0;
    *suit = (char)toupper((unsigned char)t[n - 1]);
    if (!strchr(suits, *suit)) return 0;
    memcpy(r, t, n - 1);
    r[n - 1] = 0;
    for (int i = 0; r[i]; i++) r[i] = (char)toupper((unsigned char)r[i]);
    if (!strcmp(r, "A")) *face = 1;
    else if (!strcmp(r, "J")) *face = 11;
    else if (!strcmp(r, "Q")) *face = 12;
    else if (!strcmp(r, "K")) *face = 13;
    else if (!strcmp(r, "10")) *face = 10;
    else if (n == 2 && r[0] >= '2' && r[0] <= '9') *face = r[0] - '0';
    else return 0;
    return 1;
}

static card *find(card *l, int f, char s)
{
    for (; l; l = l->listp) if (l->face == f && l->suit == s) return l;
    return NULL;
}

/* ---------- input ---------- */

static void bye(void)
{
    printf("\n");
    drop(&stock); drop(&pile); drop(&me); drop(&cpu);
    exit(0);
}

static void token(char *buf)              /* next whitespace-separated word */
{
    fflush(stdout);
    if (scanf("%63s", buf) != 1) bye();
}

/* ---------- rules ---------- */

static char want(void) { return called ? called : pile->suit; }

static int ok(card *c) { return c->face == 8 || c->face == pile->face || c->suit == want(); }

static int any_ok(card *h) { for (; h; h = h->listp) if (ok(h)) return 1; return 0; }

static void put(card **hand, card *c) { push(&pile, RemoveCard(hand, c)); called = 0; }

static char ask_suit(void)
{
    char b[64];
    for (;;) {
        printf("suit (c/d/h/s)? ");
        token(b);
        char s = (char)toupper((unsigned char)b[0]);
        if (!b[1] && strchr(suits, s)) return s;
        printf("! c, d, h or s\n");
    }
}

static char cpu_suit(void)           /* suit of the cpu's first non-8 card */
{
    for (card *c = cpu; c; c = c->listp) if (c->face != 8) return c->suit;
    return pile->suit;
}

/* draws up to 3 for hand; plays the first card that fits.
   returns 1 if the stock ran out (game over). */
static int draw3(card **hand, int is_me)
{
    char b[8];
    for (int i = 0; i < 3; i++) {
        card *c = RemoveCard(&stock, stock);
        append(hand, c);
        if (is_me) printf("drew %s\n", name(c, b));
        else printf("cpu draws\n");
        if (!stock) return 1;
        if (ok(c)) {
            put(hand, c);
            printf("%s %s\n", is_me ? "you play" : "cpu plays", name(c, b));
            if (c->face == 8 && *hand) {
                called = is_me ? ask_suit() : cpu_suit();
                printf("%s %c\n", is_me ? "you call" : "cpu calls", called);
            }
            return 0;
        }
    }
    printf("%s\n", is_me ? "no match, you pass" : "cpu passes");
    return 0;
}

/* returns 1 when the game is over */
static int my_turn(void)
{
    char b[64], t[8];
    printf("\ntop %s", name(pile, t));
    if (called) printf(" suit=%c", called);
    printf("  stock %d  cpu %d\n", count(stock), count(cpu));
    show("hand", me);
    if (!any_ok(me)) {
        printf("nothing fits, drawing\n");
        return draw3(&me, 1);
    }
    for (;;) {
        card *sel[52];
        int n = 0, bad = 0;
        printf("> ");
        token(b);
        if (!strcmp(b, "?")) {
            printf("type a card (7h), or same-face cards joined by commas (6h,6s)\n");
            continue;
        }
        for (char *p = strtok(b, ",+"); p; p = strtok(NULL, ",+")) {
            int f; char s;
            card *c;
            if (!parse(p, &f, &s) || !(c = find(me, f, s))) { printf("! no %s in hand\n", p); bad = 1; break; }
            for (int i = 0; i < n; i++) if (sel[i] == c) bad = 1;
            if (bad) { printf("! %s twice\n", p); break; }
            sel[n++] = c;
        }
        if (bad) continue;
        if (n == 0) { printf("! ?\n"); continue; }
        if (n == 1 && !ok(sel[0])) { printf("! %s doesn't fit\n", name(sel[0], t)); continue; }
        if (n > 1) {
            int i;
            for (i = 0; i < n && sel[i]->face == pile->face; i++) ;
            if (i < n) { printf("! several cards only with the top's face\n"); continue; }
        }
        printf("you play");
        for (int i = 0; i < n; i++) { printf(" %s", name(sel[i], t)); put(&me, sel[i]); }
        printf("\n");
        if (!me) return 1;
        if (pile->face == 8) {
            called = ask_suit();
            printf("you call %c\n", called);
        }
        return 0;
    }
}

/* cpu: all cards of the top's face, else first card of the suit, else an 8, else draw */
static int cpu_turn(void)
{
    char t[8];
    card *c, *pick = NULL, *eight = NULL;
    int same = 0;
    for (c = cpu; c; c = c->listp) {
        if (c->face == 8) { if (!eight) eight = c; continue; }
        if (c->face == pile->face) same++;
        else if (!pick && c->suit == want()) pick = c;
    }
    if (same) {
        int f = pile->face;
        printf("cpu plays");
        for (c = cpu; c; ) {
            card *nx = c->listp;
            if (c->face == f) { printf(" %s", name(c, t)); put(&cpu, c); }
            c = nx;
        }
        printf("\n");
    } else if (pick || eight) {
        c = pick ? pick : eight;
        printf("cpu plays %s\n", name(c, t));
        put(&cpu, c);
        if (c->face == 8 && cpu) { called = cpu_suit(); printf("cpu calls %c\n", called); }
    } else {
        return draw3(&cpu, 0);
    }
    return cpu == NULL;
}

static void game(void)
{
    drop(&stock); drop(&pile); drop(&me); drop(&cpu);
    called = 0;
    stock = CreateDeck();
    show("deck", stock);
    shuffle(&stock);
    show("shuffled", stock);
    for (int i = 0; i < 8; i++) {
        append(&me, RemoveCard(&stock, stock));
        append(&cpu, RemoveCard(&stock, stock));
    }
    push(&pile, RemoveCard(&stock, stock));
    show("you", me);
    show("cpu", cpu);

    while (!my_turn() && !cpu_turn()) ;

    int a = points(me), z = points(cpu);
    printf("\n%s\n", !stock ? "stock empty" : !me ? "you're out" : "cpu is out");
    show("you have", me);
    show("cpu has", cpu);
    printf("you %d  cpu %d  -> %s\n", a, z, a < z ? "you win" : z < a ? "cpu wins" : "tie");
}

int main(void)
{
    char b[64];
    const char *s = getenv("SEED");
    srand(s && *s ? (unsigned)atol(s) : (unsigned)time(NULL));
    printf("CRAZY EIGHTS  (you vs cpu, lowest points wins)\n");
    for (;;) {
        game();
        printf("again? (q quits) ");
        token(b);
        if (tolower((unsigned char)b[0]) == 'q') break;
    }
    drop(&stock); drop(&pile); drop(&me); drop(&cpu);
    return 0;
}
