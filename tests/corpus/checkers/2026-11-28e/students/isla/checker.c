/*
 * ESTR1002 project - chinese checker
 * by isla :)
 *
 * compile: gcc -O2 *.c -o prog
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "aiplayer.h"

int board[89];
int moved[3];          /* how many moves each player made */

int blueHome[6] = {11, 12, 13, 21, 22, 31};
int redHome[6]  = {68, 77, 78, 86, 87, 88};
int dirs[8] = {-11, -10, -9, -1, 1, 9, 10, 11};

const char *colourName(int p) { return p == 1 ? "blue" : "red"; }
char colourChar(int p) { return p == 1 ? '#' : 'O'; }

int isCell(int x)
{
    if (x < 11 || x > 88) return 0;
    if (x % 10 == 0 || x % 10 == 9) return 0;
    return 1;
}

void initBoard(void)
{
    int i;
    for (i = 0; i < 89; i++) {
        if (isCell(i)) board[i] = 0;
        else board[i] = -1;
    }
    for (i = 0; i < 6; i++) {
        board[blueHome[i]] = 1;
        board[redHome[i]] = 2;
    }
}

void drawBoard(void)
{
    int r, c;
    printf("\n      1  2  3  4  5  6  7  8\n");
    printf("    --------------------------\n");
    for (r = 1; r <= 8; r++) {
        printf("  %d :", r);
        for (c = 1; c <= 8; c++) {
            int v = board[r * 10 + c];
            if (v == 1) printf("  #");
            else if (v == 2) printf("  O");
            else printf("  .");
        }
        printf("\n");
    }
    printf("    --------------------------\n");
}

/* visited[] marks every cell we can land on by jumping */
void findJumps(int b[], int pos, int visited[])
{
    int d;
    for (d = 0; d < 8; d++) {
        int gap = 0;
        int cur = pos + dirs[d];
        int i, ok;
        while (isCell(cur) && b[cur] == 0) {
            gap++;
            cur += dirs[d];
        }
        if (!isCell(cur)) continue;
        /* cur is the piece we jump over, need gap+1 empty cells after it */
        ok = 1;
        for (i = 0; i <= gap; i++) {
            cur += dirs[d];
            if (!isCell(cur) || b[cur] != 0) { ok = 0; break; }
        }
        if (ok && visited[cur] == 0) {
            visited[cur] = 1;
            findJumps(b, cur, visited);
        }
    }
}

int canMove(const int b[], int from, int to)
{
    int copy[89], visited[89];
    int d;
    for (d = 0; d < 8; d++)
        if (from + dirs[d] == to) return 1;  /* to is already known to be empty */
    memcpy(copy, b, sizeof(copy));
    copy[from] = 0;
    memset(visited, 0, sizeof(visited));
    findJumps(copy, from, visited);
    return visited[to] == 1;
}

/* did player p win? (the other camp is full and p has a piece inside) */
int hasWon(const int b[], int p)
{
    int *camp;
    int i, mine = 0;
    if (p == 1) camp = redHome;
    else camp = blueHome;
    for (i = 0; i < 6; i++) {
        if (b[camp[i]] == 0) return 0;
        if (b[camp[i]] == p) mine = 1;
    }
    return mine;
}

/* 0 = ok, otherwise which message to show */
int checkInput(char *s, int p, int *from, int *to)
{
    int len, i, num;
    while (*s == ' ' || *s == '\t') s++;
    len = strlen(s);
    while (len > 0 && (s[len-1] == ' ' || s[len-1] == '\t' || s[len-1] == '\n' || s[len-1] == '\r'))
        s[--len] = '\0';
    if (len != 4) return 1;
    for (i = 0; i < 4; i++)
        if (s[i] < '0' || s[i] > '9') return 1;
    if (s[0] == '0') return 1;
    num = atoi(s);
    *from = num / 100;
    *to = num % 100;
    if (*from < 11 || *from > 88 || *to < 11 || *to > 88) return 2;
    if (board[*from] != p) return 3;
    if (board[*to] != 0) return 4;
    if (!canMove(board, *from, *to)) return 5;
    return 0;
}

const char *messages[6] = {
    "",
    "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"
};

/* read a line, 0 means no more input */
int readLine(char *buf, int n)
{
    int len;
    if (!fgets(buf, n, stdin)) return 0;
    len = strlen(buf);
    if (len == n - 1 && buf[len-1] != '\n') {
        int c;
        while ((c = getchar()) != '\n' && c != EOF) ;
        strcpy(buf, "toolong");
    }
    return 1;
}

int main(void)
{
    char buf[200];
    int mode = 0, computer = 0, player = 1, from, to, err;
    char *seed = getenv("SEED");

    if (seed) srand(atoi(seed));
    else srand(time(NULL));

    printf("~~~ welcome to chinese checker ~~~\n");
    printf("blue (#) starts in the top-left corner, red (O) in the bottom-right.\n");
    while (mode != 1 && mode != 2) {
        printf("pick a mode: 1 = two humans, 2 = you vs the computer > ");
        if (!readLine(buf, sizeof(buf))) return 0;
        if (strcmp(buf, "1\n") == 0 || strcmp(buf, "1") == 0) mode = 1;
        else if (strcmp(buf, "2\n") == 0 || strcmp(buf, "2") == 0) mode = 2;
        else printf("hmm, that's not a mode.\n");
    }
    if (mode == 2) {
        computer = 1;
        printf("the computer goes first as blue (#), you are red (O).\n");
    }

    initBoard();
    while (1) {
        drawBoard();
        printf("moves: blue %d, red %d\n", moved[1], moved[2]);
        printf("now it's %s's turn (%c)\n", colourName(player), colourChar(player));
        if (player == computer) {
            int mv = ai_player(player, board);
            from = mv / 100;
            to = mv % 100;
            printf("the computer moves %d -> %d\n", from, to);
        } else {
            printf("[%s %c] your move > ", colourName(player), colourChar(player));
            while (1) {
                if (!readLine(buf, sizeof(buf))) {
                    printf("\nbye!\n");
                    return 0;
                }
                err = checkInput(buf, player, &from, &to);
                if (err == 0) break;
                printf("%s\n> ", messages[err]);
            }
        }
        board[to] = player;
        board[from] = 0;
        moved[player]++;

        if (hasWon(board, player)) {
            drawBoard();
            printf("the winner is %s (%c)!!! congratulations\n", colourName(player), colourChar(player));
            break;
        }
        if (moved[1] >= 100 && moved[2] >= 100) {
            drawBoard();
            printf("100 moves each and nobody made it... it's a draw\n");
            break;
        }
        player = 3 - player;
    }
    return 0;
}
