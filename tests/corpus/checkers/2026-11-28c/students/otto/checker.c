/* Chinese Checker, ESTR1002 project. otto. gcc checker.c */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

int b[89];
int dr[8] = {-1,-1,-1,0,0,1,1,1}, dc[8] = {-1,0,1,-1,1,-1,0,1};

int ok(int r, int c) { return r >= 1 && r <= 8 && c >= 1 && c <= 8; }
int at(const int *bd, int r, int c) { return ok(r, c) ? bd[r*10+c] : -1; }
/* camp of player p: 1 = top-left triangle, 2 = bottom-right triangle */
int camp(int x, int p) { int s = x/10 + x%10; return p == 1 ? s <= 4 : s >= 14; }

void init(void)
{
    int i;
    for (i = 0; i < 89; i++) {
        if (!ok(i/10, i%10)) b[i] = -1;
        else if (camp(i, 1)) b[i] = 1;
        else if (camp(i, 2)) b[i] = 2;
        else b[i] = 0;
    }
}

void show(void)
{
    int r, c;
    printf("  1 2 3 4 5 6 7 8\n");
    for (r = 1; r <= 8; r++) {
        printf("%d", r);
        for (c = 1; c <= 8; c++) printf(" %c", b[r*10+c] == 1 ? '#' : b[r*10+c] == 2 ? 'O' : '.');
        printf("\n");
    }
}

/* recursive search of jump landings; piece already lifted from bd */
void jumps(const int *bd, int x, char *seen)
{
    int d, k, i, r = x/10, c = x%10;
    seen[x] = 1;
    for (d = 0; d < 8; d++) {
        for (k = 1; at(bd, r+k*dr[d], c+k*dc[d]) == 0; k++) ;
        if (at(bd, r+k*dr[d], c+k*dc[d]) <= 0) continue;
        for (i = k+1; i <= 2*k && at(bd, r+i*dr[d], c+i*dc[d]) == 0; i++) ;
        if (i <= 2*k) continue;
        i = (r+2*k*dr[d])*10 + c+2*k*dc[d];
        if (!seen[i]) jumps(bd, i, seen);
    }
}

int reach(const int *bd, int f, int t)
{
    int w[89], d;
    char seen[89] = {0};
    memcpy(w, bd, sizeof w);
    w[f] = 0;
    for (d = 0; d < 8; d++)
        if (f/10+dr[d] == t/10 && f%10+dc[d] == t%10) return 1;
    jumps(w, f, seen);
    return t != f && seen[t];
}

/* 0 ok, 2 out of board, 3 bad start, 4 bad end, 5 bad rule */
int check(const int *bd, int p, int m)
{
    int f = m/100, t = m%100;
    if (!ok(f/10, f%10) || !ok(t/10, t%10)) return 2;
    if (bd[f] != p) return 3;
    if (bd[t] != 0) return 4;
    if (!reach(bd, f, t)) return 5;
    return 0;
}

/* 0 go on, 1/2 winner, 3 draw */
int over(const int *bd, int n1, int n2)
{
    int p, x, full, mine;
    for (p = 1; p <= 2; p++) {
        full = 1; mine = 0;
        for (x = 11; x <= 88; x++) {
            if (!ok(x/10, x%10) || !camp(x, 3-p)) continue;
            if (bd[x] == 0) full = 0;
            if (bd[x] == p) mine = 1;
        }
        if (full && mine) return p;
    }
    return (n1 >= 100 && n2 >= 100) ? 3 : 0;
}

/* AI: greedy, biggest gain towards the far corner, random among equals */
int ai_player(int player, const int *board)
{
    int best = 0, bestv = -999, cnt = 0, f, t, v, w[89];
    for (f = 11; f <= 88; f++) {
        if (!ok(f/10, f%10) || board[f] != player) continue;
        for (t = 11; t <= 88; t++) {
            if (!ok(t/10, t%10) || board[t] != 0 || !reach(board, f, t)) continue;
            v = (t/10 + t%10) - (f/10 + f%10);
            if (player == 2) v = -v;
            if (camp(f, 3-player) && !camp(t, 3-player)) v -= 20;
            memcpy(w, board, sizeof w);
            w[t] = w[f]; w[f] = 0;
            if (over(w, 0, 0) == player) v += 1000;
            else if (over(w, 0, 0) == 3-player) v -= 1000;
            if (v > bestv) { bestv = v; best = f*100+t; cnt = 1; }
            else if (v == bestv && rand() % ++cnt == 0) best = f*100+t;
        }
    }
    return best;
}

/* next whitespace separated word; 0 at end of input */
int word(char *s, int n)
{
    int ch, len = 0;
    while ((ch = getchar()) != EOF && isspace(ch)) ;
    if (ch == EOF) return 0;
    while (ch != EOF && !isspace(ch)) {
        if (len < n-1) s[len++] = (char)ch;
        else len = n;  /* too long: remember that */
        ch = getchar();
    }
    if (len >= n) len = n-1, s[0] = 'x';
    s[len] = 0;
    return 1;
}

const char *msg[] = {"", "Invalid input format, please input again:",
    "Input out of the game board, please input again:",
    "Invalid starting location, please input again:",
    "Invalid ending location, please input again:",
    "The move violates the game rule, please input again:"};

int main(void)
{
    char s[32];
    int mode = 0, p = 1, n[3] = {0, 0, 0}, m, e, g = 0, i;
    char *sd = getenv("SEED");
    srand(sd ? (unsigned)atol(sd) : (unsigned)time(0));

    printf("Mode? 1 = human vs human, 2 = human vs computer (you are #): ");
    fflush(stdout);
    while (!mode) {
        if (!word(s, sizeof s)) { printf("\n"); return 0; }
        if (!strcmp(s, "1") || !strcmp(s, "2")) mode = s[0] - '0';
        else { printf("Mode? "); fflush(stdout); }
    }
    init();
    while (!g) {
        show();
        if (mode == 2 && p == 2) {
            m = ai_player(2, b);
            if (check(b, 2, m)) { printf("AI stuck.\n"); return 0; }
            printf("O to move\nAI: %d\n", m);
        } else {
            printf("%s to move: ", p == 1 ? "#" : "O");
            fflush(stdout);
            for (;;) {
                if (!word(s, sizeof s)) { printf("\n"); return 0; }
                e = strlen(s) != 4;
                for (i = 0; !e && i < 4; i++) if (!isdigit((unsigned char)s[i])) e = 1;
                if (!e) { m = atoi(s); e = check(b, p, m); }
                if (!e) break;
                printf("%s ", msg[e]);
                fflush(stdout);
            }
        }
        b[m%100] = p; b[m/100] = 0;
        n[p]++;
        g = over(b, n[1], n[2]);
        p = 3 - p;
    }
    show();
    puts(g == 3 ? "Draw." : g == 1 ? "# (Blue) wins." : "O (Red) wins.");
    return 0;
}
