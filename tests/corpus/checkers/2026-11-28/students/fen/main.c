/*
 * ESTR1002 Course Project - Chinese Checker
 * Student: Fen
 *
 * board[] uses index 11..88, row = index / 10, column = index % 10
 * 0 = empty, 1 = blue (#), 2 = red (O), -1 = not on the board
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int board[89];
int gameMode;          /* 1 = human vs human, 2 = human vs computer */
int currentPlayer;     /* 1 = blue, 2 = red */
int blueMoves = 0;     /* how many moves blue has made */
int redMoves = 0;      /* how many moves red has made */

int directions[8] = {-11, -10, -9, -1, 1, 9, 10, 11};
int blueHome[6] = {11, 12, 13, 21, 22, 31};
int redHome[6] = {88, 87, 86, 78, 77, 68};

int ai_player(int player, const int *board);

/* Function #1 */
void initializeBoard()
{
    int i, row, col;
    for (i = 0; i < 89; i++) {
        board[i] = -1;
    }
    for (row = 1; row <= 8; row++) {
        for (col = 1; col <= 8; col++) {
            board[row * 10 + col] = 0;
        }
    }
    for (i = 0; i < 6; i++) {
        board[blueHome[i]] = 1;
        board[redHome[i]] = 2;
    }
}

/* Function #2 */
void displayBoard(const int *b)
{
    int row, col;
    printf("\n     1  2  3  4  5  6  7  8\n");
    for (row = 1; row <= 8; row++) {
        printf(" %d  ", row);
        for (col = 1; col <= 8; col++) {
            if (b[row * 10 + col] == 1) {
                printf("[#]");
            } else if (b[row * 10 + col] == 2) {
                printf("[O]");
            } else {
                printf("[.]");
            }
        }
        printf("\n");
    }
    printf("\n");
}

int insideBoard(int pos)
{
    if (pos < 11 || pos > 88) return 0;
    if (pos % 10 == 0 || pos % 10 == 9) return 0;
    return 1;
}

/* recursion: visit every cell that can be reached by jumping from pos */
void jumpFrom(int *b, int pos, int *visited)
{
    int d, k, i;
    for (d = 0; d < 8; d++) {
        int dir = directions[d];
        int middle = -1;
        /* look for the first piece on this line */
        for (k = 1; insideBoard(pos + k * dir); k++) {
            if (b[pos + k * dir] != 0) {
                middle = k;
                break;
            }
        }
        if (middle == -1) continue;
        /* after the piece there must be the same number of empty cells */
        int good = 1;
        for (i = middle + 1; i <= 2 * middle; i++) {
            if (!insideBoard(pos + i * dir) || b[pos + i * dir] != 0) {
                good = 0;
                break;
            }
        }
        if (good) {
            int landing = pos + 2 * middle * dir;
            if (visited[landing] == 0) {
                visited[landing] = 1;
                jumpFrom(b, landing, visited);
            }
        }
    }
}

/* 1 if the piece at from can go to to */
int canMove(const int *b, int from, int to)
{
    int temp[89], visited[89];
    int d;
    memcpy(temp, b, sizeof(temp));
    memset(visited, 0, sizeof(visited));
    temp[from] = 0; /* pick the piece up */
    for (d = 0; d < 8; d++) {
        if (from + directions[d] == to && insideBoard(to) && temp[to] == 0) {
            return 1;
        }
    }
    visited[from] = 1;
    jumpFrom(temp, from, visited);
    if (to != from && visited[to] == 1) return 1;
    return 0;
}

/* Function #4: returns 0 if the move is ok, otherwise prints the message */
int checkMove(char *input, int player)
{
    int i, number, from, to;

    /* (1) four-digit integer */
    if (strlen(input) != 4 || input[0] == '0') {
        printf("Invalid input format, please input again:\n");
        return 1;
    }
    for (i = 0; i < 4; i++) {
        if (input[i] < '0' || input[i] > '9') {
            printf("Invalid input format, please input again:\n");
            return 1;
        }
    }
    number = atoi(input);
    from = number / 100;
    to = number % 100;

    /* (2) inside the board, 11 to 88 */
    if (from < 11 || from > 88 || to < 11 || to > 88) {
        printf("Input out of the game board, please input again:\n");
        return 2;
    }
    /* (3) own piece at the start */
    if (board[from] != player) {
        printf("Invalid starting location, please input again:\n");
        return 3;
    }
    /* (4) end must be empty */
    if (board[to] != 0) {
        printf("Invalid ending location, please input again:\n");
        return 4;
    }
    /* (5) the move itself */
    if (!canMove(board, from, to)) {
        printf("The move violates the game rule, please input again:\n");
        return 5;
    }
    return 0;
}

/* Function #3: read a move, returns -1 when there is no more input */
int readMove(int player)
{
    char input[100];
    printf("Player %d, please input your move: ", player);
    while (1) {
        if (scanf("%99s", input) != 1) {
            return -1;
        }
        if (strlen(input) == 99) {
            /* very long input: throw the rest of it away */
            int c = getchar();
            while (c != EOF && c != ' ' && c != '\n' && c != '\t' && c != '\r') c = getchar();
            input[0] = 'x';
        }
        if (checkMove(input, player) == 0) {
            return atoi(input);
        }
    }
}

/* does player fill the camp of the other player? */
int campFilled(int player)
{
    int *camp;
    int i, mine = 0;
    if (player == 1) camp = redHome;
    else camp = blueHome;
    for (i = 0; i < 6; i++) {
        if (board[camp[i]] == 0) return 0;
        if (board[camp[i]] == player) mine++;
    }
    if (mine >= 1) return 1;
    return 0;
}

/* Function #5: 0 = go on, 1 = blue wins, 2 = red wins, 3 = draw */
int checkGameOver(int player)
{
    int other = 3 - player;
    if (campFilled(player)) return player;
    if (campFilled(other)) return other;
    /* draw when each player has moved 100 steps */
    if (blueMoves >= 100) return 3;
    return 0;
}

int main()
{
    int result = 0, move;
    char modeInput[100];
    char *seedText = getenv("SEED");

    if (seedText != NULL) srand(atoi(seedText));
    else srand(time(NULL));

    printf("=== Chinese Checker ===\n");
    gameMode = 0;
    while (gameMode != 1 && gameMode != 2) {
        printf("Enter 1 for human vs human, 2 for human vs computer: ");
        if (scanf("%99s", modeInput) != 1) return 0;
        if (strcmp(modeInput, "1") == 0) gameMode = 1;
        else if (strcmp(modeInput, "2") == 0) gameMode = 2;
        else printf("Wrong mode!\n");
    }
    if (gameMode == 2) {
        printf("You are Player 1 (#) and you move first. The computer is Player 2 (O).\n");
    }

    initializeBoard();
    currentPlayer = 1;
    while (result == 0) {
        displayBoard(board);
        printf("Blue moves: %d, Red moves: %d\n", blueMoves, redMoves);
        printf("Now it is Player %d (%c)'s turn.\n", currentPlayer, currentPlayer == 1 ? '#' : 'O');
        if (gameMode == 2 && currentPlayer == 2) {
            move = ai_player(2, board);
            printf("Computer (Player 2) chose move %d\n", move);
        } else {
            move = readMove(currentPlayer);
            if (move == -1) {
                printf("\nNo more input. Bye!\n");
                return 0;
            }
        }
        if (move > 0) {
            board[move % 100] = board[move / 100];
            board[move / 100] = 0;
        }
        if (currentPlayer == 1) blueMoves++;
        else redMoves++;
        result = checkGameOver(currentPlayer);
        currentPlayer = 3 - currentPlayer;
    }

    displayBoard(board);
    if (result == 1) printf("Player 1 (#) wins the game!!\n");
    else if (result == 2) printf("Player 2 (O) wins the game!!\n");
    else printf("Draw game. Both players have moved 100 steps.\n");
    return 0;
}

/* ================= computer player ================= */
/* picks a random move that goes forward; if there is none, any random move */
int ai_player(int player, const int *b)
{
    int moves[800], good[800];
    int n = 0, g = 0, from, to;
    for (from = 11; from <= 88; from++) {
        if (!insideBoard(from) || b[from] != player) continue;
        for (to = 11; to <= 88; to++) {
            if (!insideBoard(to) || b[to] != 0) continue;
            if (canMove(b, from, to)) {
                int gain = (to / 10 + to % 10) - (from / 10 + from % 10);
                if (player == 2) gain = -gain;
                moves[n++] = from * 100 + to;
                if (gain > 0) good[g++] = from * 100 + to;
            }
        }
    }
    if (g > 0) return good[rand() % g];
    if (n > 0) return moves[rand() % n];
    return 0;
}
