/*
 * ENGG1110 Problem Solving by Programming
 * Course Project
 * I declare that the project here submitted is original
 * except for source material explicitly acknowledged,
 * and that the same or closely related material has not been
 * previously submitted for another course.
 * I also acknowledge that I am aware of University policy and
 * regulations on honesty in academic work, and of the disciplinary
 * guidelines and procedures applicable to breaches of such
 * policy and regulations, as contained in the website.
 * University Guideline on Academic Honesty:
 * https://www.cuhk.edu.hk/policy/academichonesty/
 * Student Name : Ari Chan
 * Student ID : 1155000001
 * Class/Section : A
 * Date : 2019-04-15
 */
/* game.c - turns, scores and the end of a game */
#include <stdio.h>
#include "card.h"
#include "board.h"
#include "ai.h"
#include "input.h"
#include "game.h"

#define HUMAN_MEMORY  8      /* memory of "Computer" in mode 1     */
#define C1_MEMORY     6      /* memory of "Computer 1" in mode 2   */
#define C2_MEMORY    10      /* memory of "Computer 2" in mode 2   */

typedef struct {
    const char *name;
    int isHuman;
    int cards;              /* cards won so far */
    Memory memory;
} Player;

static const char *ORDINAL[3] = { "", "1st", "2nd" };

/* ask the human for card number which (1 or 2) until the answer is valid */
static void askHuman(Desk *desk, int which, int row1, int col1, int *row, int *col)
{
    int v[2];

    for (;;) {
        printf("Please input %s card: ", ORDINAL[which]);
        if (readInts(v, 2) < 2) {
            printf("Please type two integers: the row (0 - 3) and the column (1 - 13)\n");
            continue;
        }
        if (v[0] < 0 || v[0] > 3 || v[1] < 1 || v[1] > 13) {
            printf("Row and column must be within 0 - 3 and 1 - 13\n");
            continue;
        }
        if (which == 2 && v[0] == row1 && v[1] == col1) {
            printf("The second card cannot be the same as first\n");
            continue;
        }
        if (deskAt(desk, v[0], v[1])->faceUp) {
            printf("The card must not be flipped already\n");
            continue;
        }
        *row = v[0];
        *col = v[1];
        return;
    }
}

static void announce(Desk *desk, const Player *who, int which, int row, int col)
{
    char label[4];
    cardLabel(deskAt(desk, row, col), label);
    printf("%s chose %s card (%d,%2d) and it is %s\n", who->name, ORDINAL[which], row, col, label);
}

/* one turn = two flips; everybody at the table sees both cards */
static void takeTurn(Desk *desk, Player *me, Player *all, int nPlayers)
{
    int r1, c1, r2, c2, i;

    if (me->isHuman)
        askHuman(desk, 1, -1, -1, &r1, &c1);
    else
        aiFirstPick(&me->memory, desk, &r1, &c1);
    announce(desk, me, 1, r1, c1);

    if (me->isHuman)
        askHuman(desk, 2, r1, c1, &r2, &c2);
    else
        aiSecondPick(&me->memory, desk, r1, c1, &r2, &c2);
    announce(desk, me, 2, r2, c2);

    if (sameRank(deskAt(desk, r1, c1), deskAt(desk, r2, c2))) {
        deskAt(desk, r1, c1)->faceUp = 1;
        deskAt(desk, r2, c2)->faceUp = 1;
        desk->flipped += 2;
        me->cards += 2;
        printf("%s got a matched pair!\n", me->name);
    }
    for (i = 0; i < nPlayers; i++)
        if (!all[i].isHuman) {
            memorySee(&all[i].memory, desk, r1, c1);
            memorySee(&all[i].memory, desk, r2, c2);
        }
}

static void showStats(const Desk *desk, const Player p[2])
{
    printf("Flipped cards: %d; %s: %d; %s: %d;\n",
           desk->flipped, p[0].name, p[0].cards, p[1].name, p[1].cards);
}

void playGame(int mode)
{
    Desk desk;
    Player p[2];
    int turns = 0, now = 0, round = 1;

    if (mode == MODE_HUMAN_VS_COMPUTER) {
        p[0].name = "You";        p[0].isHuman = 1; memoryInit(&p[0].memory, 0);
        p[1].name = "Computer";   p[1].isHuman = 0; memoryInit(&p[1].memory, HUMAN_MEMORY);
    } else {
        p[0].name = "Computer 1"; p[0].isHuman = 0; memoryInit(&p[0].memory, C1_MEMORY);
        p[1].name = "Computer 2"; p[1].isHuman = 0; memoryInit(&p[1].memory, C2_MEMORY);
        printf("\n  Simulation: Computer 1 remembers up to %d cards, Computer 2 up to %d cards.\n",
               C1_MEMORY, C2_MEMORY);
    }
    p[0].cards = p[1].cards = 0;

    deskDeal(&desk);
    boardShow(&desk);

    while (desk.flipped < DECK_SIZE) {
        if (mode == MODE_HUMAN_VS_COMPUTER) {
            if (now == 0)
                printf("======== Round %d ========\n>> Your turn\n", round);
            else
                printf(">> Computer's turn\n");
        }
        takeTurn(&desk, &p[now], p, 2);
        turns++;
        if (mode == MODE_HUMAN_VS_COMPUTER || desk.flipped == DECK_SIZE)
            boardShow(&desk);
        if (now == 1 || desk.flipped == DECK_SIZE)
            showStats(&desk, p);
        if (now == 1)
            round++;
        now = 1 - now;
    }

    printf("\n*** End of Game ***\n");
    printf("%d turns played!\n", turns);
    if (p[0].cards > p[1].cards)
        printf("%s\n", mode == MODE_HUMAN_VS_COMPUTER ? "You win!" : "Computer 1 wins!");
    else if (p[1].cards > p[0].cards)
        printf("%s\n", mode == MODE_HUMAN_VS_COMPUTER ? "Computer wins!" : "Computer 2 wins!");
    else
        printf("A tie!\n");
    printf("\n");
}
