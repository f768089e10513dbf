/*
 * ESTR1002 Course Project - Chinese Checker
 * Student: cy
 *
 * Compile: gcc checker.c ai.c -o checker
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "checker.h"

#define MAX_STEPS 100

const int blueCamp[6] = {11, 12, 13, 21, 22, 31};
const int redCamp[6] = {68, 77, 78, 86, 87, 88};
const int dRow[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
const int dCol[8] = {-1, 0, 1, -1, 1, -1, 0, 1};

int inside(int pos)
{
    int r = pos / 10, c = pos % 10;
    return r >= 1 && r <= 8 && c >= 1 && c <= 8;
}

/* Function #1 */
void initBoard(int board[])
{
    int i;
    for (i = 0; i < 89; i++)
        board[i] = inside(i) ? EMPTY : OUTSIDE;
    for (i = 0; i < 6; i++) {
        board[blueCamp[i]] = BLUE;
        board[redCamp[i]] = RED;
    }
}

/* Function #2 */
void printBoard(const int board[])
{
    int r, c;
    printf("\n    1 2 3 4 5 6 7 8\n");
    for (r = 1; r <= 8; r++) {
        printf("  %d", r);
        for (c = 1; c <= 8; c++) {
            int v = board[r * 10 + c];
            printf(" %c", v == BLUE ? '#' : (v == RED ? 'O' : '.'));
        }
        printf("\n");
    }
    printf("\n");
}

/* mark every cell reachable from pos by one or more jumps (recursive) */
void markJumps(const int board[], int pos, int reached[])
{
    int d;
    for (d = 0; d < 8; d++) {
        int r = pos / 10, c = pos % 10, dist = 0, i, ok = 1, land;
        while (1) {
            r += dRow[d];
            c += dCol[d];
            dist++;
            if (!inside(r * 10 + c)) { ok = 0; break; }
            if (board[r * 10 + c] != EMPTY) break;   /* found the piece in the middle */
        }
        if (!ok)
            continue;
        /* the other half of the jump must be empty as well */
        for (i = 1; i <= dist; i++) {
            int cell = (r + dRow[d] * i) * 10 + (c + dCol[d] * i);
            if (!inside(cell) || board[cell] != EMPTY) { ok = 0; break; }
        }
        if (!ok)
            continue;
        land = (r + dRow[d] * dist) * 10 + (c + dCol[d] * dist);
        if (!reached[land]) {
            reached[land] = 1;
            markJumps(board, land, reached);
        }
    }
}

int canMove(const int board[], int from, int to)
{
    int copy[89], reached[89] = {0};
    int dr = to / 10 - from / 10, dc = to % 10 - from % 10;

    if (dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1 && (dr || dc))
        return board[to] == EMPTY;
    memcpy(copy, board, sizeof(copy));
    copy[from] = EMPTY;            /* the jumping piece has left its cell */
    reached[from] = 1;
    markJumps(copy, from, reached);
    return to != from && reached[to];
}

/* Function #3: reads one line. returns 1 ok, 0 end of input */
int readLine(char line[], int size)
{
    int len;
    if (fgets(line, size, stdin) == NULL)
        return 0;
    len = strlen(line);
    if (len == size - 1 && line[len - 1] != '\n') {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
        line[0] = '!';            /* too long: certainly not four digits */
        line[1] = '\0';
        return 1;
    }
    return 1;
}

/* Function #4: returns 0 if the move is valid, otherwise the error number */
int checkMove(const int board[], int player, const char line[], int *from, int *to)
{
    char digits[8];
    int n = 0, i = 0;

    while (line[i] == ' ' || line[i] == '\t')
        i++;
    while (line[i] >= '0' && line[i] <= '9') {
        if (n < 5)
            digits[n] = line[i];
        n++;
        i++;
    }
    while (line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '\n')
        i++;
    if (n != 4 || line[i] != '\0')
        return 1;
    *from = (digits[0] - '0') * 10 + (digits[1] - '0');
    *to = (digits[2] - '0') * 10 + (digits[3] - '0');
    if (!inside(*from) || !inside(*to))
        return 2;
    if (board[*from] != player)
        return 3;
    if (board[*to] != EMPTY)
        return 4;
    if (!canMove(board, *from, *to))
        return 5;
    return 0;
}

int campFull(const int board[], const int camp[], int who)
{
    int i, has = 0;
    for (i = 0; i < 6; i++) {
        if (board[camp[i]] == EMPTY)
            return 0;
        if (board[camp[i]] == who)
            has = 1;
    }
    return has;
}

/* Function #5: 0 = continue, 1 = blue wins, 2 = red wins, 3 = draw */
int gameOver(const int board[], const int steps[])
{
    if (campFull(board, redCamp, BLUE))
        return 1;
    if (campFull(board, blueCamp, RED))
        return 2;
    if (steps[BLUE] >= MAX_STEPS && steps[RED] >= MAX_STEPS)
        return 3;
    return 0;
}

int main(void)
{
    const char *errors[6] = {
        "",
        "Invalid input format, please input again:",
        "Input out of the game board, please input again:",
        "Invalid starting location, please input again:",
        "Invalid ending location, please input again:",
        "The move violates the game rule, please input again:"
    };
    const char *names[3] = {"", "Blue (#)", "Red (O)"};
    int board[89], steps[3] = {0, 0, 0};
    int mode = 0, computer = 0, player = BLUE, result = 0, from, to;
    char line[128];
    char *seed = getenv("SEED");

    if (seed != NULL)
        srand((unsigned)atol(seed));
    else
        srand((unsigned)time(NULL));

    printf("Welcome to Chinese Checker!\n");
    printf("Please choose the game mode:\n");
    printf("  1. Human vs. Human\n");
    printf("  2. Human vs. Computer\n");
    printf("Your choice: ");
    while (mode == 0) {
        if (!readLine(line, sizeof(line)))
            return 0;
        if (sscanf(line, "%d", &mode) != 1 || (mode != 1 && mode != 2)) {
            mode = 0;
            printf("Please input 1 or 2: ");
        }
    }
    if (mode == 2) {
        computer = BLUE;
        printf("The computer plays Blue (#) and moves first; you play Red (O).\n");
    }

    initBoard(board);
    while (result == 0) {
        printBoard(board);
        printf("Round %d, next player: %s\n", steps[BLUE] + steps[RED] + 1, names[player]);
        if (player == computer) {
            int move = ai_player(player, board);
            if (move == 0) {
                printf("The computer cannot move and passes.\n");
                player = RED;
                continue;
            }
            from = move / 100;
            to = move % 100;
            printf("Computer moves: %04d\n", move);
        } else {
            int err;
            printf("Please input your move: ");
            while (1) {
                if (!readLine(line, sizeof(line))) {
                    printf("\nEnd of input.\n");
                    return 0;
                }
                err = checkMove(board, player, line, &from, &to);
                if (err == 0)
                    break;
                printf("%s\n", errors[err]);
            }
        }
        board[to] = player;
        board[from] = EMPTY;
        steps[player]++;
        result = gameOver(board, steps);
        player = (player == BLUE) ? RED : BLUE;
    }

    printBoard(board);
    if (result == 3)
        printf("Game over! It is a draw: both players have moved %d steps.\n", MAX_STEPS);
    else
        printf("Game over! The winner is %s.\n", names[result]);
    return 0;
}
