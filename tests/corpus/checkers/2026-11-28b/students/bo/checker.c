/* ESTR1002 project - Chinese Checker, 8x8. bo.
 * gcc -o checker checker.c
 * SEED=<n> in the environment makes the AI repeatable. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int B[89];
static const int D[8] = {-11, -10, -9, -1, 1, 9, 10, 11};
static const int CAMP[3][6] = {{0}, {11, 12, 13, 21, 22, 31}, {88, 87, 86, 78, 77, 68}};
static const char *NAME[3] = {"", "Blue", "Red"};
static const char SYM[3] = {'.', '#', 'O'};

int in(int x) { return x >= 11 && x <= 88 && x % 10 >= 1 && x % 10 <= 8; }
/* step from x by direction d stays on board? (no wrap-around) */
int nx(int x, int d) { int y = x + d; return in(x) && in(y) ? y : 0; }

void init(void)
{
    int i, p;
    for (i = 0; i < 89; i++) B[i] = in(i) ? 0 : -1;
    for (p = 1; p <= 2; p++)
        for (i = 0; i < 6; i++) B[CAMP[p][i]] = p;
}

void show(const int *b)
{
    int r, c;
    printf("\n  12345678\n");
    for (r = 1; r <= 8; r++) {
        printf("%d ", r);
        for (c = 1; c <= 8; c++) putchar(SYM[b[r * 10 + c]]);
        putchar('\n');
    }
}

/* jump from x in direction d: piece exactly midway, all else empty */
int jump(const int *b, int x, int d)
{
    int k = 0, y = x, i;
    do { y = nx(y, d); k++; } while (y && b[y] == 0);
    if (!y) return 0;
    for (i = 0; i < k; i++) { y = nx(y, d); if (!y || b[y]) return 0; }
    return y;
}

int dfs(const int *b, int x, int to, char *seen)
{
    int i, y;
    if (x == to) return 1;
    seen[x] = 1;
    for (i = 0; i < 8; i++)
        if ((y = jump(b, x, D[i])) && !seen[y] && dfs(b, y, to, seen)) return 1;
    return 0;
}

int reach(const int *b, int from, int to)
{
    int t[89], i;
    char seen[89] = {0};
    for (i = 0; i < 8; i++) if (nx(from, D[i]) == to) return b[to] == 0;
    memcpy(t, b, sizeof t);
    t[from] = 0;
    return dfs(t, from, to, seen);
}

/* 0 = ok, 1..5 = spec check that failed */
int check(const int *b, int p, const char *s, int *mv)
{
    int f, t;
    if (strlen(s) != 4 || strspn(s, "0123456789") != 4) return 1;
    f = (s[0] - '0') * 10 + s[1] - '0';
    t = (s[2] - '0') * 10 + s[3] - '0';
    if (!in(f) || !in(t)) return 2;
    if (b[f] != p) return 3;
    if (b[t] != 0) return 4;
    if (!reach(b, f, t)) return 5;
    *mv = f * 100 + t;
    return 0;
}

int won(const int *b, int p) /* p's opponent camp full, with a p piece in it */
{
    int i, mine = 0;
    for (i = 0; i < 6; i++) {
        int v = b[CAMP[3 - p][i]];
        if (v == 0) return 0;
        if (v == p) mine = 1;
    }
    return mine;
}

int ai_player(int player, const int *board)
{
    int all[1024], fwd[1024], na = 0, nf = 0, f, t;
    for (f = 11; f <= 88; f++) {
        if (!in(f) || board[f] != player) continue;
        for (t = 11; t <= 88; t++) {
            int gain;
            if (!in(t) || board[t] != 0 || !reach(board, f, t)) continue;
            gain = (t / 10 + t % 10) - (f / 10 + f % 10);
            if (player == 2) gain = -gain;
            all[na++] = f * 100 + t;
            if (gain > 0) fwd[nf++] = f * 100 + t;
        }
    }
    if (nf) return fwd[rand() % nf];
    return na ? all[rand() % na] : 0;
}

/* next whitespace-separated word; 0 at EOF. Words too long come back as "?" */
int word(char *w, int n)
{
    int c, k = 0, over = 0;
    while ((c = getchar()) != EOF && (c == ' ' || c == '\n' || c == '\t' || c == '\r'))
        ;
    if (c == EOF) return 0;
    while (c != EOF && c != ' ' && c != '\n' && c != '\t' && c != '\r') {
        if (k < n - 1) w[k++] = (char)c; else over = 1;
        c = getchar();
    }
    w[k] = 0;
    if (over) strcpy(w, "?");
    return 1;
}

int main(void)
{
    static const char *ERR[6] = {"",
        "Invalid input format, please input again:",
        "Input out of the game board, please input again:",
        "Invalid starting location, please input again:",
        "Invalid ending location, please input again:",
        "The move violates the game rule, please input again:"};
    char w[64];
    int mode = 0, cpu = 0, p = 1, n = 0, mv, e;
    char *s = getenv("SEED");

    srand(s ? (unsigned)atoi(s) : (unsigned)time(0));
    printf("Chinese Checker\nmode (1 = human vs human, 2 = human vs computer)? ");
    while (!mode) {
        if (!word(w, sizeof w)) return 0;
        if (!strcmp(w, "1") || !strcmp(w, "2")) mode = w[0] - '0';
        else printf("mode? ");
    }
    if (mode == 2) { cpu = 2; printf("you: Blue (#), computer: Red (O)\n"); }
    init();
    for (;;) {
        show(B);
        if (p == cpu) {
            mv = ai_player(p, B);
            if (!mv) { printf("CPU passes\n"); p = 3 - p; continue; }
            printf("%s (CPU): %04d\n", NAME[p], mv);
        } else {
            printf("%s (%c) move: ", NAME[p], SYM[p]);
            for (;;) {
                if (!word(w, sizeof w)) { putchar('\n'); return 0; }
                if (!(e = check(B, p, w, &mv))) break;
                printf("%s\n", ERR[e]);
            }
        }
        B[mv % 100] = p;
        B[mv / 100] = 0;
        n++;
        if (won(B, 1) || won(B, 2) || n == 200) {
            show(B);
            printf("%s\n", won(B, 1) ? "Blue wins" : won(B, 2) ? "Red wins" : "Draw");
            return 0;
        }
        p = 3 - p;
    }
}
