/* play.c -- the turns of a Crazy Eights game */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "eights.h"

static card *stock, *pile, *mine, *cpu;
static char called;		/* suit called after an 8 ('\0' = none) */

int GetLine(char *buf, int n)
{
	int len;
	if (fgets(buf, n, stdin) == NULL)
		return 0;
	len = strlen(buf);
	if (len > 0 && buf[len - 1] == '\n')
		buf[--len] = '\0';
	else {
		int ch;
		while ((ch = getchar()) != '\n' && ch != EOF)
			;
	}
	while (len > 0 && (buf[len - 1] == '\r' || buf[len - 1] == ' '))
		buf[--len] = '\0';
	return 1;
}

static void Quit(void)
{
	printf("\n(end of input) bye!\n");
	DeleteList(&stock);
	DeleteList(&pile);
	DeleteList(&mine);
	DeleteList(&cpu);
	exit(0);
}

static const char *SuitSym(char s)
{
	switch (s) {
	case 'S': return "\u2660";
	case 'H': return "\u2665";
	case 'D': return "\u2666";
	}
	return "\u2663";
}

/* does card c go on top card t (with a called suit or not)? */
static int Fits(card *c, card *t, char suit)
{
	if (c->face == 8)
		return 1;
	if (suit != '\0')
		return c->suit == suit;
	return c->suit == t->suit || c->face == t->face;
}

static int CanPlayAny(card *hand)
{
	for (; hand != NULL; hand = hand->listp)
		if (Fits(hand, pile, called))
			return 1;
	return 0;
}

/* put card on the discard pile */
static void Discard(card **hand, card *c)
{
	RemoveThis(hand, c);
	c->listp = pile;
	pile = c;
	called = '\0';
}

static char AskSuit(void)
{
	char buf[80];
	for (;;) {
		printf("Call a suit (h/d/c/s): ");
		if (!GetLine(buf, sizeof buf))
			Quit();
		if (strlen(buf) == 1) {
			char s = toupper((unsigned char)buf[0]);
			if (s == 'H' || s == 'D' || s == 'C' || s == 'S')
				return s;
		}
		printf("h, d, c or s please.\n");
	}
}

static char CpuSuit(void)
{
	char order[] = "SHDC";
	int cnt[4] = { 0, 0, 0, 0 }, i, best = 0;
	card *p;
	for (p = cpu; p != NULL; p = p->listp)
		for (i = 0; i < 4; i++)
			if (p->suit == order[i])
				cnt[i]++;
	for (i = 1; i < 4; i++)
		if (cnt[i] > cnt[best])
			best = i;
	return order[best];
}

/* draw until something fits, max 3 cards */
static void DrawCards(card **hand, int isCpu)
{
	int k;
	for (k = 0; k < 3; k++) {
		card *c;
		if (stock == NULL) {
			printf("The stock is empty.\n");
			break;
		}
		c = RemoveCard(&stock, 1);
		InsertCard(hand, c);
		if (isCpu)
			printf("Computer picks up a card.\n");
		else {
			printf("You picked up ");
			ShowCard(c);
			printf(".\n");
		}
		if (Fits(c, pile, called)) {
			Discard(hand, c);
			if (isCpu) {
				printf("Computer put down ");
				ShowCard(c);
			} else {
				ShowCard(c);
				printf(" is playable -- you play it.\n");
			}
			if (c->face == 8 && *hand != NULL) {
				if (isCpu) {
					called = CpuSuit();
					printf(" and calls %s", SuitSym(called));
				} else
					called = AskSuit();
			}
			if (isCpu)
				printf(".\n");
			return;
		}
	}
	printf(isCpu ? "Computer passes.\n" : "Nothing to play. You pass.\n");
}

static void ShowTable(void)
{
	card *p;
	int i = 1;

	printf("\n----------------------------------------\n");
	printf("Discard pile top: ");
	ShowCard(pile);
	if (called != '\0')
		printf("     (suit called: %s)", SuitSym(called));
	printf("\nStock: %d   Computer: %d cards\n", ListLength(stock), ListLength(cpu));
	printf("Your cards: ");
	for (p = mine; p != NULL; p = p->listp) {
		printf(" %d:", i++);
		ShowCard(p);
	}
	printf("\n");
}

static void YourTurn(void)
{
	char buf[200];

	ShowTable();
	for (;;) {
		card *sel[52];
		card *top;
		char suit;
		int n = 0, i, ok = 1;
		char *tok;

		printf("Play which card(s)? (numbers, or 'd' to draw): ");
		if (!GetLine(buf, sizeof buf))
			Quit();
		if (strcmp(buf, "d") == 0 || strcmp(buf, "D") == 0) {
			if (CanPlayAny(mine)) {
				printf("You can play a card, so you can't draw.\n");
				continue;
			}
			DrawCards(&mine, 0);
			return;
		}
		for (tok = strtok(buf, " ,"); tok != NULL; tok = strtok(NULL, " ,")) {
			int k, pos = atoi(tok);
			for (k = 0; tok[k] != '\0'; k++)
				if (!isdigit((unsigned char)tok[k]))
					ok = 0;
			if (!ok || pos < 1 || pos > ListLength(mine) || n >= 52) {
				ok = 0;
				break;
			}
			sel[n] = NthCard(mine, pos);
			for (k = 0; k < n; k++)
				if (sel[k] == sel[n])
					ok = 0;
			n++;
		}
		if (!ok || n == 0) {
			printf("Please type card numbers from your hand, or d.\n");
			continue;
		}
		/* check the cards in the order they will go on the pile */
		top = pile;
		suit = called;
		for (i = 0; i < n && ok; i++) {
			if (!Fits(sel[i], top, suit))
				ok = 0;
			else if (i > 0 && (sel[i]->face == 8 || top->face == 8))
				ok = 0;
			top = sel[i];
			suit = '\0';
		}
		if (!ok) {
			printf("You can't play that.\n");
			continue;
		}
		printf("You put down");
		for (i = 0; i < n; i++) {
			printf(" ");
			ShowCard(sel[i]);
			Discard(&mine, sel[i]);
		}
		printf("\n");
		if (sel[n - 1]->face == 8 && mine != NULL)
			called = AskSuit();
		return;
	}
}

/* computer: same face (all of them), else lowest of the suit, else an 8 */
static void CpuTurn(void)
{
	card *p, *best = NULL;
	int face = pile->face, any = 0;

	printf("\n... computer's turn ...\n");
	if (called == '\0' && face != 8) {
		p = cpu;
		while (p != NULL) {
			card *next = p->listp;
			if (p->face == face) {
				if (!any)
					printf("Computer put down");
				printf(" ");
				ShowCard(p);
				Discard(&cpu, p);
				any = 1;
			}
			p = next;
		}
		if (any) {
			printf(".\n");
			return;
		}
	}
	for (p = cpu; p != NULL; p = p->listp)
		if (p->face != 8 && Fits(p, pile, called) && (best == NULL || p->face < best->face))
			best = p;
	if (best == NULL)
		for (p = cpu; p != NULL && best == NULL; p = p->listp)
			if (p->face == 8)
				best = p;
	if (best == NULL) {
		DrawCards(&cpu, 1);
		return;
	}
	Discard(&cpu, best);
	printf("Computer put down ");
	ShowCard(best);
	if (best->face == 8 && cpu != NULL) {
		called = CpuSuit();
		printf(" and calls %s", SuitSym(called));
	}
	printf(".\n");
}

static int GameOver(const char *msg)
{
	int you = Points(mine), comp = Points(cpu), r;

	printf("\n--- Game over ---\n%s\n", msg);
	printf("Your hand: ");
	ShowList(mine);
	printf("Computer hand: ");
	ShowList(cpu);
	printf("Points -- you: %d, computer: %d\n", you, comp);
	if (you < comp) {
		printf(">>> You win! <<<\n");
		r = 1;
	} else if (comp < you) {
		printf(">>> Computer wins! <<<\n");
		r = 2;
	} else {
		printf(">>> Tie game <<<\n");
		r = 0;
	}
	DeleteList(&stock);
	DeleteList(&pile);
	DeleteList(&mine);
	DeleteList(&cpu);
	return r;
}

int PlayGame(void)
{
	int i;

	stock = CreateDeck();
	ShuffleDeck(&stock, 100);
	mine = cpu = pile = NULL;
	called = '\0';
	for (i = 0; i < 8; i++) {
		InsertCard(&mine, RemoveCard(&stock, 1));
		InsertCard(&cpu, RemoveCard(&stock, 1));
	}
	pile = RemoveCard(&stock, 1);

	for (;;) {
		YourTurn();
		if (mine == NULL)
			return GameOver("You got rid of all your cards!");
		if (stock == NULL)
			return GameOver("Stock is empty!");
		CpuTurn();
		if (cpu == NULL)
			return GameOver("Computer got rid of all its cards!");
		if (stock == NULL)
			return GameOver("Stock is empty!");
	}
}
