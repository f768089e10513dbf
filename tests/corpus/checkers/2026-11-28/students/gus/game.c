// Chinese Checker (ESTR1002 course project) -- gus
// build: gcc -O2 -o game *.c
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <ctype.h>
#include <time.h>

enum { CELL_OFF = -1, CELL_EMPTY = 0, BLUE = 1, RED = 2 };
enum { MOVE_OK, ERR_FORMAT, ERR_RANGE, ERR_START, ERR_END, ERR_RULE };
enum { ONGOING, BLUE_WINS, RED_WINS, DRAW };

#define MAX_STEPS 100

typedef struct {
    int board[89];
    int player;        // whose turn
    int steps[3];      // moves made by each player
} game_t;

static const int BLUE_CAMP[6] = {11, 12, 13, 21, 22, 31};
static const int RED_CAMP[6]  = {68, 77, 78, 86, 87, 88};
static const int DIR[8] = {-11, -10, -9, -1, 1, 9, 10, 11};

static const char *ERROR_TEXT[] = {
    [ERR_FORMAT] = "Invalid input format, please input again:",
    [ERR_RANGE]  = "Input out of the game board, please input again:",
    [ERR_START]  = "Invalid starting location, please input again:",
    [ERR_END]    = "Invalid ending location, please input again:",
    [ERR_RULE]   = "The move violates the game rule, please input again:",
};

int ai_player(int player, const int *board);

bool on_board(int loc)
{
    int r = loc / 10, c = loc % 10;
    return loc >= 11 && loc <= 88 && r >= 1 && r <= 8 && c >= 1 && c <= 8;
}

static void game_init(game_t *g)
{
    for (int i = 0; i < 89; i++)
        g->board[i] = on_board(i) ? CELL_EMPTY : CELL_OFF;
    for (int i = 0; i < 6; i++) {
        g->board[BLUE_CAMP[i]] = BLUE;
        g->board[RED_CAMP[i]] = RED;
    }
    g->player = BLUE;
    g->steps[0] = g->steps[1] = g->steps[2] = 0;
}

static void game_print(const game_t *g)
{
    puts("");
    puts("      1 2 3 4 5 6 7 8");
    puts("    +-----------------+");
    for (int r = 1; r <= 8; r++) {
        printf(" %d :", r);
        for (int c = 1; c <= 8; c++) {
            int v = g->board[r * 10 + c];
            printf(" %c", v == BLUE ? '#' : v == RED ? 'O' : '.');
        }
        puts(" :");
    }
    puts("    +-----------------+");
}

// landing cell of a (possibly long) jump from `pos` along `d`, or 0
static int jump_target(const int *b, int pos, int d)
{
    int k = 1;
    while (on_board(pos + k * d) && b[pos + k * d] == CELL_EMPTY)
        k++;
    if (!on_board(pos + k * d))
        return 0;
    for (int i = k + 1; i <= 2 * k; i++)
        if (!on_board(pos + i * d) || b[pos + i * d] != CELL_EMPTY)
            return 0;
    return pos + 2 * k * d;
}

static void explore_jumps(const int *b, int pos, bool *seen)
{
    for (int i = 0; i < 8; i++) {
        int t = jump_target(b, pos, DIR[i]);
        if (t && !seen[t]) {
            seen[t] = true;
            explore_jumps(b, t, seen);
        }
    }
}

// all destinations of the piece on `from`, as flags in `dest`
void destinations(const int *board, int from, bool *dest)
{
    int b[89];
    memcpy(b, board, sizeof b);
    b[from] = CELL_EMPTY;
    memset(dest, 0, 89 * sizeof(bool));
    dest[from] = true;
    explore_jumps(b, from, dest);
    for (int i = 0; i < 8; i++)
        if (on_board(from + DIR[i]) && b[from + DIR[i]] == CELL_EMPTY)
            dest[from + DIR[i]] = true;
    dest[from] = false;
}

static int validate(const game_t *g, const char *s, int *move)
{
    if (strlen(s) != 4 || s[0] == '0')
        return ERR_FORMAT;
    for (int i = 0; i < 4; i++)
        if (!isdigit((unsigned char)s[i]))
            return ERR_FORMAT;
    int m = atoi(s), from = m / 100, to = m % 100;
    if (!on_board(from) || !on_board(to))
        return ERR_RANGE;
    if (g->board[to] != CELL_EMPTY)
        return ERR_END;
    if (g->board[from] != g->player)
        return ERR_START;
    bool dest[89];
    destinations(g->board, from, dest);
    if (!dest[to])
        return ERR_RULE;
    *move = m;
    return MOVE_OK;
}

static void apply(game_t *g, int move)
{
    g->board[move % 100] = g->board[move / 100];
    g->board[move / 100] = CELL_EMPTY;
    g->steps[g->player]++;
}

// a player has won when his pieces sit in the opponent's camp
static bool has_won(const game_t *g, int player)
{
    const int *target = (player == BLUE) ? RED_CAMP : BLUE_CAMP;
    for (int i = 0; i < 6; i++)
        if (g->board[target[i]] != player)
            return false;
    return true;
}

static int game_status(const game_t *g, int mover)
{
    if (has_won(g, mover))
        return mover == BLUE ? BLUE_WINS : RED_WINS;
    if (g->steps[BLUE] >= MAX_STEPS && g->steps[RED] >= MAX_STEPS)
        return DRAW;
    return ONGOING;
}

// next whitespace-separated word from stdin; false at end of input
static bool read_word(char *buf, size_t cap)
{
    int ch;
    size_t n = 0;
    while ((ch = getchar()) != EOF && isspace(ch))
        ;
    if (ch == EOF)
        return false;
    for (; ch != EOF && !isspace(ch); ch = getchar())
        if (n + 1 < cap)
            buf[n++] = (char)ch;
        else
            buf[0] = '!';
    buf[n] = '\0';
    return true;
}

static const char *name_of(int p) { return p == BLUE ? "Blue (#)" : "Red (O)"; }

int main(void)
{
    char word[128];
    int mode = 0, computer = 0;
    const char *seed = getenv("SEED");
    srand(seed && *seed ? (unsigned)strtoul(seed, NULL, 10) : (unsigned)time(NULL));

    while (mode == 0) {
        printf("Select mode -- 1) Human vs Human  2) Human vs Computer > ");
        if (!read_word(word, sizeof word))
            return 0;
        if (!strcmp(word, "1") || !strcmp(word, "2"))
            mode = word[0] - '0';
    }
    while (mode == 2 && computer == 0) {
        printf("Computer plays (1) first or (2) second? > ");
        if (!read_word(word, sizeof word))
            return 0;
        if (!strcmp(word, "1")) computer = BLUE;
        if (!strcmp(word, "2")) computer = RED;
    }

    game_t g;
    game_init(&g);
    int status = ONGOING, turn = 1;
    while (status == ONGOING) {
        int move = 0;
        game_print(&g);
        printf("Turn %d: %s to move%s\n", turn, name_of(g.player),
               g.player == computer ? " (computer)" : "");
        if (g.player == computer) {
            move = ai_player(g.player, g.board);
            printf("computer plays %04d\n", move);
        } else {
            printf("move> ");
            for (;;) {
                if (!read_word(word, sizeof word)) {
                    putchar('\n');
                    return 0;
                }
                int err = validate(&g, word, &move);
                if (err == MOVE_OK)
                    break;
                puts(ERROR_TEXT[err]);
            }
        }
        int mover = g.player;
        if (move)
            apply(&g, move);
        else
            g.steps[mover]++;     // no legal move at all: the turn passes
        status = game_status(&g, mover);
        g.player = 3 - g.player;
        turn++;
    }

    game_print(&g);
    if (status == DRAW)
        printf("GAME OVER - draw (%d moves each).\n", MAX_STEPS);
    else
        printf("GAME OVER - %s is the winner.\n", name_of(status == BLUE_WINS ? BLUE : RED));
    return 0;
}
