/**
 * ESTR 1002 Problem Solving by Programming
 * Course Project - Chinese Checker
 *
 * Student Name : Eli
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

#define EMPTY 0
#define BLUE 1
#define RED 2
#define MAX_STEPS 100

int ai_player(int player, const int *board);

static const int blueCamp[6] = {11, 12, 13, 21, 22, 31};
static const int redCamp[6] = {68, 77, 78, 86, 87, 88};
static const int dirs[8] = {-11, -10, -9, -1, 1, 9, 10, 11};

/* ---------- input: whitespace separated words ---------- */
/* returns 1 and copies the next word into word, or 0 at end of input */
static int nextWord(char *word, int size)
{
    int ch, n = 0, tooLong = 0;
    ch = getchar();
    while (ch != EOF && isspace(ch)) ch = getchar();
    if (ch == EOF) return 0;
    while (ch != EOF && !isspace(ch)) {
        if (n < size - 1) word[n++] = (char)ch;
        else tooLong = 1;
        ch = getchar();
    }
    word[n] = '\0';
    if (tooLong) word[0] = '?';      /* far too long to be a move */
    return 1;
}

/* ---------- Function #1: initialize the game board ---------- */
int isOnBoard(int loc)
{
    int row = loc / 10, col = loc % 10;
    if (loc < 11 || loc > 88) return 0;
    return row >= 1 && row <= 8 && col >= 1 && col <= 8;
}

void initBoard(int board[])
{
    int i;
    for (i = 0; i < 89; i++) {
        if (isOnBoard(i)) board[i] = EMPTY;
        else board[i] = -1;
    }
    for (i = 0; i < 6; i++) {
        board[blueCamp[i]] = BLUE;
        board[redCamp[i]] = RED;
    }
}

/* ---------- Function #2: display ---------- */
void printBoard(const int board[])
{
    int row, col;
    printf("\n   1 2 3 4 5 6 7 8\n");
    for (row = 1; row <= 8; row++) {
        printf("%d ", row);
        for (col = 1; col <= 8; col++) {
            int v = board[row * 10 + col];
            printf(" %c", v == BLUE ? '#' : (v == RED ? 'O' : '.'));
        }
        printf("\n");
    }
}

/* ---------- move rules ---------- */
/* can we jump from pos in direction d? returns the landing cell or 0 */
static int jumpLanding(const int board[], int pos, int d)
{
    int k = 1, i;
    while (isOnBoard(pos + k * d) && board[pos + k * d] == EMPTY) k++;
    if (!isOnBoard(pos + k * d)) return 0;          /* no piece to jump over */
    for (i = k + 1; i <= 2 * k; i++) {
        if (!isOnBoard(pos + i * d) || board[pos + i * d] != EMPTY) return 0;
    }
    return pos + 2 * k * d;
}

/* all cells the piece at `from` can reach: reach[cell] = 1 */
void findReachable(const int board[], int from, int reach[])
{
    int tmp[89], queue[89], head = 0, tail = 0, i, d;
    memcpy(tmp, board, sizeof(tmp));
    tmp[from] = EMPTY;                               /* the moving piece is lifted */
    for (i = 0; i < 89; i++) reach[i] = 0;
    /* single steps */
    for (d = 0; d < 8; d++)
        if (isOnBoard(from + dirs[d]) && tmp[from + dirs[d]] == EMPTY) reach[from + dirs[d]] = 1;
    /* jumps, breadth first */
    int visited[89] = {0};
    visited[from] = 1;
    queue[tail++] = from;
    while (head < tail) {
        int pos = queue[head++];
        for (d = 0; d < 8; d++) {
            int land = jumpLanding(tmp, pos, dirs[d]);
            if (land != 0 && !visited[land]) {
                visited[land] = 1;
                reach[land] = 1;
                queue[tail++] = land;
            }
        }
    }
    reach[from] = 0;
}

/* ---------- Function #4: check the move ---------- */
/* returns 0 when valid, otherwise 1..5 as listed in Section 3.6 */
int checkMove(const int board[], int player, const char *word, int *move)
{
    int i, from, to, reach[89];
    if (strlen(word) != 4 || word[0] == '0') return 1;
    for (i = 0; i < 4; i++)
        if (word[i] < '0' || word[i] > '9') return 1;
    *move = atoi(word);
    from = *move / 100;
    to = *move % 100;
    if (!isOnBoard(from) || !isOnBoard(to)) return 2;
    if (board[from] != player) return 3;
    if (board[to] != EMPTY) return 4;
    findReachable(board, from, reach);
    if (!reach[to]) return 5;
    return 0;
}

static const char *errorText[6] = {
    "",
    "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"
};

/* ---------- Function #3: read a move from the user ---------- */
/* returns the move, or -1 at end of input */
int readMove(const int board[], int player)
{
    char word[64];
    int move = 0, err;
    printf("Please input your move: ");
    for (;;) {
        if (!nextWord(word, sizeof(word))) return -1;
        err = checkMove(board, player, word, &move);
        if (err == 0) return move;
        printf("%s ", errorText[err]);
    }
}

/* ---------- Function #5: game over? ---------- */
static int fillsCamp(const int board[], int player)
{
    const int *camp = (player == BLUE) ? redCamp : blueCamp;
    int i, own = 0;
    for (i = 0; i < 6; i++) {
        if (board[camp[i]] == EMPTY) return 0;
        if (board[camp[i]] == player) own++;
    }
    return own > 0;
}

/* 0 = continue, 1 = blue wins, 2 = red wins, 3 = draw */
int checkGameOver(const int board[], int player, int blueSteps, int redSteps)
{
    int other = 3 - player;
    if (fillsCamp(board, player)) return player;
    if (fillsCamp(board, other)) return other;
    if (blueSteps >= MAX_STEPS && redSteps >= MAX_STEPS) return 3;
    return 0;
}

static const char *colourName(int p) { return p == BLUE ? "Blue (#)" : "Red (O)"; }

int main(void)
{
    int board[89], steps[3] = {0, 0, 0};
    int mode = 0, computer = 0, player = BLUE, status = 0, round = 1;
    char word[64];
    const char *seed = getenv("SEED");

    if (seed != NULL && seed[0] != '\0') srand((unsigned)atoi(seed));
    else srand((unsigned)time(NULL));

    printf("Welcome to Chinese Checker!\n");
    printf("Please choose a game mode (1: human vs. human, 2: human vs. computer): ");
    while (mode == 0) {
        if (!nextWord(word, sizeof(word))) return 0;
        if (strcmp(word, "1") == 0) mode = 1;
        else if (strcmp(word, "2") == 0) mode = 2;
        else printf("Invalid mode, please choose 1 or 2: ");
    }
    if (mode == 2) {
        printf("Blue (#) moves first. Do you want to play first? (y/n): ");
        while (computer == 0) {
            if (!nextWord(word, sizeof(word))) return 0;
            if (strcmp(word, "y") == 0 || strcmp(word, "Y") == 0) computer = RED;
            else if (strcmp(word, "n") == 0 || strcmp(word, "N") == 0) computer = BLUE;
            else printf("Please answer y or n: ");
        }
        printf("You are %s, the computer is %s.\n", colourName(3 - computer), colourName(computer));
    }

    initBoard(board);
    while (status == 0) {
        int move;
        printBoard(board);
        printf("Round %d (Blue %d/%d moves, Red %d/%d moves)\n", round,
               steps[BLUE], MAX_STEPS, steps[RED], MAX_STEPS);
        printf("Next player: %s%s\n", colourName(player),
               (mode == 2 && player == computer) ? " [computer]" : "");
        if (mode == 2 && player == computer) {
            char text[16];
            move = ai_player(player, board);
            sprintf(text, "%d", move);
            if (move <= 0 || checkMove(board, player, text, &move) != 0) {
                printf("Computer (%s) cannot move, turn skipped.\n", player == BLUE ? "Blue" : "Red");
                move = 0;
            } else {
                printf("Computer (%s) moves: %d\n", player == BLUE ? "Blue" : "Red", move);
            }
        } else {
            move = readMove(board, player);
            if (move < 0) {
                printf("\n");
                return 0;
            }
        }
        if (move > 0) {
            board[move % 100] = board[move / 100];
            board[move / 100] = EMPTY;
        }
        steps[player]++;
        status = checkGameOver(board, player, steps[BLUE], steps[RED]);
        if (player == RED) round++;
        player = 3 - player;
    }

    printBoard(board);
    if (status == 3) printf("Draw! Each player has moved %d steps.\n", MAX_STEPS);
    else printf("%s wins!\n", colourName(status));
    return 0;
}

/* ---------- the computer player ---------- */
static int aiDistance(int player, int loc)
{
    int r = loc / 10, c = loc % 10;
    if (player == BLUE) return (8 - r) + (8 - c);
    return (r - 1) + (c - 1);
}

/* evaluation of a position for `player`: smaller total distance is better,
   and a piece left far behind costs extra */
static int aiEvaluate(int player, const int b[])
{
    int loc, total = 0, worst = 0;
    for (loc = 11; loc <= 88; loc++) {
        if (isOnBoard(loc) && b[loc] == player) {
            int d = aiDistance(player, loc);
            total += d;
            if (d > worst) worst = d;
        }
    }
    return -(4 * total + worst);
}

int ai_player(int player, const int *board)
{
    int from, to, copy[89], reach[89];
    int bestMove = 0, bestValue = -1000000, count = 0;
    memcpy(copy, board, sizeof(copy));
    for (from = 11; from <= 88; from++) {
        if (!isOnBoard(from) || board[from] != player) continue;
        findReachable(board, from, reach);
        for (to = 11; to <= 88; to++) {
            int value;
            if (!reach[to]) continue;
            copy[from] = EMPTY;
            copy[to] = player;
            value = aiEvaluate(player, copy);
            copy[to] = EMPTY;
            copy[from] = player;
            if (value > bestValue) {
                bestValue = value;
                bestMove = from * 100 + to;
                count = 1;
            } else if (value == bestValue) {
                count++;
                if (rand() % count == 0) bestMove = from * 100 + to;
            }
        }
    }
    return bestMove;
}
