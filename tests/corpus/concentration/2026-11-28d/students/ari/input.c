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
/* input.c - line based input; the program leaves quietly at end of input */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "input.h"

#define LINE_MAX_LEN 256

static void readLineOrQuit(char *line)
{
    if (fgets(line, LINE_MAX_LEN, stdin) == NULL) {
        printf("\n\n  (end of input - see you next time!)\n");
        exit(0);
    }
    if (strchr(line, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
}

int readInts(int *values, int want)
{
    char line[LINE_MAX_LEN];
    char *p, *end;
    int got = 0;

    readLineOrQuit(line);
    p = line;
    while (got < want) {
        long v = strtol(p, &end, 10);
        if (end == p)
            break;
        values[got++] = (int) v;
        p = end;
    }
    return got;
}
