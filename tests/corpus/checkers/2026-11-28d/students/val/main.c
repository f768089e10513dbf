/*
 * ESTR1002 Course Project: Chinese Checker
 * Student: val (1155000003)
 *
 * Build: gcc *.c -o prog -lm
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "game.h"

#define MSG_FORMAT "Invalid input format, please input again:"
#define MSG_OUTSIDE "Input out of the game board, please input again:"
#define MSG_START "Invalid starting location, please input again:"
#define MSG_END "Invalid ending location, please input again:"
#define MSG_RULE "The move violates the game rule, please input again:"

static const char *NAMES[3] = {"", "Blue", "Red"};
static const char SYMBOLS[3] = {'.', '#', 'O'};

/* read a full line; returns 0 on end of file */
static int get_line(char *buf, int size)
{
    int ch, len = 0;
    if ((ch = getchar()) == EOF)
        return 0;
    while (ch != EOF && ch != '\n') {
        if (len < size - 1)
            buf[len++] = (char)ch;
        ch = getchar();
    }
    buf[len] = '\0';
    while (len > 0 && isspace((unsigned char)buf[len - 1]))
        buf[--len] = '\0';
    return 1;
}

/* checks one typed move; returns NULL if it is valid, else the message */
static const char *check_input(const int board[], int player, const char *line,
                               int *from, int *to)
{
    int i, digit[4];
    while (*line == ' ' || *line == '\t')
        line++;
    if (strlen(line) != 4)
        return MSG_FORMAT;
    for (i = 0; i < 4; i++) {
        if (!isdigit((unsigned char)line[i]))
            return MSG_FORMAT;
        digit[i] = line[i] - '0';
    }
    for (i = 0; i < 4; i++)
        if (digit[i] < 1 || digit[i] > 8)
            return MSG_OUTSIDE;
    *from = digit[0] * 10 + digit[1];
    *to = digit[2] * 10 + digit[3];
    if (board[*from] != player)
        return MSG_START;
    if (board[*to] != 0)
        return MSG_END;
    if (!valid_path(board, *from, *to))
        return MSG_RULE;
    return NULL;
}

static int choose_mode(void)
{
    char line[128];
    printf("Welcome to Chinese Checker!\n");
    printf("Please choose the mode (1: human v.s. human, 2: human v.s. computer): ");
    while (get_line(line, sizeof(line))) {
        char *p = line;
        while (*p == ' ' || *p == '\t')
            p++;
        if (strcmp(p, "1") == 0 || strcmp(p, "2") == 0)
            return p[0] - '0';
        printf("Wrong mode, please enter 1 or 2: ");
    }
    return 0;
}

int main(void)
{
    int board[SIZE];
    int steps[3] = {0, 0, 0};
    int player = BLUE, computer = 0, mode, result, from, to;
    char line[256];
    char *seed = getenv("SEED");

    if (seed != NULL)
        srand((unsigned)atoi(seed));
    else
        srand((unsigned)time(NULL));

    mode = choose_mode();
    if (mode == 0)
        return 0;
    if (mode == 2) {
        computer = BLUE;
        printf("\nThe computer plays Blue (#) and moves first; you play Red (O).\n");
    }

    init_board(board);
    printf("\n");
    print_board(board);

    while (1) {
        printf("\n[Move %d] Next player: %s (%c)\n", steps[1] + steps[2] + 1,
               NAMES[player], SYMBOLS[player]);
        if (player == computer) {
            int mv = ai_player(player, board);
            from = mv / 100;
            to = mv % 100;
            if (mv == 0 || board[from] != player || !inside(to) || board[to] != 0 ||
                !valid_path(board, from, to)) {
                printf("Computer has no move, skipping its turn.\n");
                player = 3 - player;
                continue;
            }
            printf("Computer (%s) moves %d.\n", NAMES[player], mv);
        } else {
            const char *err;
            printf("%s, please input your move: ", NAMES[player]);
            while (1) {
                if (!get_line(line, sizeof(line))) {
                    printf("\n");
                    return 0;
                }
                err = check_input(board, player, line, &from, &to);
                if (err == NULL)
                    break;
                printf("%s\n", err);
            }
        }
        board[from] = 0;
        board[to] = player;
        steps[player]++;
        print_board(board);

        result = game_over(board, player, steps[1], steps[2]);
        if (result == 1 || result == 2) {
            printf("\nGame over: %s wins!\n", NAMES[result]);
            break;
        }
        if (result == 3) {
            printf("\nGame over: draw (each player has moved %d steps).\n", STEP_LIMIT);
            break;
        }
        player = 3 - player;
    }
    return 0;
}
