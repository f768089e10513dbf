/* ECE 175 final project - Crazy Eights (jade)
 * user vs cpu. cards are typed as codes: AC 10H QS 8D ...
 * stats kept in stats.txt (name wins losses per line)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>

typedef struct card_s {
    char suit;
    int face;
    struct card_s *listp;
} card;

#define SHUFFLES 100
#define STATS "stats.txt"

const char *SUITS = "CDHS";
card *stock, *pile, *you, *cpu;
char want;           /* suit to follow */
char who[32];
int wins, losses;
int games, gw, gl;   /* this session */

/* --- input --- */
void bye(void) { printf("\nbye\n"); exit(0); }

void getln(char *b, int n)
{
    fflush(stdout);
    if (!fgets(b, n, stdin)) bye();
    if (!strchr(b, '\n')) { int c; while ((c = getchar()) != '\n' && c != EOF); }
    b[strcspn(b, "\r\n")] = 0;
}

/* --- lists --- */
card *CreateDeck(void)
{
    card *h = NULL, **t = &h;
    for (int s = 0; s < 4; s++)
        for (int f = 1; f <= 13; f++) {
            *t = malloc(sizeof(card));
            (*t)->suit = SUITS[s]; (*t)->face = f; (*t)->listp = NULL;
            t = &(*t)->listp;
        }
    return h;
}

/* unlink c from list *l */
card *RemoveCard(card **l, card *c)
{
    for (; *l; l = &(*l)->listp)
        if (*l == c) { *l = c->listp; c->listp = NULL; return c; }
    return NULL;
}

void push(card **l, card *c) { c->listp = *l; *l = c; }
card *pop(card **l) { return *l ? RemoveCard(l, *l) : NULL; }
int count(card *l) { int n = 0; for (; l; l = l->listp) n++; return n; }
int points(card *l) { int n = 0; for (; l; l = l->listp) n += l->face; return n; }
void freeall(card **l) { card *c; while ((c = pop(l))) free(c); }

void show(card *c)
{
    static const char *f[] = {"", "A","2","3","4","5","6","7","8","9","10","J","Q","K"};
    printf("%s%c", f[c->face], c->suit);
}
void showlist(card *l) { for (; l; l = l->listp) { printf(" "); show(l); } printf("\n"); }

void shuffle(card **deck)
{
    card *a[52], *t;
    int n = 0;
    for (t = *deck; t; t = t->listp) a[n++] = t;
    for (int k = 0; k < SHUFFLES; k++)
        for (int i = 0; i < n; i++) {
            int j = rand() % 51;
            t = a[i]; a[i] = a[j]; a[j] = t;
        }
    for (int i = 0; i < n; i++) a[i]->listp = i + 1 < n ? a[i + 1] : NULL;
    *deck = a[0];
}

/* --- rules --- */
int ok(card *c) { return c->face == 8 || c->face == pile->face || c->suit == want; }
int anyok(card *l) { for (; l; l = l->listp) if (ok(l)) return 1; return 0; }

/* parse a code like 10h / QS / a c ; returns 1 on success */
int code(const char *s, int *f, char *su)
{
    char r[4]; int n = strlen(s);
    if (n < 2 || n > 3) return 0;
    *su = toupper((unsigned char)s[n - 1]);
    if (!strchr(SUITS, *su)) return 0;
    memcpy(r, s, n - 1); r[n - 1] = 0;
    for (int i = 0; r[i]; i++) r[i] = toupper((unsigned char)r[i]);
    if (!strcmp(r, "A")) *f = 1;
    else if (!strcmp(r, "J")) *f = 11;
    else if (!strcmp(r, "Q")) *f = 12;
    else if (!strcmp(r, "K")) *f = 13;
    else if (!strcmp(r, "10")) *f = 10;
    else if (n == 2 && r[0] >= '2' && r[0] <= '9') *f = r[0] - '0';
    else return 0;
    return 1;
}

card *find(card *l, int f, char s) { for (; l; l = l->listp) if (l->face == f && l->suit == s) return l; return NULL; }

/* move cards to the pile, last one ends up on top */
void put(card **hand, card **sel, int n, const char *tag)
{
    printf("%s", tag);
    for (int i = 0; i < n; i++) { push(&pile, RemoveCard(hand, sel[i])); printf(" "); show(sel[i]); }
    printf("\n");
    want = pile->suit;
}

char asksuit(void)
{
    char b[64];
    for (;;) {
        printf("suit (c/d/h/s)? ");
        getln(b, sizeof b);
        char *p = b; while (isspace((unsigned char)*p)) p++;
        char c = toupper((unsigned char)*p);
        if (c && strchr(SUITS, c) && (!p[1] || isspace((unsigned char)p[1]))) return c;
        printf("? suit\n");
    }
}

/* user picks cards. mustplay: drawing not allowed. returns 0 if user chose to draw */
int userplay(int mustplay)
{
    char b[256], *tok;
    card *sel[52];
    for (;;) {
        int n = 0, bad = 0, f; char s;
        printf(mustplay ? "play> " : "> ");
        getln(b, sizeof b);
        tok = strtok(b, " ,\t");
        if (!tok) { printf("? empty\n"); continue; }
        if ((!strcmp(tok, "d") || !strcmp(tok, "D")) && !strtok(NULL, " ,\t")) {
            if (mustplay) { printf("? must play\n"); continue; }
            if (anyok(you)) { printf("? you have a playable card\n"); continue; }
            return 0;
        }
        for (; tok && !bad; tok = strtok(NULL, " ,\t")) {
            if (!code(tok, &f, &s)) { printf("? bad card %s\n", tok); bad = 1; break; }
            card *c = find(you, f, s);
            if (!c) { printf("? not in hand %s\n", tok); bad = 1; break; }
            for (int i = 0; i < n; i++) if (sel[i] == c) { printf("? twice %s\n", tok); bad = 1; }
            if (n < 52) sel[n++] = c;
        }
        if (bad) continue;
        if (n == 1 && !ok(sel[0])) { printf("? illegal\n"); continue; }
        if (n > 1) {
            for (int i = 0; i < n; i++) if (sel[i]->face != pile->face) bad = 1;
            if (bad) { printf("? illegal, more than one card needs the top face\n"); continue; }
        }
        put(&you, sel, n, "you:");
        if (pile->face == 8 && you) { want = asksuit(); printf("suit now %c\n", want); }
        return 1;
    }
}

void userturn(void)
{
    printf("\ntop ");
    show(pile);
    if (want != pile->suit || pile->face == 8) printf(", suit %c", want);
    printf(" | stock %d | cpu %d\nhand:", count(stock), count(cpu));
    showlist(you);
    if (userplay(0)) return;
    for (int k = 0; k < 3; k++) {
        card *c = pop(&stock);
        push(&you, c);
        printf("drew "); show(c); printf("\n");
        if (!stock) { printf("stock empty\n"); return; }   /* game over right away */
        if (ok(c)) { printf("hand:"); showlist(you); userplay(1); return; }
    }
    printf("no luck, pass\n");
}

/* cpu: first playable non-8, with all its face mates if it matches the face; else an 8 */
void cputurn(void)
{
    card *sel[52], *c, *e = NULL;
    int n = 0;
    for (c = cpu; c && !n; c = c->listp) {
        if (c->face == 8) { if (!e) e = c; continue; }
        if (ok(c)) sel[n++] = c;
    }
    if (n && sel[0]->face == pile->face)
        for (c = cpu; c; c = c->listp)
            if (c != sel[0] && c->face == sel[0]->face) sel[n++] = c;
    if (!n && e) sel[n++] = e;
    for (int k = 0; !n && k < 3; k++) {
        c = pop(&stock);
        push(&cpu, c);
        printf("cpu drew a card\n");
        if (!stock) { printf("stock empty\n"); return; }
        if (ok(c)) sel[n++] = c;
    }
    if (!n) { printf("cpu passes\n"); return; }
    put(&cpu, sel, n, "cpu:");
    if (pile->face == 8 && cpu) {
        int cnt[4] = {0}, b = 0;
        for (c = cpu; c; c = c->listp) if (c->face != 8) cnt[strchr(SUITS, c->suit) - SUITS]++;
        for (int i = 1; i < 4; i++) if (cnt[i] > cnt[b]) b = i;
        want = SUITS[b];
        printf("cpu suit %c\n", want);
    }
}

/* --- stats --- */
void savestats(void)
{
    char names[100][32]; int w[100], l[100], n = 0, found = 0;
    FILE *fp = fopen(STATS, "r");
    if (fp) {
        while (n < 99 && fscanf(fp, "%31s %d %d", names[n], &w[n], &l[n]) == 3) n++;
        fclose(fp);
    }
    for (int i = 0; i < n; i++) if (!strcmp(names[i], who)) { w[i] = wins; l[i] = losses; found = 1; }
    if (!found) { strcpy(names[n], who); w[n] = wins; l[n] = losses; n++; }
    fp = fopen(STATS, "w");
    if (!fp) { printf("cannot write %s\n", STATS); return; }
    for (int i = 0; i < n; i++) fprintf(fp, "%s %d %d\n", names[i], w[i], l[i]);
    fclose(fp);
}

void login(void)
{
    char b[64], n[32]; int w, l, isnew, got = 0;
    FILE *fp = fopen(STATS, "r");
    if (!fp) {                                   /* first run: team records */
        fp = fopen(STATS, "w");
        if (fp) { fprintf(fp, "Jade 3 2\nOmar 2 3\n"); fclose(fp); }
    } else fclose(fp);
    for (;;) {
        printf("(n)ew or (e)xisting player? ");
        getln(b, sizeof b);
        char c = tolower((unsigned char)b[0]);
        if ((c == 'n' || c == 'e') && (!b[1] || !strcmp(b + 1, "ew") || !strcmp(b + 1, "xisting"))) { isnew = c == 'n'; break; }
        printf("? n or e\n");
    }
    for (;;) {
        printf("name? ");
        getln(b, sizeof b);
        if (sscanf(b, "%31s", who) == 1) break;
        printf("? name\n");
    }
    fp = fopen(STATS, "r");
    if (fp) {
        while (fscanf(fp, "%31s %d %d", n, &w, &l) == 3)
            if (!strcmp(n, who)) { wins = w; losses = l; got = 1; }
        fclose(fp);
    }
    if (got) printf("%s: %d-%d%s\n", who, wins, losses, isnew ? " (name exists, record loaded)" : "");
    else { printf("%s: new record%s\n", who, isnew ? "" : " (not found)"); savestats(); }
}

/* --- game --- */
void game(void)
{
    card *deck = CreateDeck();
    printf("\ndeck:"); showlist(deck);
    shuffle(&deck);
    printf("shuffled:"); showlist(deck);
    you = cpu = pile = NULL;
    card *yt = NULL, *ct = NULL;               /* deal in order, keep tails */
    for (int i = 0; i < 16; i++) {
        card *c = pop(&deck);
        card **h = i % 2 ? &cpu : &you, **t = i % 2 ? &ct : &yt;
        if (*t) (*t)->listp = c; else *h = c;
        *t = c;
    }
    stock = deck;
    printf("you:"); showlist(you);
    printf("cpu:"); showlist(cpu);
    push(&pile, pop(&stock));
    want = pile->suit;
    printf("start: "); show(pile); printf("\n");
    for (;;) {
        userturn();
        if (!you || !stock) break;
        printf("\n");
        cputurn();
        if (!cpu || !stock) break;
    }
    int yp = points(you), cp = points(cpu);
    printf("\n--- game over: %s\n", !you ? "you went out" : !cpu ? "cpu went out" : "stock empty");
    printf("you %d pts:", yp); showlist(you);
    printf("cpu %d pts:", cp); showlist(cpu);
    games++;
    if (!you || (cpu && yp < cp)) { printf("you win\n"); wins++; gw++; }
    else if (!cpu || cp < yp) { printf("cpu wins\n"); losses++; gl++; }
    else printf("tie\n");
    printf("%s %d-%d\n", who, wins, losses);
    printf("games %d, you %.0f%%, cpu %.0f%%\n", games, 100.0 * gw / games, 100.0 * gl / games);
    savestats();
    freeall(&stock); freeall(&pile); freeall(&you); freeall(&cpu);
}

int main(void)
{
    char b[64];
    char *sd = getenv("SEED");
    srand(sd && *sd ? (unsigned)strtoul(sd, NULL, 10) : (unsigned)time(NULL));
    printf("CRAZY EIGHTS\n");
    login();
    for (;;) {
        game();
        printf("again? (q quits) ");
        getln(b, sizeof b);
        if ((b[0] == 'q' || b[0] == 'Q') && !b[1]) break;
    }
    return 0;
}
