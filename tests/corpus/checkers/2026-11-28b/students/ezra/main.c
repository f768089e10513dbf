/* main.c -- ezra's Chinese Checker (ESTR1002 course project)
 *   gcc -std=c99 -o checker main.c rules.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "rules.h"

static const char *MSGS[] = {
    NULL,
    "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"
};

/* trimmed line into buf; returns 0 on EOF */
static int get_line(char *buf, size_t cap)
{
    size_t len;
    char *p;
    if (!fgets(buf, (int)cap, stdin))
        return 0;
    len = strlen(buf);
    if (len && buf[len - 1] != '\n' && !feof(stdin)) {
        int ch;
        while ((ch = getchar()) != EOF && ch != '\n')
            ;
        strcpy(buf, "overflow");
        return 1;
    }
    while (len && isspace((unsigned char)buf[len - 1]))
        buf[--len] = 0;
    for (p = buf; *p && isspace((unsigned char)*p); p++)
        ;
    memmove(buf, p, strlen(p) + 1);
    return 1;
}

static int ask_number(const char *prompt)
{
    char buf[64];
    for (;;) {
        printf("%s", prompt);
        if (!get_line(buf, sizeof buf))
            return 0;
        if (!strcmp(buf, "1") || !strcmp(buf, "2"))
            return buf[0] - '0';
        printf("(please type 1 or 2)\n");
    }
}

int main(void)
{
    int b[N_CELLS], count[3] = { 0, 0, 0 };
    int who = BLUE_P, mode, cpu = 0, mv = 0;
    char buf[128];
    const char *env = getenv("SEED");

    srand(env && *env ? (unsigned)strtoul(env, NULL, 10) : (unsigned)time(NULL));

    printf("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n");
    printf("   Chinese Checker  --  8 x 8\n");
    printf("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n");
    mode = ask_number("Mode -- 1: human vs human, 2: human vs computer >> ");
    if (!mode)
        return 0;
    if (mode == 2) {
        int order = ask_number("Computer moves -- 1: first (Blue), 2: second (Red) >> ");
        if (!order)
            return 0;
        cpu = order == 1 ? BLUE_P : RED_P;
    }

    board_init(b);
    for (;;) {
        board_show(b);
        printf("Blue %d/%d moves, Red %d/%d moves\n", count[BLUE_P], LIMIT, count[RED_P], LIMIT);
        if (who == cpu) {
            mv = ai_player(who, b);
            if (!mv) {
                printf("%s (computer) is stuck, turn passes\n", who == BLUE_P ? "Blue" : "Red");
                who = 3 - who;
                continue;
            }
            printf("%s (computer) plays %d\n", who == BLUE_P ? "Blue" : "Red", mv);
        } else {
            int err;
            printf("%s to move >> ", who == BLUE_P ? "Blue (#)" : "Red (O)");
            while (1) {
                if (!get_line(buf, sizeof buf)) {
                    printf("\n[input closed]\n");
                    return 0;
                }
                err = validate(b, who, buf, &mv);
                if (!err)
                    break;
                printf("%s ", MSGS[err]);
            }
        }
        b[mv / 100] = NONE;
        b[mv % 100] = who;
        count[who]++;

        if (has_won(b, who)) {
            board_show(b);
            printf("=== %s WINS ===\n", who == BLUE_P ? "BLUE" : "RED");
            return 0;
        }
        if (count[BLUE_P] >= LIMIT && count[RED_P] >= LIMIT) {
            board_show(b);
            printf("=== DRAW: %d moves each ===\n", LIMIT);
            return 0;
        }
        who = 3 - who;
    }
}
