/**********************************************************
 * ECE 175 Final Project : Crazy Eights  (author: Mo)
 *
 * user vs computer. cards are written like poker players
 * write them: rank (A 2-9 T J Q K) + suit (c d h s),
 * e.g.  Th = ten of hearts,  8s = eight of spades.
 * the cards in your hand are picked with letters a), b), ...
 * (after z come A, B, ... for very big hands)
 **********************************************************/
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

#define STATFILE "crazyeights_stats.txt"
#define PASSES 150

/* ---------- game state ---------- */
card *stock = NULL;     /* stockpile, head = top */
card *pile = NULL;      /* discard pile, head = top card */
card *hand[2];          /* 0 = user, 1 = computer */
char called = 0;        /* suit called with an eight, 0 = none */
int gameover = 0;       /* 1 = someone went out, 2 = stockpile empty */

/* ---------- player record ---------- */
char uname[40];
int uwins = 0, ulosses = 0;
int played = 0, sesswins = 0, sesslosses = 0;   /* this session only */
int showdeck = 0;                                /* demo printouts */

/* ---------- input ---------- */
void input(char *buf, int size)
{
	fflush(stdout);
	if (fgets(buf, size, stdin) == NULL) {
		printf("\n[end of input]\n");
		exit(0);
	}
	if (strchr(buf, '\n') == NULL) {
		int c;
		while ((c = getchar()) != '\n' && c != EOF)
			;
	}
	buf[strcspn(buf, "\r\n")] = '\0';
}

/* ---------- card helpers ---------- */
char rankch(int face)
{
	return "?A23456789TJQK"[face];
}

void pc(card *c)        /* print card */
{
	printf("%c%c", rankch(c->face), c->suit);
}

const char *suitword(char s)
{
	if (s == 'c') return "clubs";
	if (s == 'd') return "diamonds";
	if (s == 'h') return "hearts";
	return "spades";
}

card *CreateDeck(void)
{
	const char *suits = "cdhs";
	card *deck = NULL, *c;
	int s, f;
	/* build it back to front so the list reads Ac 2c ... Ks */
	for (s = 3; s >= 0; s--)
		for (f = 13; f >= 1; f--) {
			c = malloc(sizeof(card));
			c->suit = suits[s];
			c->face = f;
			c->listp = deck;
			deck = c;
		}
	return deck;
}

void printlist(card *l)
{
	for (; l != NULL; l = l->listp) {
		pc(l);
		printf(l->listp != NULL ? " " : "\n");
	}
}

/* RemoveCard: unlink c from *list, returns c */
card *RemoveCard(card **list, card *c)
{
	card **p;
	for (p = list; *p != NULL; p = &((*p)->listp))
		if (*p == c) {
			*p = c->listp;
			c->listp = NULL;
			return c;
		}
	return NULL;
}

void append(card **list, card *c)
{
	while (*list != NULL)
		list = &((*list)->listp);
	c->listp = NULL;
	*list = c;
}

int length(card *l)
{
	int n = 0;
	for (; l != NULL; l = l->listp)
		n++;
	return n;
}

card *nth(card *l, int i)
{
	for (; l != NULL && i > 0; i--)
		l = l->listp;
	return l;
}

void freelist(card **l)
{
	card *c;
	while (*l != NULL) {
		c = *l;
		*l = c->listp;
		free(c);
	}
}

void shuffle(card **deck)
{
	card *a[52], *t;
	int n = 0, i, j, k;
	for (t = *deck; t != NULL; t = t->listp)
		a[n++] = t;
	for (k = 0; k < PASSES; k++)
		for (i = 0; i < n; i++) {
			j = rand() % 51;
			t = a[i];
			a[i] = a[j];
			a[j] = t;
		}
	for (i = 0; i < n - 1; i++)
		a[i]->listp = a[i + 1];
	a[n - 1]->listp = NULL;
	*deck = a[0];
}

/* draws the top of the stockpile into hand[who]; NULL if the stockpile is empty */
card *draw(int who)
{
	card *c = stock;
	if (c == NULL) {
		gameover = 2;
		return NULL;
	}
	RemoveCard(&stock, c);
	append(&hand[who], c);
	return c;
}

/* can card c go on the pile? */
int matches(card *c)
{
	if (c->face == 8 || c->face == pile->face)
		return 1;
	if (c->suit == pile->suit)
		return 1;
	if (called != 0 && c->suit == called)
		return 1;
	return 0;
}

int points(card *l)
{
	int p = 0;
	for (; l != NULL; l = l->listp)
		p += l->face;
	return p;
}

void discard(int who, card *c)
{
	RemoveCard(&hand[who], c);
	c->listp = pile;
	pile = c;
	called = 0;
}

/* ---------- user ---------- */
void showhand(void)
{
	card *c;
	int i = 0;
	printf("your hand: ");
	for (c = hand[0]; c != NULL; c = c->listp, i++) {
		printf(" %c) ", i < 26 ? 'a' + i : 'A' + i - 26);
		pc(c);
	}
	printf("\n");
}

char asksuit(void)
{
	char buf[100];
	int n;
	for (;;) {
		printf("call a suit: 1) clubs 2) diamonds 3) hearts 4) spades > ");
		input(buf, sizeof buf);
		if (sscanf(buf, "%d", &n) == 1 && n >= 1 && n <= 4 && strlen(buf) == 1)
			return "cdhs"[n - 1];
		printf("huh? type 1, 2, 3 or 4\n");
	}
}

/* returns 1 = played, 0 = wants to draw */
int userplay(int candraw)
{
	char buf[200];
	card *sel[52];
	int n, i, j, bad;
	char *p;

	for (;;) {
		if (candraw)
			printf("choose letters (like a or a c), or + to draw: ");
		else
			printf("you must play now, choose letters: ");
		input(buf, sizeof buf);
		n = 0;
		bad = 0;
		for (p = buf; *p != '\0' && !bad; p++) {
			if (isspace((unsigned char)*p) || *p == ',')
				continue;
			if (*p == '+' && candraw) {
				if (n == 0 && strspn(p + 1, " \t") == strlen(p + 1))
					return 0;
				bad = 1;
				printf("huh?\n");
			} else if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')) {
				i = (*p >= 'a') ? *p - 'a' : *p - 'A' + 26;
				if (i >= length(hand[0])) {
					printf("no such card: %c\n", *p);
					bad = 1;
					break;
				}
				sel[n] = nth(hand[0], i);
				for (j = 0; j < n; j++)
					if (sel[j] == sel[n]) {
						printf("you chose %c twice\n", *p);
						bad = 1;
					}
				n++;
			} else {
				printf("huh?\n");
				bad = 1;
			}
		}
		if (bad)
			continue;
		if (n == 0) {
			printf("huh?\n");
			continue;
		}
		if (n == 1 && !matches(sel[0])) {
			printf("can't play that\n");
			continue;
		}
		if (n > 1) {
			for (i = 0; i < n; i++)
				if (sel[i]->face != pile->face)
					bad = 1;
			if (bad) {
				printf("not the same face as the pile\n");
				continue;
			}
		}
		printf("you play");
		for (i = 0; i < n; i++) {
			discard(0, sel[i]);
			printf(" ");
			pc(sel[i]);
		}
		printf("\n");
		if (pile->face == 8 && hand[0] != NULL) {
			called = asksuit();
			printf("you called %s\n", suitword(called));
		}
		return 1;
	}
}

void userturn(void)
{
	card *c;
	int k;
	printf("\n[stock %d] [computer: %d cards] pile: ", length(stock), length(hand[1]));
	pc(pile);
	if (called != 0)
		printf(" -> suit: %s", suitword(called));
	printf("\n");
	showhand();
	if (userplay(1))
		return;
	for (k = 0; k < 3; k++) {
		c = draw(0);
		if (c == NULL) {
			printf("the stockpile is empty!\n");
			return;
		}
		printf("you draw ");
		pc(c);
		printf("\n");
		if (matches(c)) {
			showhand();
			userplay(0);
			return;
		}
	}
	printf("3 cards and no luck, you pass\n");
}

/* ---------- computer ---------- */
char compsuit(void)
{
	int cnt[4] = {0, 0, 0, 0}, i, best = 3;
	card *c;
	for (c = hand[1]; c != NULL; c = c->listp)
		if (c->face != 8)
			cnt[strchr("cdhs", c->suit) - "cdhs"]++;
	for (i = 2; i >= 0; i--)
		if (cnt[i] > cnt[best])
			best = i;
	return "cdhs"[best];
}

void compplay(card **sel, int n)
{
	int i;
	printf("computer plays");
	for (i = 0; i < n; i++) {
		discard(1, sel[i]);
		printf(" ");
		pc(sel[i]);
	}
	printf("\n");
	if (pile->face == 8 && hand[1] != NULL) {
		called = compsuit();
		printf("computer calls %s\n", suitword(called));
	}
}

void compturn(void)
{
	card *sel[52], *c, *eight = NULL, *suited = NULL;
	int n = 0, k;

	printf("\n...computer's turn...\n");
	for (c = hand[1]; c != NULL; c = c->listp) {
		if (c->face == 8) {
			if (eight == NULL)
				eight = c;
		} else if (c->face == pile->face) {
			sel[n++] = c;
		} else if (suited == NULL && matches(c)) {
			suited = c;
		}
	}
	if (n == 0 && suited != NULL)
		sel[n++] = suited;
	if (n == 0 && eight != NULL)
		sel[n++] = eight;
	if (n > 0) {
		compplay(sel, n);
		return;
	}
	for (k = 0; k < 3; k++) {
		c = draw(1);
		if (c == NULL) {
			printf("the stockpile is empty!\n");
			return;
		}
		printf("computer draws\n");
		if (matches(c)) {
			compplay(&c, 1);
			return;
		}
	}
	printf("computer passes\n");
}

/* ---------- stats file ---------- */
void savestats(void)
{
	FILE *in = fopen(STATFILE, "r");
	char names[64][40];
	int w[64], l[64], n = 0, i, found = 0;
	if (in != NULL) {
		while (n < 63 && fscanf(in, "%39s %d %d", names[n], &w[n], &l[n]) == 3)
			n++;
		fclose(in);
	}
	for (i = 0; i < n; i++)
		if (strcmp(names[i], uname) == 0) {
			w[i] = uwins;
			l[i] = ulosses;
			found = 1;
		}
	if (!found) {
		strcpy(names[n], uname);
		w[n] = uwins;
		l[n] = ulosses;
		n++;
	}
	FILE *out = fopen(STATFILE, "w");
	if (out == NULL)
		return;
	for (i = 0; i < n; i++)
		fprintf(out, "%s %d %d\n", names[i], w[i], l[i]);
	fclose(out);
}

void startstats(void)
{
	char buf[100], nm[40];
	int w, l, isnew = -1, found = 0;
	FILE *f = fopen(STATFILE, "r");
	if (f == NULL) {
		f = fopen(STATFILE, "w");
		if (f != NULL) {
			fprintf(f, "Mo 5 5\nSam 6 4\n");
			fclose(f);
		}
	} else
		fclose(f);

	while (isnew < 0) {
		printf("type N for a new user or E for an existing one: ");
		input(buf, sizeof buf);
		if (strcmp(buf, "N") == 0 || strcmp(buf, "n") == 0)
			isnew = 1;
		else if (strcmp(buf, "E") == 0 || strcmp(buf, "e") == 0)
			isnew = 0;
		else
			printf("huh? N or E\n");
	}
	for (;;) {
		printf("name: ");
		input(buf, sizeof buf);
		if (sscanf(buf, "%39s", uname) == 1)
			break;
	}
	f = fopen(STATFILE, "r");
	if (f != NULL) {
		while (fscanf(f, "%39s %d %d", nm, &w, &l) == 3)
			if (strcmp(nm, uname) == 0) {
				uwins = w;
				ulosses = l;
				found = 1;
			}
		fclose(f);
	}
	if (found)
		printf("hi %s, you have %d wins / %d losses\n", uname, uwins, ulosses);
	else {
		if (!isnew)
			printf("no user %s yet\n", uname);
		printf("new user %s: 0 wins / 0 losses\n", uname);
		savestats();
	}
}

/* ---------- one game ---------- */
void game(void)
{
	card *deck = CreateDeck();
	int i, up, cp;

	if (showdeck) {
		printf("\nnew deck: ");
		printlist(deck);
	}
	shuffle(&deck);
	if (showdeck) {
		printf("shuffled: ");
		printlist(deck);
	}
	stock = deck;
	hand[0] = hand[1] = NULL;
	for (i = 0; i < 16; i++) {
		card *c = stock;
		RemoveCard(&stock, c);
		append(&hand[i % 2], c);
	}
	if (showdeck) {
		printf("your cards: ");
		printlist(hand[0]);
		printf("computer's cards: ");
		printlist(hand[1]);
	}
	pile = stock;
	RemoveCard(&stock, pile);
	called = 0;
	gameover = 0;
	printf("\ncards shuffled (%d times) and dealt. first card: ", PASSES);
	pc(pile);
	printf("\n");

	for (;;) {
		userturn();
		if (hand[0] == NULL)
			gameover = 1;
		if (gameover)
			break;
		compturn();
		if (hand[1] == NULL)
			gameover = 1;
		if (gameover)
			break;
	}

	up = points(hand[0]);
	cp = points(hand[1]);
	printf("\n*** GAME OVER *** ");
	if (gameover == 2)
		printf("no cards left in the stockpile\n");
	else
		printf("%s out of cards\n", hand[0] == NULL ? "you are" : "the computer is");
	printf("your points: %d, computer points: %d\n", up, cp);
	played++;
	if (hand[0] == NULL || (hand[1] != NULL && up < cp)) {
		printf("YOU WIN\n");
		uwins++;
		sesswins++;
	} else if (hand[1] == NULL || cp < up) {
		printf("YOU LOSE\n");
		ulosses++;
		sesslosses++;
	} else
		printf("DRAW\n");
	printf("%s: %d wins / %d losses\n", uname, uwins, ulosses);
	printf("games played: %d / you win %.0f%% / computer wins %.0f%%\n", played,
	       100.0 * sesswins / played, 100.0 * sesslosses / played);
	savestats();
	freelist(&stock);
	freelist(&pile);
	freelist(&hand[0]);
	freelist(&hand[1]);
}

int main(void)
{
	char buf[100];
	char *s = getenv("SEED");
	if (s != NULL && *s != '\0')
		srand((unsigned)atol(s));
	else
		srand((unsigned)time(NULL));

	printf("~~~~ CRAZY 8s ~~~~\n");
	printf("stats file: %s\n", STATFILE);
	startstats();
	for (;;) {
		printf("print the deck and the hands (for the demo)? y/n ");
		input(buf, sizeof buf);
		if (buf[0] == 'y' || buf[0] == 'Y' || buf[0] == 'n' || buf[0] == 'N')
			break;
		printf("huh? y or n\n");
	}
	showdeck = (buf[0] == 'y' || buf[0] == 'Y');
	do {
		game();
		printf("play again? (q = quit) ");
		input(buf, sizeof buf);
	} while (buf[0] != 'q' && buf[0] != 'Q');
	return 0;
}
