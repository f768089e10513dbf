/*
 * ESTR1002 Problem Solving by Programming - Course Project
 * Chinese Checker, by Finn.
 *
 * Build: gcc -O2 *.c -o prog
 * The environment variable SEED (if set) fixes the computer's random choices.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "checker.h"

#define LINE_MAX_LEN 256

static const char *NAMES[3] = { "", "Blue (#)", "Red (O)" };

/* Read one whole line; returns 0 at end of input.  Over-long lines are
 * truncated (the rest is thrown away) - they can never be a valid move. */
static int read_line(char *buf, int size)
{
    int ch, n = 0, got = 0;
    while ((ch = getchar()) != EOF) {
        got = 1;
        if (ch == '\n') break;
        if (n < size - 1) buf[n++] = (char)ch;
        else if (n == size - 1) { buf[0] = 'x'; } /* poison an over-long line */
    }
    buf[n] = '\0';
    return got;
}

static void trim(char *s)
{
    int len = (int)strlen(s), start = 0;
    while (len > 0 && isspace((unsigned char)s[len - 1])) s[--len] = '\0';
    while (s[start] && isspace((unsigned char)s[start])) start++;
    memmove(s, s + start, strlen(s + start) + 1);
}

static void banner(void)
{
    printf("+==============================================+\n");
    printf("|                                              |\n");
    printf("|     C H I N E S E    C H E C K E R           |\n");
    printf("|     ESTR1002 project  --  8 x 8 edition      |\n");
    printf("|                                              |\n");
    printf("|   Blue '#' starts top-left, Red 'O' starts   |\n");
    printf("|   bottom-right.  Type a move as FROM TO in   |\n");
    printf("|   four digits, e.g. 3141 moves (3,1)->(4,1)  |\n");
    printf("|                                              |\n");
    printf("+==============================================+\n\n");
}

/* Ask a 1/2 question until we get 1 or 2. Returns 0 on end of input. */
static int ask_one_or_two(const char *question, const char *opt1, const char *opt2)
{
    char line[LINE_MAX_LEN];
    printf("%s\n", question);
    printf("   [1] %s\n", opt1);
    printf("   [2] %s\n", opt2);
    printf("Your choice: ");
    for (;;) {
        if (!read_line(line, sizeof(line))) return 0;
        trim(line);
        if (strcmp(line, "1") == 0) return 1;
        if (strcmp(line, "2") == 0) return 2;
        printf("Sorry, that is not one of the choices. Please type 1 or 2: ");
    }
}

static void show_status(int player, int blue_moves, int red_moves, int is_computer)
{
    printf("  Moves so far -> Blue: %3d/%d   Red: %3d/%d\n",
           blue_moves, MAX_MOVES, red_moves, MAX_MOVES);
    printf("  Next player  -> %s%s\n", NAMES[player], is_computer ? " [computer]" : "");
}

static void announce_end(int result)
{
    printf("**************************************************\n");
    if (result == GAME_DRAW)
        printf("*  GAME OVER: it is a draw (100 moves each).      *\n");
    else
        printf("*  GAME OVER: %-8s wins the game!  Congrats!  *\n",
               NAMES[result == GAME_BLUE_WIN ? BLUE : RED]);
    printf("**************************************************\n");
}

int main(void)
{
    int board[BOARD_LEN];
    int mode, computer = 0, player = BLUE, result = GAME_CONTINUE;
    int moves[3] = { 0, 0, 0 };
    const char *seed = getenv("SEED");

    srand(seed ? (unsigned)strtoul(seed, NULL, 10) : (unsigned)time(NULL));

    banner();
    mode = ask_one_or_two("Choose a game mode:", "Human vs Human", "Human vs Computer");
    if (mode == 0) return 0;
    if (mode == 2) {
        int first = ask_one_or_two("Who plays first (Blue '#')?", "You", "The computer");
        if (first == 0) return 0;
        computer = (first == 1) ? RED : BLUE;
        printf("\nYou are %s, the computer is %s. Good luck!\n",
               NAMES[3 - computer], NAMES[computer]);
    }

    init_board(board);

    while (result == GAME_CONTINUE) {
        int move = 0, from, to;
        display_board(board);
        show_status(player, moves[BLUE], moves[RED], player == computer);

        if (player == computer) {
            move = ai_player(player, board);
            printf("  >>> Computer, playing %s, moves %04d : (%d,%d) -> (%d,%d)\n",
                   NAMES[player], move, move / 1000, (move / 100) % 10,
                   (move / 10) % 10, move % 10);
        } else {
            char line[LINE_MAX_LEN];
            int code;
            printf("  %s, enter your move (e.g. 3141): ", NAMES[player]);
            for (;;) {
                if (!read_line(line, sizeof(line))) {
                    printf("\n\nEnd of input - bye!\n");
                    return 0;
                }
                code = validate_move(board, player, line, &move);
                if (code == MOVE_OK) break;
                printf("%s ", error_text(code));
            }
        }

        from = move / 100;
        to = move % 100;
        board[to] = board[from];
        board[from] = EMPTY;
        moves[player]++;

        result = check_game_over(board, moves[BLUE], moves[RED]);
        player = 3 - player;
    }

    display_board(board);
    printf("  Final count  -> Blue: %d moves, Red: %d moves\n", moves[BLUE], moves[RED]);
    announce_end(result);
    return 0;
}
