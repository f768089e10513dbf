/*
 * ENGG1110 Problem Solving by Programming
 * Course Project - Concentration : one game, for both modes
 * Student Name : Arlo
 */
#include <stdio.h>
#include <stdlib.h>
#include "concentration.h"

static const char *ORDINAL[2] = { "1st", "2nd" };

/* Ask the human for one card. which = 0 for the 1st card, 1 for the 2nd. */
static void human_pick(Card desk[ROWS][COLS], int which, int r1, int c1,
                       int *row, int *col)
{
    for (;;) {
        int r, c;
        printf("Please input %s card: ", ORDINAL[which]);
        if (!read_two_ints(&r, &c) || r < 0 || r > 3 || c < 1 || c > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (which == 1 && r == r1 && c - 1 == c1) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        if (desk[r][c - 1].faceUp) {
            printf("The card must not be flipped already\n");
            continue;
        }
        *row = r;
        *col = c - 1;
        return;
    }
}

/* Random pick; invalid choices are silently dropped. */
static void computer_pick(Card desk[ROWS][COLS], int which, int r1, int c1,
                          int *row, int *col)
{
    int r, c;
    do {
        r = rand() % ROWS;
        c = rand() % COLS;
    } while (desk[r][c].faceUp || (which == 1 && r == r1 && c == c1));
    *row = r;
    *col = c;
}

/* One turn of one player: two cards. Returns 1 if they matched. */
static int take_turn(Card desk[ROWS][COLS], Player *p)
{
    int r[2], c[2], k;
    char buf[4];

    for (k = 0; k < 2; k++) {
        if (p->isHuman)
            human_pick(desk, k, r[0], c[0], &r[k], &c[k]);
        else
            computer_pick(desk, k, r[0], c[0], &r[k], &c[k]);
        card_text(&desk[r[k]][c[k]], buf);
        printf("%s chose %s card (%d,%2d) and it is %s\n",
               p->name, ORDINAL[k], r[k], c[k] + 1, buf);
    }
    if (desk[r[0]][c[0]].rank == desk[r[1]][c[1]].rank) {
        desk[r[0]][c[0]].faceUp = 1;
        desk[r[1]][c[1]].faceUp = 1;
        p->cards += 2;
        printf("%s got a matched pair!\n", p->name);
        return 1;
    }
    printf("No match - both cards are turned face down again.\n");
    return 0;
}

static void show_stats(int flipped, Player pl[2])
{
    printf("Flipped cards: %d; %s: %d; %s: %d;\n",
           flipped, pl[0].name, pl[0].cards, pl[1].name, pl[1].cards);
}

void play_game(int mode)
{
    Card desk[ROWS][COLS];
    Player pl[2];
    int flipped = 0, turns = 0, cur = 0;

    if (mode == 1) {
        pl[0].name = "You";        pl[0].verb = "win";  pl[0].isHuman = 1;
        pl[1].name = "Computer";   pl[1].verb = "wins"; pl[1].isHuman = 0;
    } else {
        pl[0].name = "Computer 1"; pl[0].verb = "wins"; pl[0].isHuman = 0;
        pl[1].name = "Computer 2"; pl[1].verb = "wins"; pl[1].isHuman = 0;
    }
    pl[0].cards = pl[1].cards = 0;

    deal_cards(desk);
    if (mode == 1)
        printf("\n=== Human vs. Computer: you move first. Good luck! ===\n");
    else
        printf("\n=== Computer vs. Computer: Computer 1 moves first ===\n");
    show_desk(desk);

    while (flipped < NCARDS) {
        turns++;
        if (mode == 1)
            printf("---------- Turn %d: %s ----------\n", turns,
                   pl[cur].isHuman ? "your move" : "Computer's move");
        if (take_turn(desk, &pl[cur]))
            flipped += 2;
        if (mode == 1)
            show_desk(desk);
        if (flipped >= NCARDS)
            break;
        if (cur == 1)
            show_stats(flipped, pl);
        cur = 1 - cur;
    }

    if (mode == 2)
        show_desk(desk);
    show_stats(flipped, pl);
    printf("*** End of Game ***\n");
    printf("%d turns played!\n", turns);
    if (pl[0].cards > pl[1].cards)
        printf("%s %s!\n", pl[0].name, pl[0].verb);
    else if (pl[1].cards > pl[0].cards)
        printf("%s %s!\n", pl[1].name, pl[1].verb);
    else
        printf("A tie!\n");
    printf("\n");
}
