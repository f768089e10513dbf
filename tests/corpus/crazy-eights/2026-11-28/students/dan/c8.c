/* ECE 175 final project - Crazy Eights, user vs computer.
   Cards are typed as codes: 7h, 10d, Qs, Ac (T also means 10).
   "d" draws one card.  Game ends when a hand is empty or the stock runs out. */
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

static card *stk, *you, *cpu, *pile;   /* pile: head is the top card */
static char want;                      /* suit to follow */
static int over;                       /* set when the stock ran out */

static const char *FN[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

static void bye(void) { printf("\n"); exit(0); }

static int rd(const char *p, char *b, int n)
{
	printf("%s", p);
	fflush(stdout);
	if (!fgets(b, n, stdin)) bye();
	if (!strchr(b, '\n')) { int c; while ((c = getchar()) != '\n' && c != EOF); }
	b[strcspn(b, "\r\n")] = 0;
	return 1;
}

static void push(card **l, card *c) { c->listp = *l; *l = c; }

static void append(card **l, card *c)
{
	while (*l) l = &(*l)->listp;
	c->listp = NULL;
	*l = c;
}

/* RemoveCard: unlink c from list l; returns c or NULL if not there */
static card *RemoveCard(card **l, card *c)
{
	for (; *l; l = &(*l)->listp)
		if (*l == c) { *l = c->listp; c->listp = NULL; return c; }
	return NULL;
}

static card *pop(card **l) { return *l ? RemoveCard(l, *l) : NULL; }

static int len(card *l) { int n = 0; for (; l; l = l->listp) n++; return n; }
static int pts(card *l) { int n = 0; for (; l; l = l->listp) n += l->face; return n; }

static void freel(card **l) { card *c; while ((c = pop(l))) free(c); }

static void pr(card *c) { printf("%s%c", FN[c->face], c->suit); }

static void prl(card *l) { for (; l; l = l->listp) { printf(" "); pr(l); } printf("\n"); }

/* CreateDeck: spades, hearts, diamonds, clubs; each A..K */
static card *CreateDeck(void)
{
	static const char S[] = "shdc";
	card *d = NULL;
	int s, f;
	for (s = 0; s < 4; s++)
		for (f = 1; f <= 13; f++) {
			card *c = malloc(sizeof *c);
			if (!c) exit(1);
			c->suit = S[s];
			c->face = f;
			append(&d, c);
		}
	return d;
}

/* swap every card with a random index 0..50, 150 rounds */
static void shuffle(card **d)
{
	card *a[52], *t;
	int n = 0, r, i, j;
	for (t = *d; t; t = t->listp) a[n++] = t;
	for (r = 0; r < 150; r++)
		for (i = 0; i < n; i++) {
			j = rand() % 51;
			t = a[i]; a[i] = a[j]; a[j] = t;
		}
	*d = NULL;
	for (i = 0; i < n; i++) append(d, a[i]);
}

static int ok(card *c) { return c->face == 8 || c->face == pile->face || c->suit == want; }

static int canplay(card *h) { for (; h; h = h->listp) if (ok(h)) return 1; return 0; }

/* parse a card code, -1 if bad */
static int code(const char *s, int *f, char *su)
{
	char u[8];
	int i, n = (int)strlen(s);
	if (n < 2 || n > 3) return -1;
	for (i = 0; i < n; i++) u[i] = (char)toupper((unsigned char)s[i]);
	u[n] = 0;
	*su = (char)tolower((unsigned char)u[n - 1]);
	if (!strchr("SHDC", u[n - 1])) return -1;
	u[n - 1] = 0;
	if (!strcmp(u, "A")) *f = 1;
	else if (!strcmp(u, "J")) *f = 11;
	else if (!strcmp(u, "Q")) *f = 12;
	else if (!strcmp(u, "K")) *f = 13;
	else if (!strcmp(u, "T")) *f = 10;
	else {
		char *e;
		long v = strtol(u, &e, 10);
		if (*e || e == u || v < 2 || v > 10) return -1;
		*f = (int)v;
	}
	return 0;
}

static card *find(card *h, int f, char s)
{
	for (; h; h = h->listp) if (h->face == f && h->suit == s) return h;
	return NULL;
}

/* draw one card into hand h; sets over when the stock is empty afterwards */
static card *draw(card **h)
{
	card *c = pop(&stk);
	if (c) append(h, c);
	if (!stk) over = 1;
	return c;
}

static void settop(char s)
{
	want = pile->face == 8 ? s : pile->suit;
}

static char asksuit(void)
{
	char b[64];
	for (;;) {
		rd("Suit (c/d/h/s)? ", b, sizeof b);
		if (strlen(b) == 1 && strchr("cdhsCDHS", b[0])) return (char)tolower((unsigned char)b[0]);
		printf("c, d, h or s.\n");
	}
}

static void show(void)
{
	printf("\nTop: ");
	pr(pile);
	if (pile->face == 8) printf(", suit %c", want);
	printf("   Stock %d, CPU %d\nYou:", len(stk), len(cpu));
	prl(you);
}

static void userturn(void)
{
	char b[256], *t;
	card *sel[52];
	int n, i, k, drawn = 0, f;
	char s;

	show();
	for (;;) {
		rd("> ", b, sizeof b);
		t = strtok(b, " ,\t");
		if (!t) { printf("?\n"); continue; }
		if (!strcmp(t, "d") || !strcmp(t, "D")) {
			card *c;
			if (strtok(NULL, " ,\t")) { printf("?\n"); continue; }
			if (canplay(you)) { printf("You can play.\n"); continue; }
			c = draw(&you);
			if (!c) { over = 1; return; }
			drawn++;
			printf("Drew ");
			pr(c);
			printf(".\n");
			if (over) return;               /* stock empty: game ends now */
			if (ok(c)) continue;            /* now it must be played */
			if (drawn == 3) { printf("Pass.\n"); return; }
			continue;
		}
		n = 0;
		k = 1;
		while (t && k) {
			card *c;
			if (code(t, &f, &s) < 0) { printf("Bad card %s.\n", t); k = 0; break; }
			c = find(you, f, s);
			if (!c) { printf("No %s in hand.\n", t); k = 0; break; }
			for (i = 0; i < n; i++) if (sel[i] == c) { printf("%s twice.\n", t); k = 0; }
			if (n < 52) sel[n++] = c;
			t = strtok(NULL, " ,\t");
		}
		if (!k) continue;
		if (n == 1 && !ok(sel[0])) { printf("Doesn't match.\n"); continue; }
		if (n > 1) {
			for (i = 0; i < n; i++) if (sel[i]->face != pile->face) k = 0;
			if (!k) { printf("More than one card: all must be %s's.\n", FN[pile->face]); continue; }
		}
		for (i = 0; i < n; i++) push(&pile, RemoveCard(&you, sel[i]));
		settop(pile->face == 8 && you ? asksuit() : 0);
		return;
	}
}

/* suit the CPU names: the one with most points left */
static char cpusuit(void)
{
	static const char S[] = "shdc";
	int p[4] = {0, 0, 0, 0}, i, b = 0;
	card *c;
	for (c = cpu; c; c = c->listp) if (c->face != 8) p[strchr(S, c->suit) - S] += c->face;
	for (i = 1; i < 4; i++) if (p[i] > p[b]) b = i;
	return S[b];
}

/* CPU: the legal non-eight play worth the most points, else an eight */
static int cputry(void)
{
	card *c, *best = NULL, *nx;
	int bestv = 0, group = 0;
	if (pile->face != 8) {
		for (c = cpu; c; c = c->listp) if (c->face == pile->face) group += c->face;
		bestv = group;
	}
	for (c = cpu; c; c = c->listp)
		if (c->face != 8 && c->suit == want && c->face > bestv) { best = c; bestv = c->face; }
	if (best) {
		printf("CPU: ");
		pr(best);
		push(&pile, RemoveCard(&cpu, best));
		printf("\n");
		settop(0);
		return 1;
	}
	if (group) {
		int f = pile->face;
		printf("CPU:");
		for (c = cpu; c; c = nx) {
			nx = c->listp;
			if (c->face == f) { printf(" "); pr(c); push(&pile, RemoveCard(&cpu, c)); }
		}
		printf("\n");
		settop(0);
		return 1;
	}
	for (c = cpu; c; c = c->listp)
		if (c->face == 8) {
			printf("CPU: ");
			pr(c);
			push(&pile, RemoveCard(&cpu, c));
			if (cpu) { char s = cpusuit(); printf(", suit %c", s); settop(s); }
			else settop(c->suit);
			printf("\n");
			return 1;
		}
	return 0;
}

static void cputurn(void)
{
	int drawn;
	for (drawn = 0; ; drawn++) {
		if (cputry()) return;
		if (drawn == 3) { printf("CPU passes.\n"); return; }
		if (!draw(&cpu)) { over = 1; return; }
		printf("CPU draws.\n");
		if (over) return;
	}
}

/* 1 user won, 2 cpu won, 0 tie */
static int game(void)
{
	int a, b;
	freel(&stk); freel(&you); freel(&cpu); freel(&pile);
	stk = CreateDeck();
	shuffle(&stk);
	for (a = 0; a < 8; a++) { append(&you, pop(&stk)); append(&cpu, pop(&stk)); }
	push(&pile, pop(&stk));
	want = pile->suit;
	over = 0;
	for (;;) {
		userturn();
		if (!you || over) break;
		cputurn();
		if (!cpu || over) break;
	}
	if (!you) printf("You're out.\n");
	else if (!cpu) printf("CPU is out.\n");
	else printf("Stock empty.\n");
	printf("You:");
	prl(you);
	printf("CPU:");
	prl(cpu);
	a = pts(you);
	b = pts(cpu);
	printf("You %d, CPU %d -> %s\n", a, b, a < b ? "you win." : b < a ? "CPU wins." : "tie.");
	return a < b ? 1 : b < a ? 2 : 0;
}

int main(void)
{
	char b[64], *e = getenv("SEED");
	int w[3] = {0, 0, 0};
	srand(e && *e ? (unsigned)strtoul(e, NULL, 10) : (unsigned)time(NULL));
	printf("CRAZY EIGHTS. Play: 7h or 7h 7s. Draw: d.\n");
	for (;;) {
		w[game()]++;
		printf("Won %d, lost %d, tied %d.\n", w[1], w[2], w[0]);
		rd("Again? (q quits) ", b, sizeof b);
		if (b[0] == 'q' || b[0] == 'Q') break;
	}
	freel(&stk); freel(&you); freel(&cpu); freel(&pile);
	return 0;
}
