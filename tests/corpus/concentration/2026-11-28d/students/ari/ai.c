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
/*
 * ai.c - computer picks. Each computer player remembers a few face-down
 * cards it has seen. It goes for a remembered pair when it knows one;
 * otherwise it turns an unknown card first and then looks for its partner
 * in memory, or tries another unknown card.
 */
#include <stdlib.h>
#include "ai.h"

void memoryInit(Memory *mem, int capacity)
{
    mem->capacity = capacity > MEMORY_MAX ? MEMORY_MAX : capacity;
    mem->used = 0;
}

static void dropSlot(Memory *mem, int k)
{
    int i;
    for (i = k; i < mem->used - 1; i++)
        mem->slot[i] = mem->slot[i + 1];
    mem->used--;
}

/* forget cards that are no longer on the desktop */
static void forgetGone(Memory *mem, Desk *desk)
{
    int k = 0;
    while (k < mem->used) {
        if (deskAt(desk, mem->slot[k].row, mem->slot[k].col)->faceUp)
            dropSlot(mem, k);
        else
            k++;
    }
}

static int remembered(const Memory *mem, int row, int col)
{
    int k;
    for (k = 0; k < mem->used; k++)
        if (mem->slot[k].row == row && mem->slot[k].col == col)
            return 1;
    return 0;
}

void memorySee(Memory *mem, Desk *desk, int row, int col)
{
    Card *card = deskAt(desk, row, col);

    forgetGone(mem, desk);
    if (mem->capacity == 0 || card->faceUp || remembered(mem, row, col))
        return;
    if (mem->used == mem->capacity)
        dropSlot(mem, 0);               /* the oldest memory fades */
    mem->slot[mem->used].row = row;
    mem->slot[mem->used].col = col;
    mem->slot[mem->used].rank = card->rank;
    mem->used++;
}

/* a random face-down card, preferring ones not in memory; never (skipRow, skipCol) */
static void randomPick(Memory *mem, Desk *desk, int skipRow, int skipCol, int *row, int *col)
{
    int rows[DECK_SIZE], cols[DECK_SIZE];
    int n = 0, pass, r, c;

    for (pass = 0; pass < 2 && n == 0; pass++)
        for (r = 0; r < DESK_ROWS; r++)
            for (c = 1; c <= DESK_COLS; c++) {
                if (deskAt(desk, r, c)->faceUp || (r == skipRow && c == skipCol))
                    continue;
                if (pass == 0 && remembered(mem, r, c))
                    continue;
                rows[n] = r;
                cols[n] = c;
                n++;
            }
    n = rand() % n;
    *row = rows[n];
    *col = cols[n];
}

void aiFirstPick(Memory *mem, Desk *desk, int *row, int *col)
{
    int i, j;

    forgetGone(mem, desk);
    for (i = 0; i < mem->used; i++)
        for (j = i + 1; j < mem->used; j++)
            if (mem->slot[i].rank == mem->slot[j].rank) {
                *row = mem->slot[i].row;
                *col = mem->slot[i].col;
                return;
            }
    randomPick(mem, desk, -1, -1, row, col);
}

void aiSecondPick(Memory *mem, Desk *desk, int row1, int col1, int *row, int *col)
{
    int k, rank = deskAt(desk, row1, col1)->rank;

    forgetGone(mem, desk);
    for (k = 0; k < mem->used; k++)
        if (mem->slot[k].rank == rank &&
            !(mem->slot[k].row == row1 && mem->slot[k].col == col1)) {
            *row = mem->slot[k].row;
            *col = mem->slot[k].col;
            return;
        }
    randomPick(mem, desk, row1, col1, row, col);
}
