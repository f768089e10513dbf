/*
 * ESTR1002 Problem Solving by Programming - Course Project
 * Chinese Checker (8 x 8, two players)
 *
 * main.c : menu, the game loop and Function #3 (reading a move).
 *
 * Build:  gcc *.c -o checker
 * SEED=<n> in the environment makes the computer player repeatable.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "board.h"
#include "rules.h"
#include "ai.h"

#define LINE_MAX_LEN 256
#define READ_EOF    (-2)

/* Read one line; returns 0 at end of input.  Over-long lines are eaten. */
static int read_line(char *buf, int size)
{
    int len;
    if (fgets(buf, size, stdin) == NULL)
        return 0;
    len = (int)strlen(buf);
    if (len > 0 && buf[len - 1] != '\n') {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
    return 1;
}

/* strip blanks at both ends, in place */
static char *trim(char *s)
{
    char *end;
    while (*s && isspace((unsigned char)*s))
        s++;
    end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1]))
        *--end = '\0';
    return s;
}

/* ask for 1 or 2; returns READ_EOF at end of input */
static int ask_choice(const char *prompt)
{
    char line[LINE_MAX_LEN];
    printf("%s", prompt);
    fflush(stdout);
    while (read_line(line, sizeof line)) {
        char *s = trim(line);
        if (strcmp(s, "1") == 0)
            return 1;
        if (strcmp(s, "2") == 0)
            return 2;
        printf("  Sorry, only 1 or 2 is accepted. Your choice: ");
        fflush(stdout);
    }
    return READ_EOF;
}

/*
 * Function #3: read a move.  A move must be exactly four digits (blanks
 * around it are ignored).  Every error is reported and the user asked again.
 */
static int read_move(const int board[BOARD_LEN], int player)
{
    char line[LINE_MAX_LEN];
    printf("==> %s (%c), enter your move as four digits, e.g. %s: ",
           player_name(player), player_symbol(player),
           player == CELL_BLUE ? "3142" : "6857");
    fflush(stdout);
    while (read_line(line, sizeof line)) {
        char *s = trim(line);
        int code, move = -1, i;
        if (strlen(s) == 4) {
            move = 0;
            for (i = 0; i < 4; i++) {
                if (!isdigit((unsigned char)s[i])) {
                    move = -1;
                    break;
                }
                move = move * 10 + (s[i] - '0');
            }
        }
        code = move < 0 ? MOVE_BAD_FORMAT : check_move(board, player, move);
        if (code == MOVE_OK)
            return move;
        printf("    %s\n", move_error_text(code));
        fflush(stdout);
    }
    return READ_EOF;
}

static void banner(void)
{
    printf("+==================================================+\n");
    printf("|        C H I N E S E    C H E C K E R            |\n");
    printf("|           8 x 8 board  -  two players            |\n");
    printf("+==================================================+\n");
    printf("|  Blue (#) starts in the upper-left corner,       |\n");
    printf("|  Red  (O) starts in the lower-right corner.      |\n");
    printf("|  Fill the enemy camp to win; 100 moves each      |\n");
    printf("|  without a winner is a draw.                     |\n");
    printf("|  A move is four digits: from-row from-col        |\n");
    printf("|  to-row to-col, e.g. 2133 moves 21 to 33.        |\n");
    printf("+==================================================+\n\n");
}

int main(void)
{
    int board[BOARD_LEN];
    int is_human[3] = { 0, 1, 1 };
    int steps[3] = { 0, 0, 0 };
    int player = CELL_BLUE, mode, status = GAME_CONTINUE;
    const char *seed = getenv("SEED");

    srand(seed != NULL ? (unsigned)strtoul(seed, NULL, 10) : (unsigned)time(NULL));

    banner();
    printf("  Game modes\n");
    printf("    [1] Human vs. Human\n");
    printf("    [2] Human vs. Computer\n");
    mode = ask_choice("  Choose a mode (1 or 2): ");
    if (mode == READ_EOF) {
        printf("\n");
        return 0;
    }
    if (mode == 2) {
        int who;
        printf("\n  Who moves first (with the Blue # pieces)?\n");
        printf("    [1] Me, the human\n");
        printf("    [2] The computer\n");
        who = ask_choice("  Your choice (1 or 2): ");
        if (who == READ_EOF) {
            printf("\n");
            return 0;
        }
        if (who == 1)
            is_human[CELL_RED] = 0;
        else
            is_human[CELL_BLUE] = 0;
        printf("\n  You play %s. Good luck!\n",
               is_human[CELL_BLUE] ? "Blue (#), moving first" : "Red (O), moving second");
    }

    init_board(board);
    while (status == GAME_CONTINUE) {
        int move;
        print_board(board, steps[CELL_BLUE], steps[CELL_RED]);
        printf("  Next player: %s (%c)%s  -  move %d of %d\n", player_name(player),
               player_symbol(player), is_human[player] ? "" : " [computer]",
               steps[player] + 1, MAX_STEPS);
        if (is_human[player]) {
            move = read_move(board, player);
            if (move == READ_EOF) {
                printf("\n  End of input - leaving the game.\n");
                return 0;
            }
        } else {
            move = ai_player(player, board);
            if (check_move(board, player, move) != MOVE_OK) {
                printf("  The computer has no legal move; the game is a draw.\n");
                return 0;
            }
            printf("  Computer (%s, %c) plays %04d\n", player_name(player),
                   player_symbol(player), move);
        }
        make_move(board, move);
        steps[player]++;
        status = game_status(board, steps[CELL_BLUE], steps[CELL_RED]);
        player = 3 - player;
    }

    print_board(board, steps[CELL_BLUE], steps[CELL_RED]);
    printf("  *************************************************\n");
    if (status == GAME_BLUE_WINS)
        printf("  ***   GAME OVER - Blue (#) wins the game!     ***\n");
    else if (status == GAME_RED_WINS)
        printf("  ***   GAME OVER - Red (O) wins the game!      ***\n");
    else
        printf("  ***   GAME OVER - Draw: 100 moves each.       ***\n");
    printf("  *************************************************\n");
    return 0;
}
