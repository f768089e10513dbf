/*
 * ESTR1002 Course Project - Chinese Checker
 * Name: wyn   SID: 1155000004
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define EMPTY 0
#define BLUE 1
#define RED 2
#define MAXSTEP 100

int blueCamp[6] = {11, 12, 13, 21, 22, 31};
int redCamp[6] = {68, 77, 78, 86, 87, 88};
int dirs[8] = {-11, -10, -9, -1, 1, 9, 10, 11};

int inBoard(int pos)
{
    if (pos < 11 || pos > 88) return 0;
    if (pos % 10 == 0 || pos % 10 == 9) return 0;
    return 1;
}

void initBoard(int board[])
{
    int i;
    for (i = 0; i < 89; i++) {
        if (inBoard(i)) board[i] = EMPTY;
        else board[i] = -1;
    }
    for (i = 0; i < 6; i++) {
        board[blueCamp[i]] = BLUE;
        board[redCamp[i]] = RED;
    }
}

void printBoard(const int board[])
{
    int i, j;
    printf("\n    1  2  3  4  5  6  7  8\n");
    for (i = 1; i <= 8; i++) {
        printf(" %d ", i);
        for (j = 1; j <= 8; j++) {
            if (board[i * 10 + j] == BLUE) printf(" # ");
            else if (board[i * 10 + j] == RED) printf(" O ");
            else printf(" . ");
        }
        printf("\n");
    }
    printf("\n");
}

/* recursive: can the piece jump from pos and (eventually) land on target? */
int canJump(int board[], int pos, int target, int visited[])
{
    int d, k, j, dir, land, ok;
    if (pos == target) return 1;
    visited[pos] = 1;
    for (d = 0; d < 8; d++) {
        dir = dirs[d];
        /* the middle piece is k cells away and the landing cell 2k cells away;
           the board has 8 columns so k can only be 1 or 2 */
        for (k = 1; k < 3; k++) {
            land = pos + 2 * k * dir;
            if (!inBoard(pos + k * dir) || !inBoard(land)) break;
            if (board[pos + k * dir] == EMPTY) continue;   /* middle must hold a piece */
            ok = 1;
            for (j = k + 1; j < 2 * k; j++)                /* cells after the middle */
                if (board[pos + j * dir] != EMPTY) ok = 0;
            if (ok && board[land] == EMPTY && !visited[land])
                if (canJump(board, land, target, visited)) return 1;
            break;
        }
    }
    return 0;
}

int isAdjacent(int from, int to)
{
    int d;
    for (d = 0; d < 8; d++)
        if (from + dirs[d] == to) return 1;
    return 0;
}

int legalMove(const int board[], int from, int to)
{
    int tmp[89], visited[89];
    if (isAdjacent(from, to) && inBoard(to) && board[to] == EMPTY) return 1;
    memcpy(tmp, board, sizeof(tmp));
    memset(visited, 0, sizeof(visited));
    tmp[from] = EMPTY;
    return canJump(tmp, from, to, visited);
}

/* returns 0 if ok, otherwise prints the message */
int checkMove(const int board[], int player, char *line, int *from, int *to)
{
    char *end;
    long v;
    int r1, c1, r2, c2;

    line[strcspn(line, "\r\n")] = 0;
    v = strtol(line, &end, 10);
    while (*end == ' ' || *end == '\t') end++;
    if (end == line || *end != 0 || v < 1000 || v > 9999) {
        printf("Invalid input format, please input again:\n");
        return 1;
    }
    r1 = v / 1000; c1 = v / 100 % 10; r2 = v / 10 % 10; c2 = v % 10;
    if (r1 < 1 || r1 > 8 || c1 < 1 || c1 > 8 || r2 < 1 || r2 > 8 || c2 < 1 || c2 > 8) {
        printf("Input out of the game board, please input again:\n");
        return 1;
    }
    *from = r1 * 10 + c1;
    *to = r2 * 10 + c2;
    if (board[*from] != player) {
        printf("Invalid starting location, please input again:\n");
        return 1;
    }
    if (board[*to] != EMPTY) {
        printf("Invalid ending location, please input again:\n");
        return 1;
    }
    if (!legalMove(board, *from, *to)) {
        printf("The move violates the game rule, please input again:\n");
        return 1;
    }
    return 0;
}

/* has player filled the opposite camp? */
int isWinner(const int board[], int player)
{
    int *target = (player == BLUE) ? redCamp : blueCamp;
    int i;
    for (i = 0; i < 6; i++)
        if (board[target[i]] != player) return 0;
    return 1;
}

/* 0 continue, 1/2 winner, 3 draw */
int checkEnd(const int board[], int player, int stepBlue, int stepRed)
{
    if (isWinner(board, player)) return player;
    if (isWinner(board, 3 - player)) return 3 - player;
    if (stepBlue >= MAXSTEP && stepRed >= MAXSTEP) return 3;
    return 0;
}

/* ---------------- computer player ---------------- */
int distance(int pos, int player)
{
    if (player == BLUE) return (8 - pos / 10) + (8 - pos % 10);
    return (pos / 10 - 1) + (pos % 10 - 1);
}

int ai_player(int player, const int *board)
{
    int from, to, best = -9999, bestMove = 0, score, n = 0;
    for (from = 11; from <= 88; from++) {
        if (!inBoard(from) || board[from] != player) continue;
        for (to = 11; to <= 88; to++) {
            if (!inBoard(to) || board[to] != EMPTY) continue;
            if (!legalMove(board, from, to)) continue;
            score = 3 * (distance(from, player) - distance(to, player));
            if (distance(to, player) <= 2) score += 2;
            if (distance(from, player) <= 2) score -= 3;
            score += rand() % 3;
            if (score > best) { best = score; bestMove = from * 100 + to; n = 1; }
            else if (score == best && rand() % (++n) == 0) bestMove = from * 100 + to;
        }
    }
    return bestMove;
}

int readLine(char *buf, int size)
{
    int c, n = 0;
    c = getchar();
    if (c == EOF) return 0;
    while (c != EOF && c != '\n') {
        if (n < size - 1) buf[n++] = (char)c;
        c = getchar();
    }
    buf[n] = 0;
    return 1;
}

int main()
{
    int board[89];
    int mode = 0, first = 0, computer = 0, player = BLUE, from, to, result;
    int step[3] = {0, 0, 0};
    char line[200];
    char *seed = getenv("SEED");
    if (seed) srand(atoi(seed));
    else srand(time(NULL));

    printf("Chinese Checker\n");
    printf("Enter 1 for human v.s. human, 2 for human v.s. computer: ");
    while (mode != 1 && mode != 2) {
        if (!readLine(line, sizeof(line))) return 0;
        mode = atoi(line);
        if (mode != 1 && mode != 2) printf("Please enter 1 or 2: ");
    }
    if (mode == 2) {
        printf("Who plays first? 1 = you, 2 = computer: ");
        while (first != 1 && first != 2) {
            if (!readLine(line, sizeof(line))) return 0;
            first = atoi(line);
            if (first != 1 && first != 2) printf("Please enter 1 or 2: ");
        }
        computer = (first == 1) ? RED : BLUE;
    }

    initBoard(board);
    printBoard(board);
    while (1) {
        printf("It is now %s's turn (%c).\n", player == BLUE ? "Blue" : "Red",
               player == BLUE ? '#' : 'O');
        if (player == computer) {
            int mv = ai_player(player, board);
            from = mv / 100;
            to = mv % 100;
            if (mv == 0) {
                printf("Computer cannot move.\n");
                player = 3 - player;
                continue;
            }
            printf("Computer move: %d\n", mv);
        } else {
            printf("Enter your move: ");
            while (1) {
                if (!readLine(line, sizeof(line))) {
                    printf("\nBye.\n");
                    return 0;
                }
                if (checkMove(board, player, line, &from, &to) == 0) break;
            }
        }
        board[to] = player;
        board[from] = EMPTY;
        step[player]++;
        printBoard(board);
        result = checkEnd(board, player, step[BLUE], step[RED]);
        if (result == 1 || result == 2) {
            printf("*** %s is the winner! ***\n", result == BLUE ? "Blue" : "Red");
            break;
        }
        if (result == 3) {
            printf("*** Draw game! Both players moved %d steps. ***\n", MAXSTEP);
            break;
        }
        player = 3 - player;
    }
    return 0;
}
