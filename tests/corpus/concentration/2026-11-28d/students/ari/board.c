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
/* board.c - draws the desktop as a framed 4 x 13 grid */
#include <stdio.h>
#include "board.h"

static void rule(void)
{
    int c;
    printf("      +");
    for (c = 0; c < DESK_COLS; c++)
        printf("-----+");
    printf("\n");
}

void boardShow(const Desk *desk)
{
    int r, c;
    char label[4];

    printf("\n       ");
    for (c = 1; c <= DESK_COLS; c++)
        printf("%4d  ", c);
    printf("\n");
    rule();
    for (r = 0; r < DESK_ROWS; r++) {
        printf("   %d  |", r);
        for (c = 0; c < DESK_COLS; c++) {
            if (desk->cell[r][c].faceUp)
                cardLabel(&desk->cell[r][c], label);
            else
                sprintf(label, "XXX");
            printf(" %s |", label);
        }
        printf("\n");
        rule();
    }
    printf("\n");
}
