/**
 * ESTR 1002 Problem Solving by Programming
 * Course Project - Chinese Checker
 * Student Name : rex
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

#define EMPTY 0
#define BLUE 1
#define RED 2
#define OUTSIDE -1

int board[89];
int moveCount[3];

int dirRow[8] = {0, 0, 1, -1, 1, 1, -1, -1};
int dirCol[8] = {1, -1, 0, 0, 1, -1, 1, -1};

int ai_player(int player, const int *board);

int onBoard(int r, int c)
{
    return (r >= 1 && r <= 8 && c >= 1 && c <= 8);
}

int inCamp(int pos, int who)
{
    int r = pos / 10, c = pos % 10;
    if (!onBoard(r, c)) return 0;
    if (who == BLUE) return (r + c <= 4);
    return (r + c >= 14);
}

// Function #1
void initBoard(int b[])
{
    for (int i = 0; i < 89; i++) {
        if (!onBoard(i / 10, i % 10)) b[i] = OUTSIDE;
        else if (inCamp(i, BLUE)) b[i] = BLUE;
        else if (inCamp(i, RED)) b[i] = RED;
        else b[i] = EMPTY;
    }
}

// Function #2
void printBoard(const int b[])
{
    printf("\n   1  2  3  4  5  6  7  8\n");
    for (int r = 1; r <= 8; r++) {
        printf("%d ", r);
        for (int c = 1; c <= 8; c++) {
            int v = b[r * 10 + c];
            if (v == BLUE) printf(" # ");
            else if (v == RED) printf(" O ");
            else printf(" . ");
        }
        printf("\n");
    }
    printf("\n");
}

int getCell(const int b[], int r, int c)
{
    if (!onBoard(r, c)) return OUTSIDE;
    return b[r * 10 + c];
}

// recursive search: can the piece jump from (r,c) to the target?
int canJump(int b[], int r, int c, int target, int visited[])
{
    if (r * 10 + c == target) return 1;
    visited[r * 10 + c] = 1;
    for (int d = 0; d < 8; d++) {
        int k = 1;
        while (getCell(b, r + k * dirRow[d], c + k * dirCol[d]) == EMPTY) k++;
        if (getCell(b, r + k * dirRow[d], c + k * dirCol[d]) == OUTSIDE) continue;
        // piece found at distance k, landing at distance 2k
        int lr = r + 2 * k * dirRow[d], lc = c + 2 * k * dirCol[d];
        if (getCell(b, lr, lc) != EMPTY) continue;
        if (visited[lr * 10 + lc]) continue;
        if (canJump(b, lr, lc, target, visited)) return 1;
    }
    return 0;
}

int validPath(const int b[], int from, int to)
{
    int fr = from / 10, fc = from % 10, tr = to / 10, tc = to % 10;
    // single step
    if (abs(fr - tr) <= 1 && abs(fc - tc) <= 1) return 1;
    int copy[89], visited[89];
    memcpy(copy, b, sizeof(copy));
    memset(visited, 0, sizeof(visited));
    copy[from] = EMPTY;
    return canJump(copy, fr, fc, to, visited);
}

// Function #4: returns 0 if valid, otherwise the error number
int checkMove(const int b[], int player, int move)
{
    int from = move / 100, to = move % 100;
    if (!onBoard(from / 10, from % 10) || !onBoard(to / 10, to % 10)) return 2;
    if (b[to] != EMPTY) return 4;
    if (b[from] != player) return 3;
    if (!validPath(b, from, to)) return 5;
    return 0;
}

void printError(int e)
{
    if (e == 1) printf("Invalid input format, please input again:\n");
    if (e == 2) printf("Input out of the game board, please input again:\n");
    if (e == 3) printf("Invalid starting location, please input again:\n");
    if (e == 4) printf("Invalid ending location, please input again:\n");
    if (e == 5) printf("The move violates the game rule, please input again:\n");
}

// read a line, -1 on EOF
int readLine(char *buf, int size)
{
    if (fgets(buf, size, stdin) == NULL) return -1;
    if (strchr(buf, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF);
    }
    return 0;
}

// Function #3: returns the move or -1 on EOF
int readMove(int player)
{
    char buf[100];
    printf("Please input your move: ");
    fflush(stdout);
    while (1) {
        if (readLine(buf, sizeof(buf)) < 0) return -1;
        char word[100];
        char extra[100];
        int n = sscanf(buf, "%99s %99s", word, extra);
        int err = 0;
        if (n != 1 || strlen(word) != 4) err = 1;
        for (int i = 0; err == 0 && i < 4; i++)
            if (!isdigit((unsigned char)word[i])) err = 1;
        int move = 0;
        if (err == 0) {
            move = atoi(word);
            err = checkMove(board, player, move);
        }
        if (err == 0) return move;
        printError(err);
        fflush(stdout);
    }
}

int campWon(const int b[], int player)
{
    int other = (player == BLUE) ? RED : BLUE;
    int mine = 0;
    for (int i = 11; i <= 88; i++) {
        if (!inCamp(i, other)) continue;
        if (b[i] == EMPTY) return 0;
        if (b[i] == player) mine = 1;
    }
    return mine;
}

// Function #5: 0 continue, 1 blue wins, 2 red wins, 3 draw
int checkGameOver(const int b[])
{
    if (campWon(b, BLUE)) return 1;
    if (campWon(b, RED)) return 2;
    if (moveCount[BLUE] >= 100 && moveCount[RED] >= 100) return 3;
    return 0;
}

int readNumber(void)
{
    char buf[100];
    int x;
    char c;
    while (1) {
        if (readLine(buf, sizeof(buf)) < 0) return -1;
        if (sscanf(buf, "%d %c", &x, &c) == 1 && (x == 1 || x == 2)) return x;
        printf("Please enter 1 or 2: ");
        fflush(stdout);
    }
}

int main(void)
{
    int isComputer[3] = {0, 0, 0};
    char *s = getenv("SEED");
    if (s != NULL) srand(atoi(s));
    else srand(time(NULL));

    printf("Select mode: 1. Human vs Human  2. Human vs Computer\n> ");
    fflush(stdout);
    int mode = readNumber();
    if (mode < 0) return 0;
    if (mode == 2) {
        printf("Computer plays first? (1 = yes, 2 = no)\n> ");
        fflush(stdout);
        int first = readNumber();
        if (first < 0) return 0;
        if (first == 1) isComputer[BLUE] = 1;
        else isComputer[RED] = 1;
    }

    initBoard(board);
    int player = BLUE;
    int result = 0;
    while (result == 0) {
        printBoard(board);
        printf("Current player: %s\n", player == BLUE ? "BLUE (#)" : "RED (O)");
        int move;
        if (isComputer[player]) {
            move = ai_player(player, board);
            printf("Computer move: %d\n", move);
        } else {
            move = readMove(player);
            if (move < 0) return 0;
        }
        board[move % 100] = player;
        board[move / 100] = EMPTY;
        moveCount[player]++;
        result = checkGameOver(board);
        player = (player == BLUE) ? RED : BLUE;
    }
    printBoard(board);
    if (result == 1) printf("BLUE WINS!\n");
    else if (result == 2) printf("RED WINS!\n");
    else printf("DRAW!\n");
    return 0;
}

// ---------------- computer player ----------------
// tries every move, takes the one that goes furthest forward
int ai_player(int player, const int *b)
{
    int best = 0, bestGain = -100, n = 0;
    for (int from = 11; from <= 88; from++) {
        if (!onBoard(from / 10, from % 10) || b[from] != player) continue;
        for (int to = 11; to <= 88; to++) {
            if (!onBoard(to / 10, to % 10) || b[to] != EMPTY) continue;
            if (!validPath(b, from, to)) continue;
            int gain = (to / 10 + to % 10) - (from / 10 + from % 10);
            if (player == RED) gain = -gain;
            if (inCamp(from, 3 - player)) gain -= 3;
            if (gain > bestGain) {
                bestGain = gain;
                best = from * 100 + to;
                n = 1;
            } else if (gain == bestGain) {
                n++;
                if (rand() % n == 0) best = from * 100 + to;
            }
        }
    }
    return best;
}
