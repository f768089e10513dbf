/* ESTR1002 project - Chinese Checker, 8x8.  uri, 1155000002 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

#define N 89
int board[N];
const int dir[8] = {-11, -10, -9, -1, 1, 9, 10, 11};
const int camp[3][6] = {{0}, {11, 12, 13, 21, 22, 31}, {88, 87, 86, 78, 77, 68}};
const char *name[3] = {"", "Blue", "Red"};
const char sym[3] = {'.', '#', 'O'};

int ai_player(int player, const int *board);

int on(int p) { return p >= 11 && p <= 88 && p % 10 >= 1 && p % 10 <= 8; }

void init(void)
{
    int i;
    for (i = 0; i < N; i++) board[i] = on(i) ? 0 : -1;
    for (i = 0; i < 6; i++) { board[camp[1][i]] = 1; board[camp[2][i]] = 2; }
}

void show(const int *b)
{
    int r, c;
    printf("  12345678\n");
    for (r = 1; r <= 8; r++) {
        printf("%d ", r);
        for (c = 1; c <= 8; c++) putchar(sym[b[r * 10 + c]]);
        putchar('\n');
    }
}

/* recursive jump search; b has the moving piece removed */
void jumps(int *b, int p, char *mark)
{
    int d, k, j, ok, t;
    for (d = 0; d < 8; d++)
        for (k = 1; on(p + k * dir[d]); k++) {
            if (b[p + k * dir[d]] == 0) continue;
            ok = 1;
            for (j = k + 1; j < 2 * k; j++)
                if (!on(p + j * dir[d]) || b[p + j * dir[d]]) ok = 0;
            t = p + 2 * k * dir[d];
            if (ok && on(t) && !b[t] && !mark[t]) { mark[t] = 1; jumps(b, t, mark); }
            break;
        }
}

/* mark[] = every cell reachable from p */
void reach(const int *src, int p, char *mark)
{
    int b[N], d;
    memcpy(b, src, sizeof b);
    b[p] = 0;
    memset(mark, 0, N);
    for (d = 0; d < 8; d++)
        if (on(p + dir[d]) && !b[p + dir[d]]) mark[p + dir[d]] = 1;
    jumps(b, p, mark);
    mark[p] = 0;
}

/* 0 ok, 1 format, 2 outside, 3 start, 4 end, 5 rule */
int check(const int *b, int pl, const char *s, int *f, int *t)
{
    char m[N];
    int i;
    if (strlen(s) != 4 || s[0] == '0') return 1;
    for (i = 0; i < 4; i++) if (!isdigit((unsigned char)s[i])) return 1;
    for (i = 0; i < 4; i++) if (s[i] < '1' || s[i] > '8') return 2;
    *f = (s[0] - '0') * 10 + s[1] - '0';
    *t = (s[2] - '0') * 10 + s[3] - '0';
    if (b[*f] != pl) return 3;
    if (b[*t] != 0) return 4;
    reach(b, *f, m);
    return m[*t] ? 0 : 5;
}

const char *msg[6] = {"",
    "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"};

int wins(const int *b, int pl)
{
    int i, mine = 0, o = 3 - pl;
    for (i = 0; i < 6; i++) {
        if (b[camp[o][i]] == 0) return 0;
        if (b[camp[o][i]] == pl) mine = 1;
    }
    return mine;
}

/* next whitespace separated word, 0 at EOF */
int word(char *w, int size)
{
    int c, n = 0;
    while ((c = getchar()) != EOF && isspace(c));
    if (c == EOF) return 0;
    while (c != EOF && !isspace(c)) {
        if (n < size - 1) w[n++] = (char)c;
        c = getchar();
    }
    w[n] = 0;
    return 1;
}

int main(void)
{
    char w[64];
    int mode = 0, cpu = 0, pl = 1, cnt[3] = {0, 0, 0}, f, t, e, res;
    char *sd = getenv("SEED");
    srand(sd ? (unsigned)atoi(sd) : (unsigned)time(NULL));

    printf("Mode (1 = human vs human, 2 = human vs computer): ");
    while (mode != 1 && mode != 2) {
        if (!word(w, sizeof w)) return 0;
        if (strcmp(w, "1") == 0) mode = 1;
        else if (strcmp(w, "2") == 0) mode = 2;
        else printf("Mode must be 1 or 2: ");
    }
    if (mode == 2) { cpu = 2; printf("You are Blue (#), computer is Red (O).\n"); }

    init();
    show(board);
    for (;;) {
        printf("%s (%c) to move: ", name[pl], sym[pl]);
        if (pl == cpu) {
            int mv = ai_player(pl, board);
            if (!mv || check(board, pl, (sprintf(w, "%d", mv), w), &f, &t)) {
                printf("computer cannot move, pass\n");
                pl = 3 - pl;
                continue;
            }
            printf("%d\n", mv);
        } else {
            for (;;) {
                if (!word(w, sizeof w)) { printf("\n"); return 0; }
                e = check(board, pl, w, &f, &t);
                if (!e) break;
                printf("%s ", msg[e]);
            }
        }
        board[t] = pl;
        board[f] = 0;
        cnt[pl]++;
        show(board);
        res = wins(board, pl) ? pl : wins(board, 3 - pl) ? 3 - pl : 0;
        if (res) { printf("%s wins!\n", name[res]); return 0; }
        if (cnt[1] >= 100 && cnt[2] >= 100) { printf("Draw.\n"); return 0; }
        pl = 3 - pl;
    }
}
