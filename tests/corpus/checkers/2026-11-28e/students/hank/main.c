/*
 * ESTR1002 Course Project: Chinese Checker
 * Hank -- main program (game flow).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "game.h"

static const char *PLAYER_NAME[3] = { "", "Player 1 (Blue, #)", "Player 2 (Red, O)" };

/* reads one line; returns 0 at end of input. A too long line is cut and the
 * rest of it is thrown away, keeping a marker so it still counts as bad input. */
static int get_line(char *line, int size)
{
    int len;
    if (fgets(line, size, stdin) == NULL)
        return 0;
    len = (int)strlen(line);
    if (len > 0 && line[len - 1] == '\n') {
        line[len - 1] = '\0';
    } else if (len == size - 1) {
        int ch;
        while ((ch = getchar()) != EOF && ch != '\n')
            ;
        line[0] = '?';
    }
    return 1;
}

static char *strip(char *s)
{
    char *end;
    while (isspace((unsigned char)*s)) s++;
    end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1])) *--end = '\0';
    return s;
}

static int choose_mode(void)
{
    char line[100];
    printf("Select mode - 1: Human vs Human, 2: Human vs Computer\n");
    printf("Enter 1 or 2: ");
    while (get_line(line, sizeof(line))) {
        char *s = strip(line);
        if (strcmp(s, "1") == 0 || strcmp(s, "2") == 0)
            return s[0] - '0';
        printf("Invalid choice. Enter 1 or 2: ");
    }
    return 0;
}

/* returns 1 = human first, 2 = computer first, 0 = end of input */
static int choose_order(void)
{
    char line[100];
    printf("Do you want to play first? (y/n): ");
    while (get_line(line, sizeof(line))) {
        char *s = strip(line);
        int i;
        for (i = 0; s[i]; i++) s[i] = (char)tolower((unsigned char)s[i]);
        if (strcmp(s, "y") == 0 || strcmp(s, "yes") == 0) return 1;
        if (strcmp(s, "n") == 0 || strcmp(s, "no") == 0)  return 2;
        printf("Please answer y or n: ");
    }
    return 0;
}

int main(void)
{
    int board[SIZE];
    int count[3] = { 0, 0, 0 };
    int mode, computer = 0, player = BLUE, status = CONTINUE;
    char *seed = getenv("SEED");

    srand(seed != NULL ? (unsigned)atoi(seed) : (unsigned)time(NULL));

    printf("=== Chinese Checker ===\n");
    mode = choose_mode();
    if (mode == 0)
        return 0;
    if (mode == 2) {
        int order = choose_order();
        if (order == 0)
            return 0;
        computer = order == 1 ? RED : BLUE;
        printf("The computer plays as %s.\n", PLAYER_NAME[computer]);
    }

    init_board(board);
    print_board(board);

    while (status == CONTINUE) {
        int move;
        printf("Next player: %s\n", PLAYER_NAME[player]);
        if (player == computer) {
            move = ai_player(player, board);
            printf("Computer (%s) moves: %d\n", player == BLUE ? "Player 1, Blue" : "Player 2, Red", move);
        } else {
            char line[100];
            int error;
            printf("%s, please enter your move: ", PLAYER_NAME[player]);
            for (;;) {
                if (!get_line(line, sizeof(line))) {
                    printf("\n");
                    return 0;
                }
                error = check_move(board, player, line, &move);
                if (error == 0)
                    break;
                printf("%s\n", ERROR_MESSAGES[error]);
            }
        }
        board[move % 100] = player;
        board[move / 100] = EMPTY;
        count[player]++;
        print_board(board);
        printf("Moves made - Blue: %d, Red: %d\n", count[BLUE], count[RED]);
        status = game_status(board, count[BLUE], count[RED]);
        player = 3 - player;
    }

    if (status == DRAW)
        printf("Game over! Both players made %d moves. The game is a draw.\n", MAX_TURNS);
    else
        printf("Game over! %s wins!\n", status == BLUE_WINS ? "Player 1 (Blue)" : "Player 2 (Red)");
    return 0;
}
