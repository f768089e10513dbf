/*
 * ENGG1110 Problem Solving by Programming
 * Course Project - Concentration
 *
 * I declare that the project here submitted is original
 * except for source material explicitly acknowledged,
 * and that the same or closely related material has not been
 * previously submitted for another course.
 *
 * Student Name : Arlo
 * Class/Section : A
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "concentration.h"

static void banner(void)
{
    printf("*****************************\n");
    printf("* Welcome to Concentration! *\n");
    printf("*****************************\n");
}

static void menu(void)
{
    printf("\nPlease choose a mode of the game:\n");
    printf("1. Human vs. Computer\n");
    printf("2. Computer vs. Computer\n");
    printf("0. Quit\n");
    printf("Your choice: ");
}

int main(void)
{
    const char *seed = getenv("SEED");
    int choice;

    if (seed != NULL && *seed != '\0')
        srand((unsigned) strtoul(seed, NULL, 10));
    else
        srand((unsigned) time(NULL));

    banner();
    for (;;) {
        menu();
        choice = read_menu_choice();
        if (choice == 0) {
            printf("Goodbye - thanks for playing Concentration!\n");
            break;
        }
        if (choice == 1 || choice == 2)
            play_game(choice);
        else
            printf("Invalid choice! Please enter 1, 2 or 0.\n");
    }
    return 0;
}
