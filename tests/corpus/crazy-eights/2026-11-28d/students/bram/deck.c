/* deck.c -- deck and hand lists */
#include <stdio.h>
#include <stdlib.h>
#include "eights.h"

/* full deck in order: spades, hearts, diamonds, clubs -- A to K in each */
card *CreateDeck(void)
{
	char suits[] = "SHDC";
	card *deck = NULL;
	int s, f;

	for (s = 0; s < 4; s++)
		for (f = 1; f <= 13; f++) {
			card *c = malloc(sizeof(card));
			c->suit = suits[s];
			c->face = f;
			InsertCard(&deck, c);
		}
	return deck;
}

/* swap each card with a random card (index 0..50), repeat `times` times */
void ShuffleDeck(card **deck, int times)
{
	card *a[52];
	card *p;
	int n = 0, t, i;

	for (p = *deck; p != NULL; p = p->listp)
		a[n++] = p;
	for (t = 0; t < times; t++)
		for (i = 0; i < n; i++) {
			int j = rand() % 51;
			card *tmp = a[i];
			a[i] = a[j];
			a[j] = tmp;
		}
	for (i = 0; i < n - 1; i++)
		a[i]->listp = a[i + 1];
	a[n - 1]->listp = NULL;
	*deck = a[0];
}

card *RemoveThis(card **list, card *which)
{
	card *p = *list, *prev = NULL;

	while (p != NULL && p != which) {
		prev = p;
		p = p->listp;
	}
	if (p == NULL)
		return NULL;
	if (prev == NULL)
		*list = p->listp;
	else
		prev->listp = p->listp;
	p->listp = NULL;
	return p;
}

card *RemoveCard(card **list, int pos)
{
	card *c = NthCard(*list, pos);
	if (c == NULL)
		return NULL;
	return RemoveThis(list, c);
}

void InsertCard(card **list, card *c)
{
	card *p;
	c->listp = NULL;
	if (*list == NULL) {
		*list = c;
		return;
	}
	for (p = *list; p->listp != NULL; p = p->listp)
		;
	p->listp = c;
}

int ListLength(card *list)
{
	int n = 0;
	for (; list != NULL; list = list->listp)
		n++;
	return n;
}

card *NthCard(card *list, int pos)
{
	int i;
	if (pos < 1)
		return NULL;
	for (i = 1; list != NULL && i < pos; i++)
		list = list->listp;
	return list;
}

void DeleteList(card **list)
{
	card *p;
	while (*list != NULL) {
		p = *list;
		*list = p->listp;
		free(p);
	}
}

void ShowCard(card *c)
{
	const char *f[] = { "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
	const char *s;
	switch (c->suit) {
	case 'S': s = "\u2660"; break;
	case 'H': s = "\u2665"; break;
	case 'D': s = "\u2666"; break;
	default:  s = "\u2663"; break;
	}
	printf("[%s%s]", f[c->face], s);
}

void ShowList(card *list)
{
	for (; list != NULL; list = list->listp) {
		ShowCard(list);
		if (list->listp != NULL)
			printf(" ");
	}
	printf("\n");
}

/* points left in a hand: number cards count their value, ace 1,
   picture cards (J Q K) count 10 each */
int Points(card *list)
{
	int sum = 0;
	for (; list != NULL; list = list->listp) {
		if (list->face > 10)
			sum += 10;
		else
			sum += list->face;
	}
	return sum;
}
