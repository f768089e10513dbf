/* eights.h -- Bram's Crazy Eights (ECE 175 final project) */
#ifndef EIGHTS_H
#define EIGHTS_H

typedef struct card_s {
	char suit;		/* 'S' 'H' 'D' 'C' */
	int face;		/* 1..13 */
	struct card_s *listp;
} card;

/* deck.c */
card *CreateDeck(void);
void ShuffleDeck(card **deck, int times);
card *RemoveCard(card **list, int pos);		/* pos counted from 1 */
card *RemoveThis(card **list, card *which);
void InsertCard(card **list, card *c);		/* at the end */
int ListLength(card *list);
card *NthCard(card *list, int pos);
void DeleteList(card **list);
void ShowCard(card *c);
void ShowList(card *list);
int Points(card *list);

/* play.c */
int PlayGame(void);		/* 1 = you won, 2 = computer won, 0 = tie */
int GetLine(char *buf, int n);

#endif
