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
/* main.c - the main menu */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "input.h"
#include "game.h"

static void showMenu(void)
{
    printf("*******************************************\n");
    printf("*                                         *\n");
    printf("*       * Welcome to Concentration! *     *\n");
    printf("*                                         *\n");
    printf("*******************************************\n");
    printf("Please choose a mode of the game:\n");
    printf("1. Human vs. Computer\n");
    printf("2. Computer vs. Computer\n");
    printf("0. Quit\n");
    printf("Your choice: ");
}

int main(void)
{
    const char *seed = getenv("SEED");
    int choice;

    srand(seed != NULL ? (unsigned) atoi(seed) : (unsigned) time(NULL));

    for (;;) {
        showMenu();
        if (readInts(&choice, 1) != 1 || choice < 0 || choice > 2) {
            printf("\n  Oops, that is not on the menu. Please enter 1, 2 or 0.\n\n");
            continue;
        }
        if (choice == 0)
            break;
        playGame(choice);
    }
    printf("\nThanks for playing Concentration. Goodbye!\n");
    return 0;
}
