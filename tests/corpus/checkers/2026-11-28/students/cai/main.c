/*
 * ESTR1002 Problem Solving by Programming - Course Project
 * Chinese Checker on an 8 x 8 board
 *
 * main.c : program flow (mode menu, game loop, end of game)
 */
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include "checker.h"

/* Reads the next whitespace separated word. Returns 0 at end of input. */
static int read_token(char *buf, int size)
{
    int ch, n = 0;
    do {
        ch = getchar();
    } while (ch != EOF && isspace(ch));
    if (ch == EOF) return 0;
    while (ch != EOF && !isspace(ch)) {
        if (n < size - 1) buf[n++] = (char)ch;
        else if (n == size - 1) buf[n - 1] = 'x';   /* too long: keep it invalid */
        ch = getchar();
    }
    buf[n] = '\0';
    return 1;
}

static void quit_at_eof(void)
{
    printf("\n");
    exit(0);
}

static const char *player_name(int p)
{
    return p == BLUE ? "Player 1 (Blue '#')" : "Player 2 (Red 'O')";
}

static void banner(void)
{
    printf("+================================================+\n");
    printf("|                                                |\n");
    printf("|       C H I N E S E    C H E C K E R           |\n");
    printf("|          8 x 8 board  -  two players           |\n");
    printf("|                                                |\n");
    printf("+================================================+\n");
}

static int ask_choice(const char *question)
{
    char tok[64];
    printf("%s", question);
    for (;;) {
        if (!read_token(tok, sizeof(tok))) quit_at_eof();
        if (tok[0] == '1' && tok[1] == '\0') return 1;
        if (tok[0] == '2' && tok[1] == '\0') return 2;
        printf("  ! Please type 1 or 2: ");
    }
}

int main(void)
{
    int board[BOARD_SIZE];
    int mode, computer = 0, player = BLUE, result = GAME_CONTINUE;
    int moves[3] = {0, 0, 0};
    char tok[64];

    ai_seed();
    banner();
    printf("\n  Game modes\n");
    printf("    [1] Human  vs  Human\n");
    printf("    [2] Human  vs  Computer\n\n");
    mode = ask_choice("  Select a game mode (1 or 2): ");
    if (mode == 2) {
        printf("\n  Blue ('#') always moves first.\n");
        printf("    [1] You play first  (you are Blue '#')\n");
        printf("    [2] Computer first  (you are Red 'O')\n\n");
        computer = (ask_choice("  Who plays first? (1 or 2): ") == 1) ? RED : BLUE;
    }

    init_board(board);
    while (result == GAME_CONTINUE) {
        int move = 0, err;
        display_board(board);
        printf("  Move %d of %d   |   Blue has moved %d/%d, Red has moved %d/%d\n",
               moves[BLUE] + moves[RED] + 1, 2 * MAX_STEPS,
               moves[BLUE], MAX_STEPS, moves[RED], MAX_STEPS);
        printf("  >> Next player: %s%s\n", player_name(player),
               mode == 1 ? "" : (player == computer ? " - Computer" : " - You"));

        if (player == computer) {
            char mt[16];
            move = ai_player(player, board);
            sprintf(mt, "%04d", move);
            if (move <= 0 || move > 9999 || check_move(board, player, mt, &move) != MOVE_OK) {
                /* never happens in practice: no legal move at all */
                printf("  >> The computer has no legal move and passes.\n");
                moves[player]++;
                result = check_game_over(board, player, moves[BLUE], moves[RED]);
                player = 3 - player;
                continue;
            }
            printf("  >> The computer moves %d -> %d  (%04d)\n", move / 100, move % 100, move);
        } else {
            printf("  %s, enter your move (e.g. 2133): ", player_name(player));
            for (;;) {
                if (!read_token(tok, sizeof(tok))) quit_at_eof();
                err = check_move(board, player, tok, &move);
                if (err == MOVE_OK) break;
                printf("%s ", error_message(err));
            }
        }
        apply_move(board, move);
        moves[player]++;
        result = check_game_over(board, player, moves[BLUE], moves[RED]);
        player = 3 - player;
    }

    display_board(board);
    printf("\n  ************************************************\n");
    if (result == GAME_DRAW)
        printf("  *  Draw! Both players made %d moves, no winner. *\n", MAX_STEPS);
    else
        printf("  *  %-19s wins the game!          *\n",
               player_name(result == GAME_BLUE_WIN ? BLUE : RED));
    printf("  ************************************************\n");
    return 0;
}
