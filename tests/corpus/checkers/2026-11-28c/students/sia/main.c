/*
 * Chinese Checker - ESTR1002 course project (sia)
 * gcc *.c -o game
 * In mode 2 the computer always takes Blue and opens the game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "game.h"

static const char *message[] = {
    "",
    "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"
};

/* next non-blank line with surrounding blanks removed; 0 at end of input */
static int next_line(char *out, int size)
{
    int ch, n = 0;
    do {
        ch = getchar();
    } while (ch != EOF && isspace(ch));
    if (ch == EOF)
        return 0;
    while (ch != EOF && ch != '\n') {
        if (n < size - 1)
            out[n++] = (char)ch;
        ch = getchar();
    }
    while (n > 0 && isspace((unsigned char)out[n - 1]))
        n--;
    out[n] = '\0';
    return 1;
}

static int is_move_format(const char *s)
{
    int i;
    if (strlen(s) != 4)
        return 0;
    for (i = 0; i < 4; i++)
        if (!isdigit((unsigned char)s[i]))
            return 0;
    return 1;
}

int main(void)
{
    int board[89];
    char line[80];
    int mode = 0, player = BLUE, total = 0, state = PLAYING;
    const char *seed = getenv("SEED");

    srand(seed ? (unsigned)atoi(seed) : (unsigned)time(NULL));

    printf("Chinese Checker\n");
    printf("Enter 1 for human vs human, 2 for human vs computer: ");
    fflush(stdout);
    while (mode == 0) {
        if (!next_line(line, sizeof line))
            return 0;
        if (strcmp(line, "1") == 0)
            mode = 1;
        else if (strcmp(line, "2") == 0)
            mode = 2;
        else {
            printf("Enter 1 or 2: ");
            fflush(stdout);
        }
    }
    if (mode == 2)
        printf("The computer plays Blue (#) and moves first; you play Red (O).\n");

    new_board(board);
    while (state == PLAYING) {
        int move, err;
        printf("\n");
        draw_board(board);
        printf("Turn %d - %s\n", total + 1, player == BLUE ? "Blue (#)" : "Red (O)");
        if (mode == 2 && player == BLUE) {
            move = ai_player(BLUE, board);
            if (move_error(board, BLUE, move) != 0) {
                printf("Computer has no move.\n");
                return 0;
            }
            printf("Computer: %d\n", move);
        } else {
            printf("Your move: ");
            fflush(stdout);
            for (;;) {
                if (!next_line(line, sizeof line))
                    return 0;
                if (!is_move_format(line))
                    err = 1;
                else {
                    move = atoi(line);
                    err = move_error(board, player, move);
                }
                if (err == 0)
                    break;
                printf("%s\n", message[err]);
                fflush(stdout);
            }
        }
        board[move % 100] = player;
        board[move / 100] = EMPTY;
        total++;
        state = check_game(board, total);
        player = 3 - player;
    }
    printf("\n");
    draw_board(board);
    if (state == DRAW)
        printf("Result: Draw\n");
    else
        printf("Winner: %s\n", state == BLUE_WIN ? "Blue" : "Red");
    return 0;
}
