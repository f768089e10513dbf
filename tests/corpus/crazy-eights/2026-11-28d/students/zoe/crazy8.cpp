// crazy8.cpp -- ECE 175 final project, Crazy Eights (user vs cpu)
// Zoe K.  -- build: g++ *.cpp -o prog
//
// cards are typed as codes: rank A 2-10 J Q K + suit C D H S  (e.g. 10H, qs)
// several cards of the top card's rank: "6S 6D" (last one ends on top)
// if nothing in the hand can be played the program draws for you (max 3)
// "./prog demo" also prints the deck, the shuffled deck and both hands.
// SEED=<n> in the environment fixes the random seed (testing).

#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <cstdlib>
#include <ctime>
#include <cctype>

using namespace std;

typedef struct card_s {
    char suit;
    int face;
    struct card_s *listp;
} card;

static const char SUITS[] = "CDHS";   // order used to build the deck
static bool demo = false;

// ---------- list stuff ----------

void addCard(card *&list, card *c) {          // new cards go to the front
    c->listp = list;
    list = c;
}

card *removeCard(card *&list, card *c) {      // unlink c from list
    for (card **pp = &list; *pp; pp = &(*pp)->listp)
        if (*pp == c) { *pp = c->listp; c->listp = 0; return c; }
    return 0;
}

card *takeTop(card *&list) { return list ? removeCard(list, list) : 0; }

void freeList(card *&list) {
    while (list) { card *n = list->listp; delete list; list = n; }
}

int countCards(card *l) { int n = 0; for (; l; l = l->listp) n++; return n; }

int points(card *l) { int p = 0; for (; l; l = l->listp) p += l->face; return p; }

void createDeck(card *&deck) {               // C D H S, each A..K
    deck = 0;
    card *tail = 0;
    for (int s = 0; s < 4; s++)
        for (int f = 1; f <= 13; f++) {
            card *c = new card;
            c->suit = SUITS[s]; c->face = f; c->listp = 0;
            if (tail) tail->listp = c; else deck = c;
            tail = c;
        }
}

void shuffleDeck(card *&deck) {
    vector<card *> d;
    for (card *c = deck; c; c = c->listp) d.push_back(c);
    int n = (int)d.size();
    for (int rep = 0; rep < 250; rep++)
        for (int i = 0; i < n; i++) {
            int j = rand() % 51;               // 0..50
            card *t = d[i]; d[i] = d[j]; d[j] = t;
        }
    for (int i = 0; i + 1 < n; i++) d[i]->listp = d[i + 1];
    d[n - 1]->listp = 0;
    deck = d[0];
}

// ---------- text ----------

string name(const card *c) {
    static const char *f[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    return string(f[c->face]) + c->suit;
}

string listText(card *l) {
    string s;
    for (; l; l = l->listp) { if (!s.empty()) s += ' '; s += name(l); }
    return s;
}

// parse "10h" -> face/suit; false if not a card code
bool parseCode(string t, int &face, char &suit) {
    if (t.size() < 2) return false;
    for (size_t i = 0; i < t.size(); i++) t[i] = toupper((unsigned char)t[i]);
    suit = t[t.size() - 1];
    string r = t.substr(0, t.size() - 1);
    if (string("CDHS").find(suit) == string::npos) return false;
    if (r == "A") face = 1;
    else if (r == "J") face = 11;
    else if (r == "Q") face = 12;
    else if (r == "K") face = 13;
    else if (r.size() <= 2 && r.find_first_not_of("0123456789") == string::npos) {
        face = atoi(r.c_str());
        if (face < 2 || face > 10) return false;
    } else return false;
    return true;
}

// ---------- input ----------

string readLine() {
    string s;
    if (!getline(cin, s)) {
        cout << "\nbye" << endl;
        exit(0);
    }
    if (!s.empty() && s[s.size() - 1] == '\r') s.erase(s.size() - 1);
    return s;
}

// ---------- game ----------

struct Game {
    card *stock, *pile, *you, *cpu;   // pile: first card is the top card
    char called;                      // suit called with an 8, 0 if none
};

char need(const Game &g) { return g.called ? g.called : g.pile->suit; }

bool ok(const card *c, const Game &g) {
    return c->face == 8 || c->suit == need(g) || (!g.called && c->face == g.pile->face);
}

bool anyOk(card *h, const Game &g) {
    for (; h; h = h->listp) if (ok(h, g)) return true;
    return false;
}

void discard(card *&hand, card *c, Game &g) {
    removeCard(hand, c);
    addCard(g.pile, c);
    g.called = 0;
}

char cpuSuit(card *h) {
    int n[4] = {0, 0, 0, 0};
    for (; h; h = h->listp)
        for (int i = 0; i < 4; i++) if (h->suit == SUITS[i]) n[i]++;
    int b = 0;
    for (int i = 1; i < 4; i++) if (n[i] > n[b]) b = i;
    return SUITS[b];
}

char askSuit() {
    for (;;) {
        cout << "suit? [cdhs] ";
        string s = readLine();
        size_t p = s.find_first_not_of(" \t");
        if (p != string::npos) {
            char c = toupper((unsigned char)s[p]);
            if (c == 'C' || c == 'D' || c == 'H' || c == 'S') return c;
        }
        cout << "c, d, h or s" << endl;
    }
}

// draw up to 3; plays the first card that fits. who: 0 = you, 1 = cpu
void drawTurn(card *&hand, Game &g, int who) {
    for (int k = 0; k < 3; k++) {
        if (!g.stock) { cout << "stock empty" << endl; break; }
        card *c = takeTop(g.stock);
        addCard(hand, c);
        if (who == 0) cout << "drew " << name(c) << endl;
        else cout << "cpu draws" << endl;
        if (ok(c, g)) {
            discard(hand, c, g);
            if (who == 0) cout << "play " << name(c) << endl;
            else cout << "cpu: " << name(c);
            if (c->face == 8 && hand) {
                g.called = (who == 0) ? askSuit() : cpuSuit(hand);
                if (who == 1) cout << " suit " << g.called;
            }
            if (who == 1) cout << endl;
            return;
        }
    }
    cout << (who == 0 ? "pass" : "cpu passes") << endl;
}

void yourTurn(Game &g) {
    cout << "\ntop " << name(g.pile);
    if (g.called) cout << " suit " << g.called;
    cout << " | stock " << countCards(g.stock) << " | cpu " << countCards(g.cpu) << endl;
    cout << "hand: " << listText(g.you) << endl;

    if (!anyOk(g.you, g)) {
        cout << "no play, drawing" << endl;
        drawTurn(g.you, g, 0);
        return;
    }
    for (;;) {
        cout << "> ";
        string line = readLine();
        istringstream in(line);
        vector<string> toks;
        string t;
        while (in >> t) toks.push_back(t);
        if (toks.empty()) continue;
        if (toks.size() == 1 && (toks[0] == "d" || toks[0] == "D")) {
            cout << "you have a play" << endl;
            continue;
        }
        vector<card *> pick;
        string err;
        for (size_t i = 0; i < toks.size() && err.empty(); i++) {
            int f; char s;
            if (!parseCode(toks[i], f, s)) { err = "bad card: " + toks[i]; break; }
            card *c = g.you;
            while (c && !(c->face == f && c->suit == s)) c = c->listp;
            if (!c) { err = "not in hand: " + toks[i]; break; }
            for (size_t j = 0; j < pick.size(); j++) if (pick[j] == c) err = "twice: " + toks[i];
            pick.push_back(c);
        }
        if (err.empty()) {
            if (pick.size() == 1) {
                if (!ok(pick[0], g)) err = "doesn't match";
            } else {
                if (g.called || g.pile->face == 8) err = "one card only";
                for (size_t j = 0; j < pick.size() && err.empty(); j++)
                    if (pick[j]->face != g.pile->face) err = "all must be " + name(g.pile).substr(0, name(g.pile).size() - 1) + "s";
            }
        }
        if (!err.empty()) { cout << err << endl; continue; }
        for (size_t j = 0; j < pick.size(); j++) discard(g.you, pick[j], g);
        if (pick.back()->face == 8 && g.you) g.called = askSuit();
        return;
    }
}

void cpuTurn(Game &g) {
    card *first = 0;
    for (card *c = g.cpu; c && !first; c = c->listp)
        if (c->face != 8 && ok(c, g)) first = c;
    if (!first)
        for (card *c = g.cpu; c && !first; c = c->listp)
            if (c->face == 8) first = c;
    if (!first) { drawTurn(g.cpu, g, 1); return; }

    vector<card *> pick;
    if (first->face != 8 && !g.called && first->face == g.pile->face) {
        for (card *c = g.cpu; c; c = c->listp)
            if (c->face == first->face) pick.push_back(c);
    } else pick.push_back(first);

    cout << "cpu:";
    for (size_t j = 0; j < pick.size(); j++) { discard(g.cpu, pick[j], g); cout << ' ' << name(pick[j]); }
    if (pick.back()->face == 8 && g.cpu) {
        g.called = cpuSuit(g.cpu);
        cout << " suit " << g.called;
    }
    cout << endl;
}

// returns 1 you, -1 cpu, 0 tie
int endGame(Game &g, const char *why) {
    int a = points(g.you), b = points(g.cpu);
    cout << "\n" << why << ". points: you " << a << ", cpu " << b << endl;
    int r = a < b ? 1 : (b < a ? -1 : 0);
    cout << (r == 1 ? "you win" : r == -1 ? "cpu wins" : "tie") << endl;
    freeList(g.stock); freeList(g.pile); freeList(g.you); freeList(g.cpu);
    return r;
}

int playGame() {
    Game g;
    g.stock = g.pile = g.you = g.cpu = 0;
    g.called = 0;
    createDeck(g.stock);
    if (demo) cout << "deck: " << listText(g.stock) << endl;
    shuffleDeck(g.stock);
    if (demo) cout << "shuffled: " << listText(g.stock) << endl;
    for (int i = 0; i < 8; i++) {
        addCard(g.you, takeTop(g.stock));
        addCard(g.cpu, takeTop(g.stock));
    }
    if (demo) cout << "your hand: " << listText(g.you) << "\ncpu hand: " << listText(g.cpu) << endl;
    addCard(g.pile, takeTop(g.stock));

    for (;;) {
        yourTurn(g);
        if (!g.you) return endGame(g, "you're out");
        if (!g.stock) return endGame(g, "stock empty");
        cpuTurn(g);
        if (!g.cpu) return endGame(g, "cpu is out");
        if (!g.stock) return endGame(g, "stock empty");
    }
}

int main(int argc, char **argv) {
    const char *seed = getenv("SEED");
    srand(seed && *seed ? (unsigned)strtoul(seed, 0, 10) : (unsigned)time(NULL));
    demo = argc > 1 && string(argv[1]) == "demo";

    cout << "CRAZY EIGHTS - you vs cpu. type cards like 7H or \"7H 7S\"." << endl;
    int played = 0, won = 0, lost = 0;
    for (;;) {
        cout << "\n-- game " << ++played << " --" << endl;
        int r = playGame();
        if (r > 0) won++;
        else if (r < 0) lost++;
        cout << "games " << played << ", you " << won * 100 / played << "%, cpu "
             << lost * 100 / played << "%" << endl;
        cout << "again? (q quits) ";
        string s = readLine();
        size_t p = s.find_first_not_of(" \t");
        if (p != string::npos && (s[p] == 'q' || s[p] == 'Q')) break;
    }
    cout << "bye" << endl;
    return 0;
}
