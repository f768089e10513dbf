/**
 * ESTR 1002 Problem Solving by Programming
 *
 * Course Project - Chinese Checker (8x8 edition)
 *
 * Student Name : Tia
 * Student ID   : 1155000001
 *
 * main.c : program flow (Figure 6): choose mode, then loop
 *          display -> read/compute move -> validate -> update -> game over?
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "board.h"
#include "rules.h"
#include "io.h"
#include "ai.h"

#define LINE_MAX_LEN 256

static void banner(void)
{
    printf("=====================================================\n");
    printf("||                                                 ||\n");
    printf("||        C H I N E S E    C H E C K E R           ||\n");
    printf("||               8 x 8  edition                    ||\n");
    printf("||                                                 ||\n");
    printf("=====================================================\n");
    printf("  Blue (#) starts in the upper-left corner,\n");
    printf("  Red  (O) starts in the lower-right corner.\n");
    printf("  Type a move as four digits FROM-row FROM-col TO-row TO-col,\n");
    printf("  e.g. 2133 moves the piece on (2,1) to (3,3).\n\n");
}

static void goodbye(void)
{
    printf("\n(end of input -- the game is abandoned, bye!)\n");
}

/* asks until the answer is 1 or 2; returns 0 at end of input */
static int ask_one_or_two(const char *question)
{
    char line[LINE_MAX_LEN];
    printf("%s", question);
    printf("Your choice (1 or 2): ");
    for (;;) {
        if (!read_nonblank_line(line, sizeof(line)))
            return 0;
        {
            int v = 0;
            char extra;
            if (sscanf(line, " %d %c", &v, &extra) == 1 && (v == 1 || v == 2))
                return v;
        }
        printf("Please type 1 or 2: ");
    }
}

static void box_line(const char *text)
{
    printf("*  %-48s *\n", text);
}

static void announce_result(int status, int total_moves)
{
    char text[96];
    printf("\n*****************************************************\n");
    if (status == GAME_DRAW) {
        box_line("GAME OVER -- it is a draw!");
        sprintf(text, "Both players have made %d moves, no winner.", MAX_MOVES_EACH);
        box_line(text);
    } else {
        int w = (status == GAME_BLUE_WINS) ? BLUE : RED;
        sprintf(text, "GAME OVER -- %s (%c) wins!", player_name(w), player_symbol(w));
        box_line(text);
        sprintf(text, "(after %d moves in total)", total_moves);
        box_line(text);
    }
    printf("*****************************************************\n");
}

int main(void)
{
    int board[BOARD_SIZE];
    int moves_done[3] = { 0, 0, 0 };
    int mode, computer = 0, current = BLUE;
    const char *seed = getenv("SEED");

    srand(seed ? (unsigned)atoi(seed) : (unsigned)time(NULL));

    banner();
    mode = ask_one_or_two("Choose a game mode:\n"
                          "   1. Human v.s. Human\n"
                          "   2. Human v.s. Computer\n");
    if (mode == 0) {
        goodbye();
        return 0;
    }
    if (mode == 2) {
        int who = ask_one_or_two("\nWho moves first?\n"
                                 "   1. Me (I take Blue #, the computer takes Red O)\n"
                                 "   2. The computer (it takes Blue #, I take Red O)\n");
        if (who == 0) {
            goodbye();
            return 0;
        }
        computer = (who == 1) ? RED : BLUE;
        printf("\nOK -- the computer plays %s (%c). Good luck!\n",
               player_name(computer), player_symbol(computer));
    }

    init_board(board);
    display_board(board);

    for (;;) {
        int from = 0, to = 0, status;
        int total = moves_done[BLUE] + moves_done[RED];

        printf("\n---- Move %d  |  Blue has moved %d/%d  |  Red has moved %d/%d ----\n",
               total + 1, moves_done[BLUE], MAX_MOVES_EACH,
               moves_done[RED], MAX_MOVES_EACH);
        printf(">>> Next player: %s (%c)%s\n", player_name(current),
               player_symbol(current), current == computer ? " [computer]" : "");

        if (current == computer) {
            int code = ai_player(current, board);
            if (code == 0 || check_move_code(board, current, code, &from, &to) != MOVE_OK) {
                printf("The computer has no legal move and passes.\n");
                current = opponent(current);
                continue;
            }
            printf("Computer (%s, %c) plays %04d : (%d,%d) -> (%d,%d)\n",
                   player_name(current), player_symbol(current), code,
                   from / 10, from % 10, to / 10, to % 10);
        } else {
            char line[LINE_MAX_LEN];
            int err;
            printf("%s (%c), enter your move (e.g. 2133): ",
                   player_name(current), player_symbol(current));
            for (;;) {
                if (!read_nonblank_line(line, sizeof(line))) {
                    goodbye();
                    return 0;
                }
                err = parse_and_check(board, current, line, &from, &to);
                if (err == MOVE_OK)
                    break;
                printf("%s\n", error_message(err));
            }
        }

        board[to] = current;
        board[from] = EMPTY;
        moves_done[current]++;
        display_board(board);

        status = check_game_over(board, current, moves_done[BLUE], moves_done[RED]);
        if (status != GAME_CONTINUE) {
            announce_result(status, moves_done[BLUE] + moves_done[RED]);
            return 0;
        }
        current = opponent(current);
    }
}
