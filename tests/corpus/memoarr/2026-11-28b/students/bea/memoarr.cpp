// Memoarr! - CSI2372 Fall 2018 project. Single file.
// g++ -std=c++17 memoarr.cpp -o memoarr
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>
using namespace std;

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };
enum Letter { A, B, C, D, E };
enum Number { N1, N2, N3, N4, N5 };

struct Eof {};
static string readLine(const string& prompt) {
    cout << prompt << flush;
    string s;
    if (!getline(cin, s)) throw Eof();
    while (!s.empty() && isspace((unsigned char)s.back())) s.pop_back();
    size_t b = s.find_first_not_of(" \t");
    return b == string::npos ? "" : s.substr(b);
}

class Card {
    FaceAnimal a; FaceBackground b;
    Card(FaceAnimal a, FaceBackground b) : a(a), b(b) {}
    friend class CardDeck;
public:
    Card(const Card&) = delete; Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    string operator()(int row) const {
        string s(3, "rgpby"[b]);
        if (row == 1) s[1] = "CPOTW"[a];
        return s;
    }
    operator FaceAnimal() const { return a; }
    operator FaceBackground() const { return b; }
};

class Reward {
    int n;
    Reward(int n) : n(n) {}
    friend class RewardDeck;
public:
    Reward(const Reward&) = delete; Reward& operator=(const Reward&) = delete;
    operator int() const { return n; }
    friend ostream& operator<<(ostream& o, const Reward& r) { return o << r.n << " rubies"; }
};

template <class C> class Deck {
protected:
    vector<C*> v; size_t i = 0;
public:
    virtual ~Deck() { for (C* c : v) delete c; }
    void shuffle() { random_shuffle(v.begin(), v.end()); i = 0; }
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

struct OutOfRange : out_of_range { OutOfRange() : out_of_range("OutOfRange") {} };

typedef int Pos;  // row*5+col
static string name(Pos p) { return string(1, char('A' + p / 5)) + char('1' + p % 5); }
static bool parsePos(string s, Pos& p) {
    if (s.size() != 2) return false;
    char r = toupper(s[0]), c = s[1];
    if (r < 'A' || r > 'E' || c < '1' || c > '5') return false;
    p = (r - 'A') * 5 + (c - '1');
    return true;
}

class Board {
    const Card* card[25] = {};
    bool up[25] = {};
    void chk(int l, int n) const { if (l < 0 || l > 4 || n < 0 || n > 4 || (l == 2 && n == 2)) throw OutOfRange(); }
public:
    Board() {
        CardDeck& d = CardDeck::make_CardDeck();
        d.shuffle();
        for (int i = 0; i < 25; i++) if (i != 12) card[i] = d.getNext();
    }
    bool isFaceUp(const Letter& l, const Number& n) const { chk(l, n); return up[l * 5 + n]; }
    bool turnFaceUp(const Letter& l, const Number& n) { chk(l, n); if (up[l * 5 + n]) return false; return up[l * 5 + n] = true; }
    bool turnFaceDown(const Letter& l, const Number& n) { chk(l, n); if (!up[l * 5 + n]) return false; up[l * 5 + n] = false; return true; }
    void reset() { fill(up, up + 25, false); }
    bool up_(Pos p) const { return p != 12 && up[p]; }
    bool down(Pos p) const { return p != 12 && !up[p]; }
    const Card* at(Pos p) const { return card[p]; }
    void swap(Pos p, Pos q) { std::swap(card[p], card[q]); std::swap(up[p], up[q]); }
    string cell(Pos p, int row, const set<Pos>& extra) const {
        if (p == 12) return "   ";
        return up[p] || extra.count(p) ? (*card[p])(row) : "zzz";
    }
    void print(ostream& o, const set<Pos>& extra = {}) const {
        for (int r = 0; r < 5; r++) {
            for (int k = 0; k < 3; k++) {
                string line = string(1, k == 1 ? char('A' + r) : ' ') + ' ';
                for (int c = 0; c < 5; c++) line += (c ? " " : "") + cell(r * 5 + c, k, extra);
                o << line.erase(line.find_last_not_of(' ') + 1) << "\n";
            }
            o << "\n";
        }
        o << "   1   2   3   4   5\n";
    }
    friend ostream& operator<<(ostream& o, const Board& b) { b.print(o); return o; }
};

static void printRow(ostream& o, const Board& b, const vector<Pos>& ps) {
    if (ps.empty()) { o << "-\n"; return; }
    for (int k = 0; k < 3; k++) {
        for (size_t i = 0; i < ps.size(); i++) o << (i ? " " : "") << (*b.at(ps[i]))(k);
        o << "\n";
    }
    string s;
    for (Pos p : ps) s += name(p) + "  ";
    o << "\n" << s.substr(0, s.size() - 2) << "\n";
}

static const char* SIDES[] = {"top", "right", "bottom", "left"};

class Player {
    string nm; int side; int rubies = 0; bool active = true, end = false;
public:
    Player(string n, int s) : nm(n), side(s) {}
    string getName() const { return nm; }
    int getSide() const { return side; }
    void setActive(bool a) { active = a; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& r) { rubies += r; }
    void setDisplayMode(bool e) { end = e; }
    friend ostream& operator<<(ostream& o, const Player& p) {
        if (p.end) return o << p.nm << ": " << p.rubies << " rubies";
        return o << p.nm << ": " << SIDES[p.side] << (p.active ? " (active)" : " (inactive)");
    }
};

class Game {
public:
    Board board;
    vector<Player> players;
    bool expertDisplay = false;
    int round = 0;
    size_t cur = 0;
    const Card *prev = nullptr, *curCard = nullptr;
    vector<Pos> order;  // face up, in order turned
    int turned = 0;
    int blocked = -1, nextBlocked = -1;
    bool skip = false;

    int getRound() const { return round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[cur]; }
    const Card* getPreviousCard() const { return prev; }
    const Card* getCurrentCard() const { return curCard; }
    void setCurrentCard(const Card* c) { prev = curCard; curCard = c; }

    void show(ostream& o, const set<Pos>& peek = {}) const {
        if (expertDisplay) printRow(o, board, peek.empty() ? order : vector<Pos>(peek.begin(), peek.end()));
        else board.print(o, peek);
    }
    size_t nextActive(size_t i) const {
        for (size_t k = 1; k <= players.size(); k++)
            if (players[(i + k) % players.size()].isActive()) return (i + k) % players.size();
        return i;
    }
    friend ostream& operator<<(ostream& o, const Game& g) {
        g.show(o);
        o << "\n";
        for (auto& p : g.players) o << p << "\n";
        return o << "\n";
    }
};

class Rules {
public:
    bool isValid(const Game& g) const {
        if (!g.prev) return true;
        return FaceAnimal(*g.prev) == FaceAnimal(*g.curCard) || FaceBackground(*g.prev) == FaceBackground(*g.curCard);
    }
    bool gameOver(const Game& g) const { return g.round >= 7; }
    bool roundOver(const Game& g) const {
        return count_if(g.players.begin(), g.players.end(), [](const Player& p) { return p.isActive(); }) == 1;
    }
};

static Game game;
static Rules rules;
static bool expertRules = false;

static bool yes(const string& q) {
    for (;;) {
        string s = readLine(q);
        for (auto& ch : s) ch = tolower(ch);
        if (s == "y" || s == "yes") return true;
        if (s == "n" || s == "no") return false;
        cout << "Answer y or n.\n";
    }
}

static void turnCard(Player& p);

static void power(Player& p, Pos at) {
    Board& b = game.board;
    switch (FaceAnimal(*b.at(at))) {
    case Octopus: {
        vector<Pos> nb;
        int r = at / 5, c = at % 5;
        if (r > 0) nb.push_back(at - 5);
        if (r < 4) nb.push_back(at + 5);
        if (c > 0) nb.push_back(at - 1);
        if (c < 4) nb.push_back(at + 1);
        nb.erase(remove(nb.begin(), nb.end(), 12), nb.end());
        Pos q = nb[rand() % nb.size()];
        b.swap(at, q);
        for (Pos& x : game.order) x = x == at ? q : x == q ? at : x;
        cout << "Octopus swaps " << name(at) << " and " << name(q) << ".\n\n" << game;
        break;
    }
    case Penguin: {
        if (game.turned == 1 || game.order.size() < 2) break;
        for (;;) {
            string s = readLine("Turn down (- to skip)? ");
            Pos q;
            if (s == "-") break;
            if (parsePos(s, q) && q != at && b.up_(q)) {
                b.turnFaceDown(Letter(q / 5), Number(q % 5));
                game.order.erase(find(game.order.begin(), game.order.end(), q));
                cout << "\n" << game;
                break;
            }
            cout << "Invalid.\n";
        }
        break;
    }
    case Walrus: {
        int downs = 0;
        for (Pos q = 0; q < 25; q++) downs += b.down(q);
        if (downs < 2) break;
        for (;;) {
            string s = readLine("Block for " + game.players[game.nextActive(game.cur)].getName() + "? ");
            Pos q;
            if (parsePos(s, q) && b.down(q)) { game.nextBlocked = q; break; }
            cout << "Invalid.\n";
        }
        break;
    }
    case Crab:
        cout << "Crab: again.\n";
        turnCard(p);
        break;
    case Turtle:
        game.skip = true;
        break;
    }
}

static void turnCard(Player& p) {
    Board& b = game.board;
    int avail = 0;
    for (Pos q = 0; q < 25; q++) avail += b.down(q) && q != game.blocked;
    if (!avail) {
        p.setActive(false);
        cout << p.getName() << ": no card left, out.\n\n" << game;
        return;
    }
    Pos q;
    for (;;) {
        string s = readLine(p.getName() + "> ");
        if (parsePos(s, q) && b.down(q) && q != game.blocked) break;
        cout << "Invalid.\n";
    }
    b.turnFaceUp(Letter(q / 5), Number(q % 5));
    game.order.push_back(q);
    game.turned++;
    game.setCurrentCard(b.at(q));
    bool ok = rules.isValid(game);
    if (!ok) p.setActive(false);
    cout << p.getName() << ": " << name(q) << (ok ? "" : ", out") << ".\n\n" << game;
    if (ok && expertRules) power(p, q);
}

int main() {
    const char* seed = getenv("SEED");
    srand(seed ? atoi(seed) : time(0));
    try {
        game.expertDisplay = yes("Expert display? (y/n) ");
        expertRules = yes("Expert rules? (y/n) ");
        int n = 0;
        for (;;) {
            string s = readLine("Players (2-4)? ");
            if (s.size() == 1 && s[0] >= '2' && s[0] <= '4') { n = s[0] - '0'; break; }
            cout << "Invalid.\n";
        }
        for (int i = 0; i < n; i++) {
            string s;
            while ((s = readLine("Name of player " + to_string(i + 1) + "? ")).empty()) cout << "Invalid.\n";
            game.addPlayer(Player(s, i));
        }
        RewardDeck& rewards = RewardDeck::make_RewardDeck();
        rewards.shuffle();
        cout << "\n" << game;
        while (!rules.gameOver(game)) {
            cout << "Round " << game.round + 1 << "\n\n";
            game.board.reset();
            for (auto& p : game.players) p.setActive(true);
            game.cur = 0;
            game.prev = game.curCard = nullptr;
            game.order.clear();
            game.turned = 0;
            game.blocked = game.nextBlocked = -1;
            game.skip = false;
            for (auto& p : game.players) {
                static const int front[4][3] = {{1, 2, 3}, {9, 14, 19}, {21, 22, 23}, {5, 10, 15}};
                set<Pos> pk(front[p.getSide()], front[p.getSide()] + 3);
                cout << p.getName() << " peeks:\n";
                game.show(cout, pk);
                cout << "--\n";
            }
            cout << "\n" << game;
            while (!rules.roundOver(game)) {
                turnCard(game.getPlayer());
                if (rules.roundOver(game)) break;
                game.cur = game.nextActive(game.cur);
                if (game.skip) {
                    cout << game.players[game.cur].getName() << " skipped.\n";
                    game.cur = game.nextActive(game.cur);
                    game.skip = false;
                }
                game.blocked = game.nextBlocked;
                game.nextBlocked = -1;
            }
            for (auto& p : game.players)
                if (p.isActive()) {
                    p.addReward(*rewards.getNext());
                    cout << p.getName() << " wins round " << game.round + 1 << ".\n\n";
                }
            game.round++;
        }
        vector<Player> v = game.players;
        stable_sort(v.begin(), v.end(), [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
        cout << "Final:\n";
        for (auto& p : v) { p.setDisplayMode(true); cout << p << "\n"; }
        string w;
        for (auto& p : v) if (p.getNRubies() == v.back().getNRubies()) w += (w.empty() ? "" : ", ") + p.getName();
        cout << "Winner: " << w << "\n";
    } catch (Eof&) {
    }
    return 0;
}
