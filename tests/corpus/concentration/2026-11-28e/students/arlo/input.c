/*
 * ENGG1110 Problem Solving by Programming
 * Course Project - Concentration : reading the keyboard
 * Student Name : Arlo
 */
#include <stdio.h>
#include <stdlib.h>
#include "concentration.h"

/* Read one whole line; at end of input the program simply ends. */
static void read_line(char *buf, int size)
{
    fflush(stdout);
    if (fgets(buf, size, stdin) == NULL) {
        printf("\n");
        exit(0);
    }
}

int read_two_ints(int *a, int *b)
{
    char line[256];
    char extra;

    read_line(line, sizeof line);
    if (sscanf(line, "%d %d %c", a, b, &extra) != 2)
        return 0;
    return 1;
}

int read_menu_choice(void)
{
    char line[256];
    char extra;
    int n;

    read_line(line, sizeof line);
    if (sscanf(line, "%d %c", &n, &extra) != 1)
        return -999;
    return n;
}
