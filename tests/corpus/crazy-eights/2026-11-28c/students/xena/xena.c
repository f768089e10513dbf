/*
 *  CRAZY EIGHTS  --  ECE 175 final project
 *  by Xena
 *
 *  Human vs CPU.  Cards in your hand are labelled with letters a, b, c ...
 *  Type the letter(s) of the card(s) to play them ("b" or "bd"),
 *  or "+" to draw from the stockpile.
 *  SEED environment variable: fixed random seed (for testing).
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

typedef struct {
    const char *name;
    card *hand;
} player;

#define PASSES 120

static card *stock = NULL;
static card *pile = NULL;          /* discard pile, head = top card */
static char named = 0;             /* suit named after an 8 */
static player human = { "You", NULL };
static player cpu = { "CPU", NULL };

static const char *SYM[] = { "\xE2\x99\xA3", "\xE2\x99\xA0", "\xE2\x99\xA5", "\xE2\x99\xA6" };
static const char SUITS[] = "CSHD";

/* ===================== list functions ===================== */

card *CreateDeck(void)
{
    card *head = NULL, *last = NULL;
    for (int s = 0; s < 4; s++)
        for (int f = 1; f <= 13; f++) {
            card *n = (card *)malloc(sizeof(card));
            n->suit = SUITS[s];
            n->face = f;
            n->listp = NULL;
            if (last) last->listp = n; else head = n;
            last = n;
        }
    return head;
}

card *RemoveCard(card **from, card *which)
{
    card *cur = *from, *prev = NULL;
    while (cur && cur != which) { prev = cur; cur = cur->listp; }
    if (!cur) return NULL;
    if (prev) prev->listp = cur->listp; else *from = cur->listp;
    cur->listp = NULL;
    return cur;
}

static void AddCard(card **to, card *c)      /* at the end */
{
    c->listp = NULL;
    while (*to) to = &((*to)->listp);
    *to = c;
}

static void Shuffle(card **d)
{
    card *a[52];
    int n = 0;
    for (card *c = *d; c; c = c->listp) a[n++] = c;
    for (int p = 0; p < PASSES; p++)
        for (int i = 0; i < n; i++) {
            int r = rand() % 51;
            card *t = a[i]; a[i] = a[r]; a[r] = t;
        }
    for (int i = 0; i < n; i++) a[i]->listp = i < n - 1 ? a[i + 1] : NULL;
    *d = a[0];
}

static int Length(card *l) { int n = 0; while (l) { n++; l = l->listp; } return n; }

static int Score(card *l) { int s = 0; while (l) { s += l->face; l = l->listp; } return s; }

static void FreeAll(card **l) { while (*l) { card *n = (*l)->listp; free(*l); *l = n; } }

static void Cleanup(void)
{
    FreeAll(&stock); FreeAll(&pile); FreeAll(&human.hand); FreeAll(&cpu.hand);
}

/* ===================== printing ===================== */

static const char *Sym(char s) { return SYM[strchr(SUITS, s) - SUITS]; }

static void PrintCard(card *c)
{
    static const char *F[] = { "", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
    printf("%s%s", F[c->face], Sym(c->suit));
}

static void PrintRow(card *l, int per)
{
    int k = 0;
    for (; l; l = l->listp) {
        printf(" ");
        PrintCard(l);
        if (++k % per == 0 && l->listp) printf("\n");
    }
    printf("\n");
}

/* ===================== input ===================== */

static int ReadLine(char *buf, int n)
{
    fflush(stdout);
    if (!fgets(buf, n, stdin)) {
        printf("\n[end of input]\n");
        Cleanup();
        exit(0);
    }
    char *e = strchr(buf, '\n');
    if (e) *e = 0;
    else { int ch; while ((ch = getchar()) != '\n' && ch != EOF); }
    return (int)strlen(buf);
}

/* ===================== rules ===================== */

/* can card c be put on the pile? same face, same suit, the named suit, or an 8 */
static int Fits(card *c)
{
    if (c->face == 8) return 1;
    if (c->face == pile->face) return 1;
    if (c->suit == pile->suit) return 1;
    if (named && c->suit == named) return 1;
    return 0;
}

static int AnyFits(card *h)
{
    for (; h; h = h->listp) if (Fits(h)) return 1;
    return 0;
}

static void ToPile(player *p, card *c)
{
    RemoveCard(&p->hand, c);
    c->listp = pile;
    pile = c;
    named = 0;
}

static char AskSuit(void)
{
    char b[64];
    for (;;) {
        printf("Which suit? (C/S/H/D): ");
        ReadLine(b, sizeof b);
        char *p = b;
        while (isspace((unsigned char)*p)) p++;
        char s = (char)toupper((unsigned char)*p);
        if (s && strchr(SUITS, s) && (p[1] == 0 || isspace((unsigned char)p[1]))) return s;
        printf(">> Not a suit. Type C, S, H or D.\n");
    }
}

static char CpuSuit(void)
{
    int cnt[4] = { 0 }, best = 0;
    for (card *c = cpu.hand; c; c = c->listp)
        if (c->face != 8) cnt[strchr(SUITS, c->suit) - SUITS]++;
    for (int i = 1; i < 4; i++) if (cnt[i] > cnt[best]) best = i;
    return SUITS[best];
}

static void NameSuit(player *p)
{
    named = (p == &human) ? AskSuit() : CpuSuit();
    printf("%s named %s\n", p->name, Sym(named));
}

/* draw until a card fits (at most 3); a fitting card is played right away */
static void Draw(player *p)
{
    for (int i = 0; i < 3; i++) {
        if (!stock) {
            printf("The stockpile is empty.\n");
            break;
        }
        card *c = RemoveCard(&stock, stock);
        AddCard(&p->hand, c);
        if (p == &human) { printf("You drew "); PrintCard(c); printf("\n"); }
        else printf("CPU drew a card\n");
        if (Fits(c)) {
            ToPile(p, c);
            printf("%s put down ", p->name);
            PrintCard(c);
            printf("\n");
            if (c->face == 8 && p->hand) NameSuit(p);
            return;
        }
    }
    printf("%s could not play - pass\n", p->name);
}

/* ===================== turns ===================== */

static void Table(void)
{
    int k = 0;
    printf("\n==================================================\n");
    printf(" Pile: ");
    PrintCard(pile);
    if (named) printf("  (named suit: %s)", Sym(named));
    printf("    Stock: %d    CPU cards: %d\n", Length(stock), Length(cpu.hand));
    printf(" Your hand:");
    for (card *c = human.hand; c; c = c->listp, k++) {
        printf("  %c) ", 'a' + k);
        PrintCard(c);
    }
    printf("\n");
}

static void HumanTurn(void)
{
    char b[128];
    Table();
    for (;;) {
        card *sel[26];
        int n = 0, err = 0, size = Length(human.hand);

        printf("Play (letters, e.g. a or bd) or + to draw: ");
        ReadLine(b, sizeof b);
        if (strcmp(b, "+") == 0) {
            if (AnyFits(human.hand)) { printf(">> You have a card that fits, you cannot draw.\n"); continue; }
            Draw(&human);
            return;
        }
        for (char *q = b; *q && !err; q++) {
            if (*q == ' ' || *q == ',') continue;
            int idx = tolower((unsigned char)*q) - 'a';
            if (!isalpha((unsigned char)*q) || idx >= size || idx >= 26) {
                printf(">> '%c' is not one of your cards.\n", *q);
                err = 1;
                break;
            }
            card *c = human.hand;
            for (int i = 0; i < idx; i++) c = c->listp;
            for (int i = 0; i < n; i++) if (sel[i] == c) err = 2;
            if (err) { printf(">> You chose '%c' twice.\n", *q); break; }
            if (n < 26) sel[n++] = c;
        }
        if (err) continue;
        if (n == 0) { printf(">> Type a letter, or + to draw.\n"); continue; }
        if (n == 1 && !Fits(sel[0])) { printf(">> That card does not fit.\n"); continue; }
        if (n > 1) {
            int ok = 1;
            for (int i = 0; i < n; i++) if (sel[i]->face != pile->face) ok = 0;
            if (!ok) { printf(">> Several cards only if they all have the same face as the pile card.\n"); continue; }
        }
        printf("You put down");
        for (int i = 0; i < n; i++) { printf(" "); PrintCard(sel[i]); ToPile(&human, sel[i]); }
        printf("\n");
        if (human.hand && pile->face == 8) NameSuit(&human);
        return;
    }
}

static void CpuTurn(void)
{
    card *same[4], *suitCard = NULL, *eight = NULL;
    int ns = 0;
    printf("\n-- CPU --\n");
    for (card *c = cpu.hand; c; c = c->listp) {
        if (c->face == 8) { if (!eight) eight = c; }
        else if (c->face == pile->face) { if (ns < 4) same[ns++] = c; }
        else if (Fits(c) && (!suitCard || c->face > suitCard->face)) suitCard = c;
    }
    if (ns > 0) {
        printf("CPU put down");
        for (int i = 0; i < ns; i++) { printf(" "); PrintCard(same[i]); ToPile(&cpu, same[i]); }
        printf("\n");
    } else if (suitCard || eight) {
        card *c = suitCard ? suitCard : eight;
        printf("CPU put down ");
        PrintCard(c);
        printf("\n");
        ToPile(&cpu, c);
        if (c->face == 8 && cpu.hand) NameSuit(&cpu);
    } else {
        Draw(&cpu);
    }
}

/* ===================== game ===================== */

static void Game(void)
{
    Cleanup();
    named = 0;
    stock = CreateDeck();
    printf("\nORDERED DECK:\n");
    PrintRow(stock, 13);
    Shuffle(&stock);
    printf("SHUFFLED DECK:\n");
    PrintRow(stock, 13);
    for (int i = 0; i < 8; i++) {
        AddCard(&human.hand, RemoveCard(&stock, stock));
        AddCard(&cpu.hand, RemoveCard(&stock, stock));
    }
    card *top = RemoveCard(&stock, stock);
    top->listp = NULL;
    pile = top;
    printf("YOUR HAND:");
    PrintRow(human.hand, 20);
    printf("CPU HAND: ");
    PrintRow(cpu.hand, 20);

    /* a round = your turn + CPU turn */
    while (human.hand && cpu.hand && stock) {
        HumanTurn();
        if (!human.hand) break;
        CpuTurn();
    }

    int hs = Score(human.hand), cs = Score(cpu.hand);
    printf("\n################ GAME OVER ################\n");
    if (!human.hand) printf("You got rid of all your cards.\n");
    else if (!cpu.hand) printf("The CPU got rid of all its cards.\n");
    else printf("No cards left in the stockpile.\n");
    printf("Your hand:");
    PrintRow(human.hand, 20);
    printf("CPU hand: ");
    PrintRow(cpu.hand, 20);
    printf("Points -- you: %d, CPU: %d\n", hs, cs);
    if (hs < cs) printf("==> YOU ARE THE WINNER!\n");
    else if (cs < hs) printf("==> THE CPU IS THE WINNER!\n");
    else printf("==> DRAW GAME!\n");
}

int main(void)
{
    char b[64];
    char *s = getenv("SEED");
    if (s && *s) srand((unsigned)strtoul(s, NULL, 10));
    else srand((unsigned)time(NULL));

    printf("#############################################\n");
    printf("#            C R A Z Y   E I G H T S        #\n");
    printf("#############################################\n");
    do {
        Game();
        printf("\nNew game? (Q/q = quit, Enter = play): ");
        ReadLine(b, sizeof b);
    } while (!(b[0] == 'q' || b[0] == 'Q'));
    Cleanup();
    printf("See you!\n");
    return 0;
}
