/* Chinese Checker - ESTR1002 project - gwen */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int B[89];
int dir[8] = {-11, -10, -9, -1, 1, 9, 10, 11};
int campB[6] = {11, 12, 13, 21, 22, 31}, campR[6] = {68, 77, 78, 86, 87, 88};

int ok(int p) { return p >= 11 && p <= 88 && p % 10 >= 1 && p % 10 <= 8; }

void init(int *b)
{
    int i;
    for (i = 0; i < 89; i++) b[i] = ok(i) ? 0 : -1;
    for (i = 0; i < 6; i++) b[campB[i]] = 1, b[campR[i]] = 2;
}

void show(const int *b)
{
    int r, c;
    printf("  12345678\n");
    for (r = 1; r <= 8; r++) {
        printf("%d ", r);
        for (c = 1; c <= 8; c++) putchar(".#O"[b[r * 10 + c]]);
        putchar('\n');
    }
}

/* recursive jump search; b has the moving piece removed */
void jumps(const int *b, int p, char *vis)
{
    int d, k, q, i;
    for (d = 0; d < 8; d++) {
        for (k = 1, q = p + dir[d]; ok(q) && b[q] == 0; q += dir[d]) k++;
        if (!ok(q)) continue;
        for (i = 0; i < k; i++) {
            q += dir[d];
            if (!ok(q) || b[q]) break;
        }
        if (i == k && !vis[q]) {
            vis[q] = 1;
            jumps(b, q, vis);
        }
    }
}

/* vis[t] != 0 if the piece at f can end on t */
void reach(const int *b, int f, char *vis)
{
    int t[89], d;
    memcpy(t, b, sizeof t);
    t[f] = 0;
    memset(vis, 0, 89);
    jumps(t, f, vis);
    for (d = 0; d < 8; d++)
        if (ok(f + dir[d]) && !t[f + dir[d]]) vis[f + dir[d]] = 1;
    vis[f] = 0;
}

/* 1 = player pl has won (camp of 3-pl full, one of pl's pieces in it) */
int won(const int *b, int pl)
{
    int *c = pl == 1 ? campR : campB, i, mine = 0;
    for (i = 0; i < 6; i++) {
        if (!b[c[i]]) return 0;
        if (b[c[i]] == pl) mine = 1;
    }
    return mine;
}

int ai_player(int player, const int *board)
{
    int b[89], f, t, best = -99999, mv = 0, n = 0, s, r, c;
    char v[89];
    for (f = 11; f <= 88; f++) {
        if (!ok(f) || board[f] != player) continue;
        reach(board, f, v);
        for (t = 11; t <= 88; t++) {
            if (!v[t]) continue;
            memcpy(b, board, sizeof b);
            b[t] = player, b[f] = 0;
            if (won(b, player)) return f * 100 + t;
            if (won(b, 3 - player)) s = -9999;
            else {
                /* distance gained toward the far corner, deeper is better */
                r = t / 10 - f / 10, c = t % 10 - f % 10;
                s = player == 1 ? r + c : -r - c;
                s = s * 4 + rand() % 3;
            }
            if (s > best) best = s, mv = f * 100 + t, n = 1;
            else if (s == best && rand() % ++n == 0) mv = f * 100 + t;
        }
    }
    return mv;
}

/* next whitespace separated word; 0 at end of input */
int word(char *w, int max)
{
    int ch, n = 0;
    while ((ch = getchar()) != EOF && (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'));
    if (ch == EOF) return 0;
    do {
        if (n < max - 1) w[n++] = ch;
        else w[0] = 'x';
    } while ((ch = getchar()) != EOF && ch != ' ' && ch != '\t' && ch != '\n' && ch != '\r');
    w[n] = 0;
    return 1;
}

const char *err[] = {0,
    "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"};

int check(const int *b, int pl, const char *w, int *mv)
{
    int f, t;
    char v[89];
    if (strlen(w) != 4 || w[0] < '1' || w[0] > '9') return 1;
    for (f = 1; f < 4; f++) if (w[f] < '0' || w[f] > '9') return 1;
    *mv = atoi(w);
    f = *mv / 100, t = *mv % 100;
    if (!ok(f) || !ok(t)) return 2;
    if (b[f] != pl) return 3;
    if (b[t]) return 4;
    reach(b, f, v);
    if (!v[t]) return 5;
    return 0;
}

int main()
{
    char w[64];
    int mode = 0, pl = 1, cnt = 0, mv, e, cpu = 0;
    char *sd = getenv("SEED");
    srand(sd ? atoi(sd) : time(0));

    printf("mode (1=pvp 2=pvc): ");
    while (mode != 1 && mode != 2) {
        if (!word(w, sizeof w)) return 0;
        if (!strcmp(w, "1") || !strcmp(w, "2")) mode = w[0] - '0';
        else printf("mode (1=pvp 2=pvc): ");
    }
    if (mode == 2) cpu = 2, printf("you are blue (#), cpu is red (O)\n");

    init(B);
    show(B);
    for (;;) {
        printf("%s (%c) to move: ", pl == 1 ? "blue" : "red", pl == 1 ? '#' : 'O');
        if (pl == cpu) {
            mv = ai_player(pl, B);
            printf("%d (cpu)\n", mv);
        } else {
            for (;;) {
                if (!word(w, sizeof w)) { putchar('\n'); return 0; }
                if (!(e = check(B, pl, w, &mv))) break;
                printf("%s\n", err[e]);
            }
        }
        B[mv % 100] = pl, B[mv / 100] = 0;
        cnt++;
        show(B);
        if (won(B, 1)) { puts("blue wins"); break; }
        if (won(B, 2)) { puts("red wins"); break; }
        if (cnt >= 200) { puts("draw"); break; }
        pl = 3 - pl;
    }
    return 0;
}
