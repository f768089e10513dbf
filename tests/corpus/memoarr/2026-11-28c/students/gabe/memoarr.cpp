// Memoarr! -- gabe
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>
using namespace std;

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };
enum Letter { A, B, C, D, E };
enum Number { N1, N2, N3, N4, N5 };
struct OutOfRange : out_of_range { OutOfRange() : out_of_range("out of range") {} };

class Card {
    FaceAnimal a; FaceBackground b;
    Card(FaceAnimal a, FaceBackground b) : a(a), b(b) {}
    friend class CardDeck;
public:
    Card(const Card&) = delete; Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    string operator()(int row) const { string s(3, "rgpby"[b]); if (row == 1) s[1] = "CPOTW"[a]; return s; }
    FaceAnimal animal() const { return a; }
    FaceBackground bg() const { return b; }
};

class Reward {
    int n;
    explicit Reward(int n) : n(n) {}
    friend class RewardDeck;
public:
    Reward(const Reward&) = delete; Reward& operator=(const Reward&) = delete;
    int value() const { return n; }
    friend ostream& operator<<(ostream& o, const Reward& r) { return o << r.n << " rubies"; }
};

template <class C> class Deck {
protected:
    vector<C*> v; size_t i = 0;
public:
    virtual ~Deck() { for (auto c : v) delete c; }
    void shuffle() { random_shuffle(v.begin(), v.end(), [](int n) { return rand() % n; }); i = 0; }
    C* getNext() { return i < v.size() ? v[i++] : nullptr; }
    bool isEmpty() const { return i >= v.size(); }
};

class CardDeck : public Deck<Card> {
    CardDeck() { for (int a = 0; a < 5; a++) for (int b = 0; b < 5; b++) v.push_back(new Card(FaceAnimal(a), FaceBackground(b))); }
public:
    CardDeck(const CardDeck&) = delete; CardDeck& operator=(const CardDeck&) = delete;
    static CardDeck& make_CardDeck() { static CardDeck d; return d; }
};

class RewardDeck : public Deck<Reward> {
    RewardDeck() { for (int n : {1, 1, 1, 2, 2, 3, 4}) v.push_back(new Reward(n)); }
public:
    RewardDeck(const RewardDeck&) = delete; RewardDeck& operator=(const RewardDeck&) = delete;
    static RewardDeck& make_RewardDeck() { static RewardDeck d; return d; }
};

string pos(int r, int c) { return string(1, char('A' + r)) + char('1' + c); }

class Board {
    const Card* card[5][5] = {};
    bool up[5][5] = {};
    void chk(int l, int n) const { if (l < 0 || l > 4 || n < 0 || n > 4 || (l == 2 && n == 2)) throw OutOfRange(); }
public:
    Board() {
        auto& d = CardDeck::make_CardDeck(); d.shuffle();
        for (int r = 0; r < 5; r++) for (int c = 0; c < 5; c++) if (r != 2 || c != 2) card[r][c] = d.getNext();
    }
    bool isFaceUp(const Letter& l, const Number& n) const { chk(l, n); return up[l][n]; }
    bool turnFaceUp(const Letter& l, const Number& n) { chk(l, n); if (up[l][n]) return false; return up[l][n] = true; }
    bool turnFaceDown(const Letter& l, const Number& n) { chk(l, n); if (!up[l][n]) return false; up[l][n] = false; return true; }
    void reset() { for (auto& r : up) for (auto& x : r) x = false; }
    const Card* get(int l, int n) const { chk(l, n); return card[l][n]; }
    void swap(int r1, int c1, int r2, int c2) { std::swap(card[r1][c1], card[r2][c2]); std::swap(up[r1][c1], up[r2][c2]); }
    friend ostream& operator<<(ostream& o, const Board& b) {
        for (int r = 0; r < 5; r++) {
            for (int l = 0; l < 3; l++) {
                o << (l == 1 ? char('A' + r) : ' ') << ' ';
                for (int c = 0; c < 5; c++) {
                    if (c) o << ' ';
                    o << (!b.card[r][c] ? string("   ") : b.up[r][c] ? (*b.card[r][c])(l) : string("zzz"));
                }
                o << '\n';
            }
            o << '\n';
        }
        return o << "   1   2   3   4   5\n";
    }
};

enum Side { Top, Right, Bottom, Left };
const char* sideName[] = {"top", "right", "bottom", "left"};

class Player {
    string name; Side side; int rubies = 0; bool active = true, end = false;
public:
    Player(string n, Side s) : name(n), side(s) {}
    string getName() const { return name; }
    Side getSide() const { return side; }
    void setActive(bool a) { active = a; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& r) { rubies += r.value(); }
    void setDisplayMode(bool e) { end = e; }
    friend ostream& operator<<(ostream& o, const Player& p) {
        o << p.name << ": ";
        if (p.end) return o << p.rubies << " rubies";
        return o << sideName[p.side] << (p.active ? " (active)" : " (inactive)");
    }
};

struct P { int r, c; bool operator==(const P& o) const { return r == o.r && c == o.c; } };

class Game {
public:
    Board board; vector<Player> players; int round = 0; size_t cur = 0;
    const Card *prev = nullptr, *now = nullptr;
    vector<P> order; bool expertDisplay = false;
    int getRound() { return round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[cur]; }
    const Card* getPreviousCard() { return prev; }
    const Card* getCurrentCard() { return now; }
    void setCurrentCard(const Card* c) { prev = now; now = c; }
    void row(ostream& o, const vector<P>& ps) const {
        if (ps.empty()) { o << "(none)\n"; return; }
        for (int l = 0; l < 3; l++) { for (size_t i = 0; i < ps.size(); i++) o << (i ? " " : "") << (*board.get(ps[i].r, ps[i].c))(l); o << '\n'; }
        o << '\n';
        for (size_t i = 0; i < ps.size(); i++) o << (i ? "  " : "") << pos(ps[i].r, ps[i].c);
        o << "\n\n";
    }
    friend ostream& operator<<(ostream& o, const Game& g) {
        if (g.expertDisplay) g.row(o, g.order); else o << g.board;
        for (auto& p : g.players) o << p << '\n';
        return o;
    }
};

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(Game& g) { auto p = g.getPreviousCard(), c = g.getCurrentCard(); return !p || p->animal() == c->animal() || p->bg() == c->bg(); }
    bool gameOver(Game& g) { return g.getRound() >= 7; }
    bool roundOver(Game& g) { return count_if(g.players.begin(), g.players.end(), [](const Player& p) { return p.isActive(); }) <= 1; }
    virtual bool expert() const { return false; }
};
class ExpertRules : public Rules { public: bool expert() const override { return true; } };

string word() { string s; if (!(cin >> s)) { cout << endl; exit(0); } return s; }
bool parse(string s, P& p) {
    if (s.size() != 2) return false;
    p.r = toupper(s[0]) - 'A'; p.c = s[1] - '1';
    return p.r >= 0 && p.r < 5 && p.c >= 0 && p.c < 5;
}

Game g;
Rules* rules;
bool skipNext = false; P block{-1, -1}, nextBlock{-1, -1};

vector<P> cells(bool faceUp) {
    vector<P> v;
    for (int r = 0; r < 5; r++) for (int c = 0; c < 5; c++) if ((r != 2 || c != 2) && g.board.isFaceUp(Letter(r), Number(c)) == faceUp) v.push_back({r, c});
    return v;
}

P pick(const string& prompt, const vector<P>& ok, bool skippable, bool& skipped) {
    for (;;) {
        cout << prompt; string s = word(); P p;
        if (skippable && s == "-") { skipped = true; return p; }
        if (parse(s, p) && find(ok.begin(), ok.end(), p) != ok.end()) { skipped = false; return p; }
        cout << "not allowed\n";
    }
}

P askCard(const string& name) {
    for (;;) {
        cout << name << "> "; string s = word(); P p;
        if (!parse(s, p)) cout << "bad position\n";
        else if (p.r == 2 && p.c == 2) cout << "empty centre\n";
        else if (g.board.isFaceUp(Letter(p.r), Number(p.c))) cout << "already face up\n";
        else if (p == block) cout << "blocked by walrus\n";
        else return p;
    }
}

void turnUp(P p) { g.board.turnFaceUp(Letter(p.r), Number(p.c)); g.order.push_back(p); g.setCurrentCard(g.board.get(p.r, p.c)); }

void power(Player& pl, P& p, bool first, bool& again) {
    auto a = g.getCurrentCard()->animal();
    bool sk;
    if (a == Octopus) {
        vector<P> nb;
        for (P d : {P{-1, 0}, P{1, 0}, P{0, -1}, P{0, 1}}) {
            P q{p.r + d.r, p.c + d.c};
            if (q.r >= 0 && q.r < 5 && q.c >= 0 && q.c < 5 && !(q.r == 2 && q.c == 2)) nb.push_back(q);
        }
        P q = nb[rand() % nb.size()];
        g.board.swap(p.r, p.c, q.r, q.c);
        for (auto& x : g.order) { if (x == p) x = q; else if (x == q) x = p; }
        cout << "octopus: " << pos(p.r, p.c) << " <-> " << pos(q.r, q.c) << '\n' << g;
        p = q;
    } else if (a == Penguin && !first) {
        vector<P> ups = cells(true);
        ups.erase(find(ups.begin(), ups.end(), p));
        if (ups.empty()) return;
        P q = pick(pl.getName() + ", penguin: hide which card (- to skip)? ", ups, true, sk);
        if (!sk) {
            g.board.turnFaceDown(Letter(q.r), Number(q.c));
            g.order.erase(find(g.order.begin(), g.order.end(), q));
            cout << g;
        }
    } else if (a == Walrus) {
        vector<P> downs = cells(false);
        if (!downs.empty()) nextBlock = pick(pl.getName() + ", walrus: block which card? ", downs, false, sk);
    } else if (a == Crab) {
        cout << "crab: " << pl.getName() << " goes again\n"; again = true;
    } else if (a == Turtle) {
        skipNext = true;
    }
}

void turn(Player& pl) {
    for (bool again = true; again;) {
        again = false;
        bool any = false;
        for (P p : cells(false)) if (!(p == block)) any = true;
        if (!any) { pl.setActive(false); cout << "no cards left: " << pl.getName() << " out\n" << g; return; }
        P p = askCard(pl.getName());
        bool first = !g.getCurrentCard();
        turnUp(p);
        if (!rules->isValid(g)) { pl.setActive(false); cout << "no match: " << pl.getName() << " out\n" << g; return; }
        cout << g;
        if (rules->expert()) power(pl, p, first, again);
    }
}

size_t nextActive(size_t i) {
    for (size_t k = 1; k <= g.players.size(); k++) if (g.players[(i + k) % g.players.size()].isActive()) return (i + k) % g.players.size();
    return i;
}

int main() {
    const char* sd = getenv("SEED");
    srand(sd ? atoi(sd) : time(0));
    int n = 0;
    while (n < 2 || n > 4) { cout << "players (2-4)? "; string s = word(); n = (s.size() == 1) ? s[0] - '0' : 0; }
    for (int i = 0; i < n; i++) { cout << "name " << i + 1 << "? "; g.addPlayer(Player(word(), Side(i))); }
    string s;
    do { cout << "expert display (y/n)? "; s = word(); } while (s != "y" && s != "n");
    g.expertDisplay = s == "y";
    do { cout << "expert rules (y/n)? "; s = word(); } while (s != "y" && s != "n");
    rules = s == "y" ? new ExpertRules : new Rules;
    auto& rd = RewardDeck::make_RewardDeck(); rd.shuffle();
    cout << g;
    while (!rules->gameOver(g)) {
        g.board.reset(); g.order.clear(); g.prev = g.now = nullptr;
        for (auto& p : g.players) p.setActive(true);
        cout << "-- round " << g.round + 1 << " --\n";
        for (auto& p : g.players) {
            cout << p.getName() << " peeks:\n";
            static const vector<P> front[] = {{{0, 1}, {0, 2}, {0, 3}}, {{1, 4}, {2, 4}, {3, 4}}, {{4, 1}, {4, 2}, {4, 3}}, {{1, 0}, {2, 0}, {3, 0}}};
            g.row(cout, front[p.getSide()]);
        }
        size_t i = g.round % n;
        block = nextBlock = {-1, -1}; skipNext = false;
        while (!rules->roundOver(g)) {
            g.cur = i;
            turn(g.players[i]);
            block = nextBlock; nextBlock = {-1, -1};
            if (rules->roundOver(g)) break;
            i = nextActive(i);
            if (skipNext) { cout << "turtle: " << g.players[i].getName() << " skipped\n"; i = nextActive(i); skipNext = false; }
        }
        for (auto& p : g.players) if (p.isActive()) { p.addReward(*rd.getNext()); cout << "round " << g.round + 1 << ": " << p.getName() << " wins\n"; }
        g.round++;
    }
    vector<Player> v = g.players;
    stable_sort(v.begin(), v.end(), [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    cout << "final:\n";
    for (auto& p : v) { p.setDisplayMode(true); cout << p << '\n'; }
    int best = v.back().getNRubies(), cnt = 0;
    for (auto& p : v) cnt += p.getNRubies() == best;
    cout << (cnt > 1 ? "tie:" : "winner:");
    for (auto& p : v) if (p.getNRubies() == best) cout << ' ' << p.getName();
    cout << '\n';
    delete rules;
}
