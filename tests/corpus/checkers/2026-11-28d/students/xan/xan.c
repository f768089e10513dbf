/*
 *  ESTR1002  Problem Solving by Programming  --  Course Project
 *  Chinese Checker on an 8x8 board
 *  Student: xan (1155000005)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "xan.h"

const int DIR8[8] = {-11, -10, -9, -1, 1, 9, 10, 11};
const int CAMP[3][6] = {{0, 0, 0, 0, 0, 0},
                        {11, 12, 13, 21, 22, 31},
                        {68, 77, 78, 86, 87, 88}};

int cell_ok(int loc)
{
    int c = loc % 10;
    return loc >= 11 && loc <= 88 && c >= 1 && c <= 8;
}

static void setup(int *board)
{
    int i;
    for (i = 0; i < BOARD_LEN; i++)
        board[i] = cell_ok(i) ? NONE : -1;
    for (i = 0; i < 6; i++) {
        board[CAMP[P_BLUE][i]] = P_BLUE;
        board[CAMP[P_RED][i]] = P_RED;
    }
}

static void draw(const int *board)
{
    int r, c;
    printf("\n  +-1-2-3-4-5-6-7-8-+\n");
    for (r = 1; r <= 8; r++) {
        printf("%d |", r);
        for (c = 1; c <= 8; c++) {
            int v = board[10 * r + c];
            printf(" %c", v == P_BLUE ? '#' : v == P_RED ? 'O' : '.');
        }
        printf(" |\n");
    }
    printf("  +-----------------+\n");
}

/* jump search, recursion (hint from the spec) */
static int jump_to(int *b, int at, int goal, char *been)
{
    int d, k, i, land, clear;
    been[at] = 1;
    for (d = 0; d < 8; d++) {
        for (k = 1; cell_ok(at + k * DIR8[d]); k++) {
            if (b[at + k * DIR8[d]] == NONE)
                continue;
            land = at + 2 * k * DIR8[d];
            clear = cell_ok(land) && b[land] == NONE;
            for (i = k + 1; clear && i < 2 * k; i++)
                if (b[at + i * DIR8[d]] != NONE)
                    clear = 0;
            if (clear && !been[land]) {
                if (land == goal || jump_to(b, land, goal, been))
                    return 1;
            }
            break;
        }
    }
    return 0;
}

int reachable(const int *board, int from, int to)
{
    int b[BOARD_LEN], d;
    char been[BOARD_LEN];
    for (d = 0; d < 8; d++)
        if (from + DIR8[d] == to)
            return board[to] == NONE;
    memcpy(b, board, sizeof(b));
    memset(been, 0, sizeof(been));
    b[from] = NONE;
    return jump_to(b, from, to, been);
}

int win_for(const int *board, int player)
{
    const int *goal = CAMP[3 - player];
    int i, mine = 0;
    for (i = 0; i < 6; i++) {
        if (board[goal[i]] == NONE)
            return 0;
        if (board[goal[i]] == player)
            mine = 1;
    }
    return mine;
}

/* Function #4.  returns 0 when the move may be played */
static int validate(const int *board, int player, const char *tok, int *from, int *to)
{
    int i, n;
    if (strlen(tok) != 4) {
        printf("Invalid input format, please input again:\n");
        return 1;
    }
    for (i = 0; i < 4; i++)
        if (!isdigit((unsigned char)tok[i])) {
            printf("Invalid input format, please input again:\n");
            return 1;
        }
    n = atoi(tok);
    *from = n / 100;
    *to = n % 100;
    if (*from < 11 || *from > 88 || *to < 11 || *to > 88) {
        printf("Input out of the game board, please input again:\n");
        return 1;
    }
    if (board[*from] != player) {
        printf("Invalid starting location, please input again:\n");
        return 1;
    }
    if (board[*to] != NONE) {
        printf("Invalid ending location, please input again:\n");
        return 1;
    }
    if (!reachable(board, *from, *to)) {
        printf("The move violates the game rule, please input again:\n");
        return 1;
    }
    return 0;
}

static const char *who(int p) { return p == P_BLUE ? "Blue (#)" : "Red (O)"; }

int main(void)
{
    int board[BOARD_LEN], moves[3] = {0, 0, 0};
    int mode = 0, cpu = 0, turn = P_BLUE, from = 0, to = 0, round = 1;
    char tok[64];
    const char *env = getenv("SEED");

    srand(env ? (unsigned)strtoul(env, NULL, 10) : (unsigned)time(NULL));

    puts("+--------------------------------------+");
    puts("|   Chinese Checker  -  ESTR1002 2024  |");
    puts("+--------------------------------------+");
    printf("Game mode -- 1: human v.s. human, 2: human v.s. computer\n> ");
    while (mode != 1 && mode != 2) {
        if (scanf("%63s", tok) != 1)
            return 0;
        if (strcmp(tok, "1") == 0 || strcmp(tok, "2") == 0)
            mode = tok[0] - '0';
        else
            printf("Only 1 or 2 please\n> ");
    }
    if (mode == 2) {
        cpu = P_RED;
        puts("You are Blue (#) and move first. The computer is Red (O).");
    }

    setup(board);
    draw(board);
    for (;;) {
        printf("Round %d: %s to play\n", round, who(turn));
        if (turn == cpu) {
            int mv = ai_player(turn, board);
            if (mv == 0) {
                puts("[CPU] no legal move, pass");
                turn = 3 - turn;
                continue;
            }
            from = mv / 100;
            to = mv % 100;
            printf("[CPU] %s plays %d\n", who(turn), mv);
        } else {
            printf("Your move: ");
            for (;;) {
                if (scanf("%63s", tok) != 1) {
                    puts("");
                    return 0;
                }
                if (validate(board, turn, tok, &from, &to) == 0)
                    break;
            }
        }
        board[to] = turn;
        board[from] = NONE;
        moves[turn]++;
        draw(board);

        if (win_for(board, turn)) {
            printf("Winner: %s\n", who(turn));
            break;
        }
        if (win_for(board, 3 - turn)) {
            printf("Winner: %s\n", who(3 - turn));
            break;
        }
        if (moves[turn] >= LIMIT) {
            puts("Result: draw (100 moves each, nobody won)");
            break;
        }
        if (turn == P_RED)
            round++;
        turn = 3 - turn;
    }
    return 0;
}
