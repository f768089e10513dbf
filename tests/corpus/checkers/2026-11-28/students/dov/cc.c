/* ESTR1002 project: Chinese Checker 8x8. dov. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

int B[89];
const int D[8] = {-11, -10, -9, -1, 1, 9, 10, 11};
const int CAMP[3][6] = {{0}, {11, 12, 13, 21, 22, 31}, {88, 87, 86, 78, 77, 68}};

int ok(int p) { return p >= 11 && p <= 88 && p % 10 >= 1 && p % 10 <= 8; }

void init(int *b)
{
    int i;
    for (i = 0; i < 89; i++) b[i] = ok(i) ? 0 : -1;
    for (i = 0; i < 6; i++) b[CAMP[1][i]] = 1, b[CAMP[2][i]] = 2;
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

/* mark in m[] all cells reachable by (multi-)jumps from p; b has the mover lifted */
void jumps(const int *b, int p, char *m)
{
    int d, k, i, q;
    for (d = 0; d < 8; d++) {
        for (k = 1; ok(p + k * D[d]) && !b[p + k * D[d]]; k++) ;
        if (!ok(p + k * D[d])) continue;
        for (i = k + 1; i <= 2 * k; i++)
            if (!ok(p + i * D[d]) || b[p + i * D[d]]) break;
        q = p + 2 * k * D[d];
        if (i > 2 * k && !m[q]) { m[q] = 1; jumps(b, q, m); }
    }
}

void reach(const int *b, int f, char *m)
{
    int t[89], d;
    memcpy(t, b, sizeof t);
    t[f] = 0;
    memset(m, 0, 89);
    m[f] = 1;
    jumps(t, f, m);
    for (d = 0; d < 8; d++)
        if (ok(f + D[d]) && !t[f + D[d]]) m[f + D[d]] = 1;
    m[f] = 0;
}

/* 0 = legal, else error number of section 3.6 */
int check(const int *b, int pl, const char *s)
{
    int f, t;
    char m[89];
    if (strlen(s) != 4 || s[0] == '0' || !isdigit((unsigned char)s[0]) || !isdigit((unsigned char)s[1])
        || !isdigit((unsigned char)s[2]) || !isdigit((unsigned char)s[3])) return 1;
    f = atoi(s) / 100, t = atoi(s) % 100;
    if (!ok(f) || !ok(t)) return 2;
    if (b[f] != pl) return 3;
    if (b[t]) return 4;
    reach(b, f, m);
    return m[t] ? 0 : 5;
}

const char *MSG[6] = {"",
    "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"};

int wins(const int *b, int pl)
{
    int i, mine = 0;
    for (i = 0; i < 6; i++) {
        int v = b[CAMP[3 - pl][i]];
        if (!v) return 0;
        if (v == pl) mine = 1;
    }
    return mine;
}

/* computer player: minimise the sum of squared distances to the far corner */
int dist(int pl, int p) { return pl == 1 ? 16 - p / 10 - p % 10 : p / 10 + p % 10 - 2; }

int ai_player(int player, const int *board)
{
    int f, t, best = 0, bs = 1 << 30, n = 0;
    char m[89];
    for (f = 11; f <= 88; f++) {
        if (!ok(f) || board[f] != player) continue;
        reach(board, f, m);
        for (t = 11; t <= 88; t++) {
            int df, dt, s;
            if (!m[t]) continue;
            df = dist(player, f), dt = dist(player, t);
            s = dt * dt - df * df;              /* change of the sum */
            if (s < bs) bs = s, best = f * 100 + t, n = 1;
            else if (s == bs && rand() % ++n == 0) best = f * 100 + t;
        }
    }
    return best;
}

int get(char *s)
{
    int c;
    if (scanf("%63s", s) != 1) return 0;
    if (strlen(s) == 63) {
        s[0] = 'x';
        while ((c = getchar()) != EOF && !isspace(c)) ;
    }
    return 1;
}

int main(void)
{
    char s[64];
    int mode = 0, pl = 1, n = 0, e, mv, over = 0;
    const char *sd = getenv("SEED");
    srand(sd && *sd ? (unsigned)atol(sd) : (unsigned)time(0));
    while (mode != 1 && mode != 2) {
        printf("mode (1=hvh 2=hvc): ");
        if (!get(s)) return 0;
        if (!strcmp(s, "1")) mode = 1;
        if (!strcmp(s, "2")) mode = 2;
    }
    /* in mode 2 the computer is always player 1 (#) and moves first */
    init(B);
    while (!over) {
        show(B);
        printf("next: %d (%c)\n", pl, pl == 1 ? '#' : 'O');
        if (mode == 2 && pl == 1) {
            char t[16];
            mv = ai_player(pl, B);
            sprintf(t, "%d", mv);
            if (check(B, pl, t)) { puts("cpu: pass"); goto next; }
            printf("cpu: %d\n", mv);
        } else {
            printf("> ");
            for (;;) {
                if (!get(s)) { putchar('\n'); return 0; }
                if (!(e = check(B, pl, s))) break;
                puts(MSG[e]);
            }
            mv = atoi(s);
        }
        B[mv % 100] = pl, B[mv / 100] = 0;
    next:
        n++;
        if (wins(B, pl)) over = pl;
        else if (wins(B, 3 - pl)) over = 3 - pl;
        else if (n >= 200) over = 3;
        pl = 3 - pl;
    }
    show(B);
    if (over == 3) puts("draw");
    else printf("winner: %d (%c)\n", over, over == 1 ? '#' : 'O');
    return 0;
}
