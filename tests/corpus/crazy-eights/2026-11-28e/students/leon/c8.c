/* c8.c -- crazy eights, you vs cpu.  leon, ece175.
 *
 * cards are typed as codes: rank (A 2..10 J Q K) + suit (C D H S), e.g. 10h qs.
 * several codes in one line = several cards of the top card's rank.
 * if you can't play, the program draws for you (max 3) and plays a fitting card.
 * game over when a hand is empty or, at the end of a turn, the stock is empty.
 * env: SEED=n fixes the seed, C8_DECK=1 dumps the shuffled deck.
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

static card *stock, *pile, *you, *cpu;   /* pile: head = top card */
static char want;                         /* suit in force */

static const char *RK[] = {"?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

static void die0(void) { printf("\n"); exit(0); }

static int getln(char *b, int n)
{
	fflush(stdout);
	if (!fgets(b, n, stdin)) return 0;
	if (!strchr(b, '\n')) { int c; while ((c = getchar()) != '\n' && c != EOF) ; }
	return 1;
}

/* ---- list stuff ---- */
static card *newcard(char s, int f)
{
	card *c = malloc(sizeof *c);
	if (!c) exit(1);
	c->suit = s; c->face = f; c->listp = NULL;
	return c;
}

static void push(card **l, card *c) { c->listp = *l; *l = c; }

static void append(card **l, card *c)
{
	while (*l) l = &(*l)->listp;
	c->listp = NULL; *l = c;
}

static card *pop(card **l)
{
	card *c = *l;
	if (c) { *l = c->listp; c->listp = NULL; }
	return c;
}

static card *unlink_card(card **l, card *x)
{
	for (; *l; l = &(*l)->listp)
		if (*l == x) { *l = x->listp; x->listp = NULL; return x; }
	return NULL;
}

static int len(card *l) { int n = 0; for (; l; l = l->listp) n++; return n; }
static int pts(card *l) { int n = 0; for (; l; l = l->listp) n += l->face; return n; }
static void freeall(card **l) { while (*l) free(pop(l)); }

static card *mkdeck(void)
{
	static const char S[] = "CSHD";
	card *d = NULL;
	int i, f;
	for (i = 0; i < 4; i++)
		for (f = 1; f <= 13; f++) append(&d, newcard(S[i], f));
	return d;
}

/* swap shuffle from the handout: index 0..50, 100 passes */
static void shuffle(card **d)
{
	card *a[52];
	int n = 0, i, k;
	card *c;
	for (c = *d; c && n < 52; c = c->listp) a[n++] = c;
	for (k = 0; k < 100; k++)
		for (i = 0; i < n; i++) {
			int j = rand() % 51;
			card *t = a[i]; a[i] = a[j]; a[j] = t;
		}
	for (i = 0; i < n - 1; i++) a[i]->listp = a[i + 1];
	a[n - 1]->listp = NULL;
	*d = a[0];
}

static void pc(card *c) { printf("%s%c", RK[c->face], c->suit); }

static void pl(card *l)
{
	for (; l; l = l->listp) { pc(l); if (l->listp) printf(" "); }
}

/* ---- rules ---- */
static int ok(card *c) { return c->face == 8 || c->suit == want || c->face == pile->face; }

static card *firstok(card *h)
{
	for (; h; h = h->listp) if (ok(h)) return h;
	return NULL;
}

static card *findcode(card *h, const char *t)
{
	char s[8];
	int f, n = (int)strlen(t), i;
	char su;
	if (n < 2 || n > 3) return NULL;
	for (i = 0; i < n; i++) s[i] = (char)toupper((unsigned char)t[i]);
	s[n] = 0;
	su = s[n - 1];
	if (!strchr("CDHS", su)) return NULL;
	s[n - 1] = 0;
	if (!strcmp(s, "A") || !strcmp(s, "1")) f = 1;
	else if (!strcmp(s, "J")) f = 11;
	else if (!strcmp(s, "Q")) f = 12;
	else if (!strcmp(s, "K")) f = 13;
	else if (!strcmp(s, "T")) f = 10;
	else {
		char *e;
		long v = strtol(s, &e, 10);
		if (*e || e == s || v < 2 || v > 10) return NULL;
		f = (int)v;
	}
	for (; h; h = h->listp) if (h->face == f && h->suit == su) return h;
	return (card *)1;  /* valid code, not held */
}

static char asksuit(void)
{
	char b[64], *p;
	for (;;) {
		printf("suit (C/D/H/S)? ");
		if (!getln(b, sizeof b)) die0();
		for (p = b; isspace((unsigned char)*p); p++) ;
		if (*p && strchr("CDHScdhs", *p) && (!p[1] || isspace((unsigned char)p[1])))
			return (char)toupper((unsigned char)*p);
		printf("? C D H or S\n");
	}
}

static void put(card **h, card *c) { unlink_card(h, c); push(&pile, c); want = c->suit; }

/* user's draw: up to 3; returns 1 if stock ran dry */
static void youdraw(void)
{
	int i;
	printf("no play, drawing\n");
	for (i = 0; i < 3 && stock; i++) {
		card *c = pop(&stock);
		append(&you, c);
		printf("drew "); pc(c); printf("\n");
		if (ok(c)) {
			printf("play "); pc(c); printf("\n");
			put(&you, c);
			if (c->face == 8 && you) want = asksuit();
			return;
		}
	}
	printf("pass\n");
}

static void yourturn(void)
{
	char b[256];
	printf("\ntop "); pc(pile);
	if (want != pile->suit) printf(" suit %c", want);
	printf(" | stock %d | cpu %d\nhand: ", len(stock), len(cpu));
	pl(you);
	printf("\n");
	if (!firstok(you)) { youdraw(); return; }
	for (;;) {
		card *sel[60];
		int n = 0, i, j, bad = 0;
		char *t;
		printf("> ");
		if (!getln(b, sizeof b)) die0();
		for (t = strtok(b, " ,\t\r\n"); t && !bad; t = strtok(NULL, " ,\t\r\n")) {
			card *c = findcode(you, t);
			if (!c) { printf("bad card: %s\n", t); bad = 1; }
			else if (c == (card *)1) { printf("not in hand: %s\n", t); bad = 1; }
			else if (n >= 60) { printf("too many\n"); bad = 1; }
			else {
				for (j = 0; j < n; j++) if (sel[j] == c) { printf("dup: %s\n", t); bad = 1; }
				sel[n++] = c;
			}
		}
		if (bad) continue;
		if (n == 0) { printf("type card code(s), e.g. "); pc(firstok(you)); printf("\n"); continue; }
		if (n == 1 && !ok(sel[0])) { printf("can't play "); pc(sel[0]); printf("\n"); continue; }
		if (n > 1) {
			for (i = 0; i < n && !bad; i++) {
				if (sel[i]->face == 8) { printf("8 must go alone\n"); bad = 1; }
				else if (sel[i]->face != pile->face) { printf("multi: all must be %s\n", RK[pile->face]); bad = 1; }
			}
			if (bad) continue;
		}
		for (i = 0; i < n; i++) put(&you, sel[i]);
		if (sel[n - 1]->face == 8 && you) want = asksuit();
		return;
	}
}

/* cpu: first card in hand that fits, one card */
static void cpuplay(card *c)
{
	put(&cpu, c);
	printf("cpu plays "); pc(c);
	if (c->face == 8 && cpu) {
		want = cpu->suit;
		printf(", suit %c", want);
	}
	printf("\n");
}

static void cputurn(void)
{
	card *c = firstok(cpu);
	int i;
	if (c) { cpuplay(c); return; }
	for (i = 0; i < 3 && stock; i++) {
		c = pop(&stock);
		append(&cpu, c);
		printf("cpu draws\n");
		if (ok(c)) { cpuplay(c); return; }
	}
	printf("cpu passes\n");
}

/* returns 1 you, -1 cpu, 0 tie */
static int game(void)
{
	int i, a, b;
	stock = mkdeck();
	shuffle(&stock);
	if (getenv("C8_DECK")) { printf("DECK: "); pl(stock); printf("\n"); }
	for (i = 0; i < 8; i++) { append(&you, pop(&stock)); append(&cpu, pop(&stock)); }
	push(&pile, pop(&stock));
	want = pile->suit;
	for (;;) {
		yourturn();
		if (!you || !stock) break;
		cputurn();
		if (!cpu || !stock) break;
	}
	printf("\ngame over (%s)\n", !you ? "you're out" : !cpu ? "cpu out" : "stock empty");
	a = pts(you); b = pts(cpu);
	printf("you: "); pl(you); printf(" = %d\n", a);
	printf("cpu: "); pl(cpu); printf(" = %d\n", b);
	printf("%s\n", a < b ? "you win" : b < a ? "cpu wins" : "tie");
	freeall(&stock); freeall(&pile); freeall(&you); freeall(&cpu);
	return a < b ? 1 : b < a ? -1 : 0;
}

int main(void)
{
	char b[64], *p;
	char *s = getenv("SEED");
	int w = 0, l = 0, t = 0, r;
	srand(s && *s ? (unsigned)atol(s) : (unsigned)time(NULL));
	printf("crazy eights\n");
	for (;;) {
		r = game();
		if (r > 0) w++; else if (r < 0) l++; else t++;
		printf("score you %d cpu %d tie %d\n", w, l, t);
		printf("again? (q quits) ");
		if (!getln(b, sizeof b)) die0();
		for (p = b; isspace((unsigned char)*p); p++) ;
		if (*p == 'q' || *p == 'Q') break;
	}
	return 0;
}
