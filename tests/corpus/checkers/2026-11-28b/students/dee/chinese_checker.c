/**
 * ESTR 1002 Problem Solving by Programming
 * Course Project - Chinese Checker
 *
 * Student Name : dee
 *
 * compile: gcc chinese_checker.c -o cc
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_MOVES 100

int board[89];
int blue_camp[6] = {11, 12, 13, 21, 22, 31};
int red_camp[6] = {88, 87, 86, 78, 77, 68};
int dir[8] = {-11, -10, -9, -1, 1, 9, 10, 11};

int on_board(int pos)
{
    if (pos < 11 || pos > 88)
        return 0;
    if (pos % 10 == 0 || pos % 10 == 9)
        return 0;
    return 1;
}

void init_board(int b[])
{
    int i;
    for (i = 0; i < 89; i++) {
        if (on_board(i))
            b[i] = 0;
        else
            b[i] = -1;
    }
    for (i = 0; i < 6; i++) {
        b[blue_camp[i]] = 1;
        b[red_camp[i]] = 2;
    }
}

void print_board(int b[])
{
    int i, j;
    printf("\n   | 1 2 3 4 5 6 7 8\n");
    printf("---+----------------\n");
    for (i = 1; i <= 8; i++) {
        printf(" %d |", i);
        for (j = 1; j <= 8; j++) {
            if (b[i * 10 + j] == 1)
                printf(" #");
            else if (b[i * 10 + j] == 2)
                printf(" O");
            else
                printf(" .");
        }
        printf("\n");
    }
    printf("\n");
}

/* next cell in direction d, or -1 if we fall off the board */
int next_cell(int pos, int d)
{
    int n = pos + d;
    if (!on_board(n))
        return -1;
    return n;
}

/* can we jump from pos in direction d?  returns the landing cell or -1 */
int jump_to(int b[], int pos, int d)
{
    int dist = 0, cur = pos, i;
    while (1) {
        cur = next_cell(cur, d);
        dist++;
        if (cur == -1)
            return -1;
        if (b[cur] != 0)
            break;
    }
    for (i = 0; i < dist; i++) {
        cur = next_cell(cur, d);
        if (cur == -1 || b[cur] != 0)
            return -1;
    }
    return cur;
}

int visited[89];

int search_jump(int b[], int pos, int target)
{
    int i, land;
    if (pos == target)
        return 1;
    visited[pos] = 1;
    for (i = 0; i < 8; i++) {
        land = jump_to(b, pos, dir[i]);
        if (land != -1 && !visited[land]) {
            if (search_jump(b, land, target))
                return 1;
        }
    }
    return 0;
}

int is_reachable(int b[], int from, int to)
{
    int i, tmp[89];
    for (i = 0; i < 8; i++) {
        if (next_cell(from, dir[i]) == to)
            return 1;
    }
    for (i = 0; i < 89; i++) {
        tmp[i] = b[i];
        visited[i] = 0;
    }
    tmp[from] = 0;
    return search_jump(tmp, from, to);
}

/* returns 0 if valid, else error number */
int check_move(int b[], int player, char *s, int *move)
{
    int i, from, to;
    if (strlen(s) != 4)
        return 1;
    for (i = 0; i < 4; i++)
        if (s[i] < '0' || s[i] > '9')
            return 1;
    from = (s[0] - '0') * 10 + (s[1] - '0');
    to = (s[2] - '0') * 10 + (s[3] - '0');
    if (!on_board(from) || !on_board(to))
        return 2;
    if (b[to] != 0)
        return 4;
    if (b[from] != player)
        return 3;
    if (!is_reachable(b, from, to))
        return 5;
    *move = from * 100 + to;
    return 0;
}

void print_error(int code)
{
    if (code == 1)
        printf("Invalid input format, please input again:\n");
    else if (code == 2)
        printf("Input out of the game board, please input again:\n");
    else if (code == 3)
        printf("Invalid starting location, please input again:\n");
    else if (code == 4)
        printf("Invalid ending location, please input again:\n");
    else if (code == 5)
        printf("The move violates the game rule, please input again:\n");
}

int camp_won(int b[], int camp[], int player)
{
    int i, found = 0;
    for (i = 0; i < 6; i++) {
        if (b[camp[i]] == 0)
            return 0;
        if (b[camp[i]] == player)
            found = 1;
    }
    return found;
}

/* 0: continue, 1: blue wins, 2: red wins, 3: draw */
int check_game_over(int b[], int move_count)
{
    if (camp_won(b, red_camp, 1))
        return 1;
    if (camp_won(b, blue_camp, 2))
        return 2;
    if (move_count >= MAX_MOVES)
        return 3;
    return 0;
}

/* computer player: a random move, but moving forward if possible */
int ai_player(int player, const int *board)
{
    int b[89], i, from, to, best_gain = -100, best = 0, gain;
    for (i = 0; i < 89; i++)
        b[i] = board[i];
    for (from = 11; from <= 88; from++) {
        if (!on_board(from) || b[from] != player)
            continue;
        for (to = 11; to <= 88; to++) {
            if (!on_board(to) || b[to] != 0)
                continue;
            if (!is_reachable(b, from, to))
                continue;
            gain = (to / 10 + to % 10) - (from / 10 + from % 10);
            if (player == 2)
                gain = -gain;
            gain = gain * 4 + rand() % 4;
            if (gain > best_gain) {
                best_gain = gain;
                best = from * 100 + to;
            }
        }
    }
    return best;
}

/* reads a line without the newline and the blanks around it. returns 0 at EOF */
int read_input(char *buf, int size)
{
    int c, n = 0, too_long = 0, start = 0;
    c = getchar();
    if (c == EOF)
        return 0;
    while (c != EOF && c != '\n') {
        if (n < size - 1)
            buf[n++] = c;
        else
            too_long = 1;
        c = getchar();
    }
    buf[n] = '\0';
    while (n > 0 && (buf[n - 1] == ' ' || buf[n - 1] == '\t' || buf[n - 1] == '\r'))
        buf[--n] = '\0';
    while (buf[start] == ' ' || buf[start] == '\t')
        start++;
    if (start > 0)
        memmove(buf, buf + start, n - start + 1);
    if (too_long)
        strcpy(buf, "too long");   /* make it invalid */
    return 1;
}

int main()
{
    char buf[32];
    int mode = 0, computer = 0, player = 1, move, code, result, move_count = 0;
    char *seed = getenv("SEED");
    if (seed)
        srand(atoi(seed));
    else
        srand(time(NULL));

    printf("=== Chinese Checker ===\n");
    printf("Enter 1 (human vs human) or 2 (human vs computer): ");
    while (mode != 1 && mode != 2) {
        if (!read_input(buf, sizeof(buf)))
            return 0;
        if (strcmp(buf, "1") == 0)
            mode = 1;
        else if (strcmp(buf, "2") == 0)
            mode = 2;
        else
            printf("Wrong mode. Enter 1 or 2: ");
    }
    if (mode == 2) {
        printf("Do you want to move first? (y/n): ");
        while (computer == 0) {
            if (!read_input(buf, sizeof(buf)))
                return 0;
            if (buf[0] == 'y' || buf[0] == 'Y')
                computer = 2;
            else if (buf[0] == 'n' || buf[0] == 'N')
                computer = 1;
            else
                printf("Please answer y or n: ");
        }
    }

    init_board(board);
    while (1) {
        print_board(board);
        if (player == computer) {
            printf("Player %d (%s) is the computer...\n", player, player == 1 ? "Blue #" : "Red O");
            move = ai_player(player, board);
            if (move == 0) {
                printf("Computer has no move!\n");
                player = 3 - player;
                continue;
            }
            printf("Computer move: %d\n", move);
        } else {
            printf("Player %d (%s), please enter your move: ", player, player == 1 ? "Blue #" : "Red O");
            while (1) {
                if (!read_input(buf, sizeof(buf))) {
                    printf("\nNo more input. Bye.\n");
                    return 0;
                }
                code = check_move(board, player, buf, &move);
                if (code == 0)
                    break;
                print_error(code);
            }
        }
        board[move % 100] = player;
        board[move / 100] = 0;
        move_count++;

        result = check_game_over(board, move_count);
        if (result != 0) {
            print_board(board);
            if (result == 1)
                printf("Player 1 (Blue) wins!\n");
            else if (result == 2)
                printf("Player 2 (Red) wins!\n");
            else
                printf("Draw game! Each player has made %d moves.\n", MAX_MOVES);
            break;
        }
        player = 3 - player;
    }
    return 0;
}
