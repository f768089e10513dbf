/******************************************************
 *  CHINESE CHECKER  --  ESTR1002 COURSE PROJECT
 *  AUTHOR: JUDE
 ******************************************************/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "jude.h"

#define MAXSTEP 100

static const char *errmsg[6] = {
    "",
    "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"
};

/* ---- FUNCTION #1 : INITIALIZE ---- */
void initialize(int board[])
{
    int i;
    int blue[6] = {11, 12, 13, 21, 22, 31};
    int red[6] = {88, 87, 86, 78, 77, 68};
    for (i = 0; i < 89; i++)
        board[i] = inside(i) ? 0 : -1;
    for (i = 0; i < 6; i++) {
        board[blue[i]] = 1;
        board[red[i]] = 2;
    }
}

/* ---- FUNCTION #2 : DISPLAY ---- */
void display(const int board[])
{
    int r, c;
    printf("\n     1 2 3 4 5 6 7 8\n");
    printf("   +-----------------+\n");
    for (r = 1; r <= 8; r++) {
        printf(" %d |", r);
        for (c = 1; c <= 8; c++) {
            switch (board[r * 10 + c]) {
            case 1: printf(" #"); break;
            case 2: printf(" O"); break;
            default: printf(" ."); break;
            }
        }
        printf(" |\n");
    }
    printf("   +-----------------+\n");
}

/* ---- FUNCTION #3 : READ A MOVE ---- */
/* reads one word from the keyboard, returns 0 when input is finished */
static int read_word(char *w, int size)
{
    int ch, n = 0;
    do {
        ch = getchar();
    } while (ch == ' ' || ch == '\n' || ch == '\t' || ch == '\r');
    if (ch == EOF)
        return 0;
    while (ch != EOF && ch != ' ' && ch != '\n' && ch != '\t' && ch != '\r') {
        if (n < size - 1)
            w[n++] = (char)ch;
        else
            w[0] = '!';          /* too long: can never be 4 digits */
        ch = getchar();
    }
    w[n] = '\0';
    return 1;
}

/* ---- FUNCTION #4 : CHECK A MOVE ---- */
int check(const int board[], int player, const char *w, int *move)
{
    int i, from, to;
    if (strlen(w) != 4 || w[0] == '0')
        return 1;
    for (i = 0; i < 4; i++)
        if (w[i] < '0' || w[i] > '9')
            return 1;
    *move = atoi(w);
    from = *move / 100;
    to = *move % 100;
    if (!inside(from) || !inside(to))
        return 2;
    if (board[from] != player)
        return 3;
    if (board[to] != 0)
        return 4;
    if (!valid_move(board, from, to))
        return 5;
    return 0;
}

/* ---- FUNCTION #5 : GAME OVER? ---- */
/* 0 = go on, 1 = blue wins, 2 = red wins, 3 = draw */
int game_over(const int board[], int turn)
{
    if (winner(board, 1)) return 1;
    if (winner(board, 2)) return 2;
    if (turn == 2 * MAXSTEP - 1) return 3;   /* both players used up their moves */
    return 0;
}

int main(void)
{
    int board[89];
    int mode = 0, cpu = 0, player = 1, turn, move, e, over = 0;
    char w[32];
    char *s = getenv("SEED");

    srand(s ? (unsigned)atoi(s) : (unsigned)time(NULL));

    printf("******************************\n");
    printf("*      CHINESE  CHECKER      *\n");
    printf("******************************\n");
    printf("GAME MODE: 1 = HUMAN VS HUMAN, 2 = HUMAN VS COMPUTER\n");
    while (mode == 0) {
        printf("ENTER MODE: ");
        if (!read_word(w, sizeof(w)))
            return 0;
        if (strcmp(w, "1") == 0) mode = 1;
        else if (strcmp(w, "2") == 0) mode = 2;
        else printf("PLEASE ENTER 1 OR 2.\n");
    }
    if (mode == 2) {
        int ans = 0;
        while (ans == 0) {
            printf("COMPUTER PLAYS FIRST? (1 = YES, 2 = NO): ");
            if (!read_word(w, sizeof(w)))
                return 0;
            if (strcmp(w, "1") == 0) ans = 1;
            else if (strcmp(w, "2") == 0) ans = 2;
            else printf("PLEASE ENTER 1 OR 2.\n");
        }
        cpu = (ans == 1) ? 1 : 2;
        printf("COMPUTER IS %s, YOU ARE %s.\n", cpu == 1 ? "BLUE (#)" : "RED (O)",
               cpu == 1 ? "RED (O)" : "BLUE (#)");
    }

    initialize(board);
    for (turn = 1; !over; turn++) {
        display(board);
        printf("TURN %d - %s\n", turn, player == 1 ? "BLUE (#)" : "RED (O)");
        if (player == cpu) {
            move = ai_player(player, board);
            printf("COMPUTER MOVES %d\n", move);
        } else {
            printf("%s MOVE: ", player == 1 ? "BLUE (#)" : "RED (O)");
            while (1) {
                if (!read_word(w, sizeof(w))) {
                    printf("\n");
                    return 0;
                }
                e = check(board, player, w, &move);
                if (e == 0)
                    break;
                printf("%s\n", errmsg[e]);
            }
        }
        board[move % 100] = board[move / 100];
        board[move / 100] = 0;
        over = game_over(board, turn);
        player = 3 - player;
    }
    display(board);
    if (over == 1) printf("*** BLUE WINS ***\n");
    else if (over == 2) printf("*** RED WINS ***\n");
    else printf("*** DRAW GAME ***\n");
    return 0;
}
