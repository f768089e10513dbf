/* main.c -- Chinese Checker, ESTR1002 course project (pam)
 * Compile: gcc *.c -o checker
 * Environment variable SEED fixes the computer's random choices. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <errno.h>
#include <time.h>
#include "game.h"
#include "ai.h"

static const char *ERRORS[6] = {
    "",
    "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"
};

static const char *NAMES[3] = { "", "Player 1 (Blue '#')", "Player 2 (Red 'O')" };

/* reads one line, returns 0 at end of file */
static int get_line(char *buf, int n)
{
    size_t len;
    if (!fgets(buf, n, stdin))
        return 0;
    len = strlen(buf);
    if (len > 0 && buf[len - 1] != '\n') {
        int ch;
        do {
            ch = getchar();
        } while (ch != '\n' && ch != EOF);
    }
    return 1;
}

/* the whole line must be one integer (blanks around it are fine) */
static int parse_int(const char *s, long *out)
{
    char *end;
    errno = 0;
    *out = strtol(s, &end, 10);
    if (end == s || errno != 0)
        return 0;
    while (isspace((unsigned char)*end))
        end++;
    return *end == '\0';
}

/* returns a move, or -1 at end of input */
static int read_move(const int board[], int player)
{
    char line[128];
    long value;
    int err;

    printf("Enter your move: ");
    fflush(stdout);
    while (get_line(line, sizeof line)) {
        if (!parse_int(line, &value) || value < 1000 || value > 9999)
            err = 1;                           /* not a four-digit integer */
        else
            err = validate_move(board, player, (int)value);
        if (err == 0)
            return (int)value;
        printf("%s\n", ERRORS[err]);
        fflush(stdout);
    }
    return -1;
}

static int read_mode(void)
{
    char line[128];
    long value;
    printf("Please choose the mode (1: human vs. human, 2: human vs. computer): ");
    fflush(stdout);
    while (get_line(line, sizeof line)) {
        if (parse_int(line, &value) && (value == 1 || value == 2))
            return (int)value;
        printf("Invalid mode, please input again: ");
        fflush(stdout);
    }
    return -1;
}

/* 1 = yes, 0 = no, -1 = end of input */
static int read_yes_no(const char *question)
{
    char line[128];
    printf("%s", question);
    fflush(stdout);
    while (get_line(line, sizeof line)) {
        char *p = line;
        while (isspace((unsigned char)*p))
            p++;
        if ((*p == 'y' || *p == 'Y') && (p[1] == '\0' || isspace((unsigned char)p[1])))
            return 1;
        if ((*p == 'n' || *p == 'N') && (p[1] == '\0' || isspace((unsigned char)p[1])))
            return 0;
        printf("Please answer y or n: ");
        fflush(stdout);
    }
    return -1;
}

int main(void)
{
    int board[SIZE];
    int computer = 0;                  /* 0: nobody, else the computer's colour */
    int turns[3] = { 0, 0, 0 };
    int player = BLUE, result = 0, mode, round = 1;
    char *seed = getenv("SEED");

    srand(seed ? (unsigned)atoi(seed) : (unsigned)time(NULL));

    printf("Welcome to Chinese Checker!\n");
    mode = read_mode();
    if (mode < 0)
        return 0;
    if (mode == 2) {
        int first = read_yes_no("Do you want to play first? (y/n): ");
        if (first < 0)
            return 0;
        computer = first ? RED : BLUE;
        printf("You are %s.\n", NAMES[3 - computer]);
    }

    init_board(board);
    while (result == 0) {
        int move;
        print_board(board);
        printf("Round %d: %s to move\n", round, NAMES[player]);
        if (player == computer) {
            move = ai_player(player, board);
            if (validate_move(board, player, move) != 0) {
                printf("Computer cannot move.\n");
                return 0;
            }
            printf("The computer moves: %d\n", move);
        } else {
            move = read_move(board, player);
            if (move < 0)
                return 0;
        }
        board[move % 100] = player;
        board[move / 100] = 0;
        turns[player]++;
        if (player == RED)
            round++;
        result = check_game_over(board, turns[BLUE], turns[RED]);
        player = 3 - player;
    }
    print_board(board);
    if (result == 3)
        printf("Game over! It's a draw (both players made %d moves).\n", MAX_TURNS);
    else
        printf("Game over! %s wins!\n", NAMES[result]);
    return 0;
}
