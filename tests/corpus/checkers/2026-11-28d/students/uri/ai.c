/* computer player for uri's Chinese Checker: greedy forward progress */
#include <stdlib.h>
#include <string.h>

static const int D[8] = {-11, -10, -9, -1, 1, 9, 10, 11};

static int ok(int p) { return p >= 11 && p <= 88 && p % 10 >= 1 && p % 10 <= 8; }

static void hop(int *b, int p, char *m)
{
    int d, k, j, good, t;
    for (d = 0; d < 8; d++)
        for (k = 1; ok(p + k * D[d]); k++) {
            if (!b[p + k * D[d]]) continue;
            good = 1;
            for (j = k + 1; j < 2 * k; j++)
                if (!ok(p + j * D[d]) || b[p + j * D[d]]) good = 0;
            t = p + 2 * k * D[d];
            if (good && ok(t) && !b[t] && !m[t]) { m[t] = 1; hop(b, t, m); }
            break;
        }
}

/* how far p is from the corner the player is heading to */
static int far(int p, int pl)
{
    return pl == 1 ? 16 - p / 10 - p % 10 : p / 10 + p % 10 - 2;
}

static int won(const int *b, int pl)
{
    static const int c1[6] = {11, 12, 13, 21, 22, 31}, c2[6] = {88, 87, 86, 78, 77, 68};
    const int *c = pl == 1 ? c2 : c1;
    int i, mine = 0;
    for (i = 0; i < 6; i++) {
        if (!b[c[i]]) return 0;
        if (b[c[i]] == pl) mine = 1;
    }
    return mine;
}

int ai_player(int player, const int *board)
{
    int b[89], p, t, d, best = -1000000, bestmv = 0, score, ties = 0;
    char m[89];
    for (p = 11; p <= 88; p++) {
        if (!ok(p) || board[p] != player) continue;
        memcpy(b, board, sizeof b);
        b[p] = 0;
        memset(m, 0, sizeof m);
        for (d = 0; d < 8; d++)
            if (ok(p + D[d]) && !b[p + D[d]]) m[p + D[d]] = 1;
        hop(b, p, m);
        m[p] = 0;
        for (t = 11; t <= 88; t++) {
            if (!m[t]) continue;
            score = 10 * (far(p, player) - far(t, player));
            b[t] = player;
            if (won(b, player)) score += 100000;
            b[t] = 0;
            if (far(t, player) <= 2 && far(p, player) > 2) score += 5;  /* into the camp */
            score += far(p, player);        /* prefer moving the laggards */
            if (score > best) { best = score; bestmv = p * 100 + t; ties = 1; }
            else if (score == best && rand() % ++ties == 0) bestmv = p * 100 + t;
        }
    }
    return bestmv;
}
