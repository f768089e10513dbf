/*
 * ESTR 1002 Problem Solving by Programming - Course Project
 * Chinese Checker on an 8 x 8 board.
 *
 * main.c : menus, the game loop, human input.
 *
 * Build:  gcc -Wall -o checker main.c game.c aiplayer.c
 * The environment variable SEED (an integer) fixes the computer's dice.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "game.h"
#include "aiplayer.h"

#define LINE_MAX_LEN 256

static const char *colour_name(int p) { return p == BLUE ? "Blue (#)" : "Red (O)"; }

/* read one line, strip blanks; 0 at end of input */
static int read_line(char *buf, int size)
{
    int len, start = 0;
    if (fgets(buf, size, stdin) == NULL)
        return 0;
    len = (int)strlen(buf);
    if (len == size - 1 && buf[len - 1] != '\n' && !feof(stdin)) {
        /* overlong line: swallow the rest and mark it as garbage */
        int ch;
        while ((ch = getchar()) != EOF && ch != '\n')
            ;
        strcpy(buf, "<too long>");
        return 1;
    }
    while (len > 0 && isspace((unsigned char)buf[len - 1]))
        buf[--len] = '\0';
    while (isspace((unsigned char)buf[start]))
        start++;
    memmove(buf, buf + start, strlen(buf + start) + 1);
    return 1;
}

static void goodbye(void)
{
    printf("\n(end of input - goodbye!)\n");
}

static void banner(void)
{
    printf("+================================================+\n");
    printf("|      C H I N E S E    C H E C K E R            |\n");
    printf("|      ESTR1002 course project, 8 x 8 board      |\n");
    printf("+================================================+\n");
    printf("  Blue (#) starts in the top-left camp, Red (O) in the\n");
    printf("  bottom-right camp. Type a move as four digits FFTT,\n");
    printf("  e.g. 3142 moves the piece on row 3, column 1 to row 4,\n");
    printf("  column 2. Fill the enemy camp to win!\n\n");
}

/* asks for 1 or 2; returns 0 at end of input */
static int ask_one_or_two(const char *question)
{
    char line[LINE_MAX_LEN];
    printf("%s", question);
    for (;;) {
        if (!read_line(line, sizeof line))
            return 0;
        if (strcmp(line, "1") == 0)
            return 1;
        if (strcmp(line, "2") == 0)
            return 2;
        printf("Please type 1 or 2: ");
    }
}

int main(void)
{
    int board[BOARD_LEN];
    int made[3] = { 0, 0, 0 };          /* moves made by blue [1] and red [2] */
    int mode, computer = 0, player = BLUE, status;
    const char *seed_env = getenv("SEED");

    srand(seed_env ? (unsigned)strtoul(seed_env, NULL, 10) : (unsigned)time(NULL));

    banner();
    printf("Game modes:\n");
    printf("  [1] Human vs Human\n");
    printf("  [2] Human vs Computer\n");
    mode = ask_one_or_two("Choose a mode (1 or 2): ");
    if (mode == 0) {
        goodbye();
        return 0;
    }
    if (mode == 2) {
        int who;
        printf("\nWho moves first?\n");
        printf("  [1] You     (you play Blue #, the computer plays Red O)\n");
        printf("  [2] Computer (the computer plays Blue #, you play Red O)\n");
        who = ask_one_or_two("Your choice (1 or 2): ");
        if (who == 0) {
            goodbye();
            return 0;
        }
        computer = (who == 1) ? RED : BLUE;
        printf("\nYou are %s. Good luck!\n", colour_name(3 - computer));
    }

    init_board(board);
    for (;;) {
        int move = 0;

        print_board(board);
        printf("Move %d of %d   |   Blue has made %d, Red has made %d moves\n",
               made[BLUE] + made[RED] + 1, 2 * MOVES_EACH, made[BLUE], made[RED]);
        printf("Next player: %s%s\n", colour_name(player),
               player == computer ? " - the computer" : "");

        if (player == computer) {
            move = ai_player(player, board);
            if (move == 0) {
                printf("The computer has no legal move and passes.\n");
                player = 3 - player;
                continue;
            }
            printf(">> The computer plays %04d\n", move);
        } else {
            char line[LINE_MAX_LEN];
            int code;
            printf("%s, enter your move (FFTT): ", colour_name(player));
            for (;;) {
                if (!read_line(line, sizeof line)) {
                    goodbye();
                    return 0;
                }
                code = check_move(board, player, line, &move);
                if (code == MOVE_OK)
                    break;
                printf("%s\n", error_text(code));
            }
        }

        board[move / 100] = CELL_EMPTY;
        board[move % 100] = player;
        made[player]++;

        status = game_status(board, made[BLUE], made[RED]);
        if (status != GAME_ON) {
            print_board(board);
            printf("\n**************************************************\n");
            if (status == GAME_BLUE_WINS)
                printf("*  GAME OVER - the winner is Blue (#)!\n");
            else if (status == GAME_RED_WINS)
                printf("*  GAME OVER - the winner is Red (O)!\n");
            else
                printf("*  GAME OVER - draw: both players made %d moves.\n", MOVES_EACH);
            printf("**************************************************\n");
            return 0;
        }
        player = 3 - player;
    }
}
