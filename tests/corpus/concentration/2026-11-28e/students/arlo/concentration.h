/*
 * ENGG1110 Problem Solving by Programming
 * Course Project - Concentration
 * Student Name : Arlo
 */
#ifndef CONCENTRATION_H
#define CONCENTRATION_H

#define ROWS 4
#define COLS 13
#define NCARDS (ROWS * COLS)

/* One playing card on the desktop */
typedef struct {
    char suit;      /* 'C', 'D', 'S' or 'H'            */
    int  rank;      /* 1 = Ace, 2..10, 11 J, 12 Q, 13 K */
    int  faceUp;    /* 1 once the card has been matched */
} Card;

/* One of the two players */
typedef struct {
    const char *name;   /* "You", "Computer", "Computer 1", ... */
    const char *verb;   /* "win" or "wins" */
    int isHuman;
    int cards;          /* number of cards won so far */
} Player;

/* cards.c */
void deal_cards(Card desk[ROWS][COLS]);
void card_text(const Card *c, char out[4]);
void show_desk(Card desk[ROWS][COLS]);

/* game.c */
void play_game(int mode);

/* input.c */
int read_two_ints(int *a, int *b);   /* returns 0 when a line was not "int int" */
int read_menu_choice(void);          /* returns -999 for garbage */

#endif
