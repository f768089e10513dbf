// CSI2372 project - Memoarr!   (gus)
// everything in one file. build: c++ -O2 -o game *.cpp -lm
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };
enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

static const char ANIMAL[] = "CPOTW";
static const char COLOUR[] = "rgpby";
static const char* SIDE[] = {"top", "bottom", "left", "right"};

struct OutOfRange : std::out_of_range {
    OutOfRange() : std::out_of_range("position out of range") {}
};

class Card {
    friend class CardDeck;
    FaceAnimal a;
    FaceBackground b;
    Card(FaceAnimal fa, FaceBackground fb) : a(fa), b(fb) {}
public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    std::string operator()(int row) const {
        std::string s(3, COLOUR[b]);
        if (row == 1) s[1] = ANIMAL[a];
        return s;
    }
    operator FaceAnimal() const { return a; }
    operator FaceBackground() const { return b; }
};

class Reward {
    friend class RewardDeck;
    int n;
    explicit Reward(int k) : n(k) {}
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    operator int() const { return n; }
    friend std::ostream& operator<<(std::ostream& o, const Reward& r) { return o << r.n << (r.n == 1 ? " ruby" : " rubies"); }
};

template <class C> class Deck {
protected:
    std::vector<C*> v;
    size_t pos = 0;
public:
    virtual ~Deck() { for (C* c : v) delete c; }
    void shuffle() { pos = 0; std::random_shuffle(v.begin(), v.end()); }
    C* getNext() { return pos < v.size() ? v[pos++] : nullptr; }
    bool isEmpty() const { return pos >= v.size(); }
};

class CardDeck : public Deck<Card> {
    CardDeck() {
        for (int a = 0; a < 5; ++a)
            for (int b = 0; b < 5; ++b) v.push_back(new Card(FaceAnimal(a), FaceBackground(b)));
    }
public:
    CardDeck(const CardDeck&) = delete;
    CardDeck& operator=(const CardDeck&) = delete;
    static CardDeck& make_CardDeck() { static CardDeck d; return d; }
};

class RewardDeck : public Deck<Reward> {
    RewardDeck() {
        for (int k : {1, 1, 1, 2, 2, 3, 4}) v.push_back(new Reward(k));
    }
public:
    RewardDeck(const RewardDeck&) = delete;
    RewardDeck& operator=(const RewardDeck&) = delete;
    static RewardDeck& make_RewardDeck() { static RewardDeck d; return d; }
};

class Board {
    Card* cell[5][5];
    bool up[5][5];
    static void check(int l, int n) {
        if (l < 0 || l > 4 || n < 0 || n > 4 || (l == 2 && n == 2)) throw OutOfRange();
    }
public:
    Board() {
        CardDeck& d = CardDeck::make_CardDeck();
        d.shuffle();
        for (int l = 0; l < 5; ++l)
            for (int n = 0; n < 5; ++n) {
                cell[l][n] = (l == 2 && n == 2) ? nullptr : d.getNext();
                up[l][n] = false;
            }
    }
    bool isFaceUp(const Letter& l, const Number& n) const { check(l, n); return up[l][n]; }
    bool turnFaceUp(const Letter& l, const Number& n) {
        check(l, n);
        if (up[l][n]) return false;
        return up[l][n] = true;
    }
    bool turnFaceDown(const Letter& l, const Number& n) {
        check(l, n);
        if (!up[l][n]) return false;
        up[l][n] = false;
        return true;
    }
    void reset() {
        for (auto& r : up) for (bool& b : r) b = false;
    }
    const Card* getCard(const Letter& l, const Number& n) const { check(l, n); return cell[l][n]; }
    void swap(Letter l1, Number n1, Letter l2, Number n2) {
        check(l1, n1); check(l2, n2);
        std::swap(cell[l1][n1], cell[l2][n2]);
        std::swap(up[l1][n1], up[l2][n2]);
    }
    friend std::ostream& operator<<(std::ostream& o, const Board& bd) {
        for (int l = 0; l < 5; ++l) {
            for (int row = 0; row < 3; ++row) {
                std::string s = row == 1 ? std::string(1, char('A' + l)) + " " : "  ";
                for (int n = 0; n < 5; ++n) {
                    if (n) s += ' ';
                    const Card* c = bd.cell[l][n];
                    s += !c ? "   " : bd.up[l][n] ? (*c)(row) : "zzz";
                }
                o << s << '\n';
            }
            o << '\n';
        }
        return o << "   1   2   3   4   5\n";
    }
};

class Player {
    std::string name;
    int side;
    int rubies = 0;
    bool active = true;
    bool endOfGame = false;
public:
    Player(const std::string& nm, int s) : name(nm), side(s) {}
    std::string getName() const { return name; }
    void setActive(bool b) { active = b; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& r) { rubies += int(r); }
    void setDisplayMode(bool e) { endOfGame = e; }
    int getSide() const { return side; }
    friend std::ostream& operator<<(std::ostream& o, const Player& p) {
        if (p.endOfGame) return o << p.name << ": " << p.rubies << " rubies";
        return o << p.name << ": " << SIDE[p.side] << (p.active ? " (active)" : " (inactive)");
    }
};

typedef std::pair<int, int> Pos;  // letter, number

class Game {
public:
    Board board;
    std::vector<Player> players;
    std::vector<Pos> order;      // face-up cards in the order they were turned
    bool expertDisplay = false;
    int round = 0;
    int cur = 0;                 // index of player whose turn it is
    const Card* prev = nullptr;
    const Card* curCard = nullptr;

    int getRound() { return round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[cur]; }
    const Card* getPreviousCard() { return prev; }
    const Card* getCurrentCard() { return curCard; }
    void setCurrentCard(const Card* c) { prev = curCard; curCard = c; }
    const Card* previous() const { return prev; }
    const Card* current() const { return curCard; }

    void turnUp(Pos p) {
        board.turnFaceUp(Letter(p.first), Number(p.second));
        order.push_back(p);
    }
    void turnDown(Pos p) {
        board.turnFaceDown(Letter(p.first), Number(p.second));
        order.erase(std::find(order.begin(), order.end(), p));
    }
    void swapCards(Pos a, Pos b) {
        board.swap(Letter(a.first), Number(a.second), Letter(b.first), Number(b.second));
        for (Pos& q : order) {
            if (q == a) q = b;
            else if (q == b) q = a;
        }
    }
    void newRound() {
        board.reset();
        order.clear();
        prev = curCard = nullptr;
        for (Player& p : players) p.setActive(true);
    }
    void printRow(std::ostream& o, const std::vector<Pos>& ps) const {
        for (int row = 0; row < 3; ++row) {
            std::string s;
            for (size_t i = 0; i < ps.size(); ++i) {
                if (i) s += ' ';
                s += (*board.getCard(Letter(ps[i].first), Number(ps[i].second)))(row);
            }
            o << s << '\n';
        }
        o << '\n';
        std::string s;
        for (size_t i = 0; i < ps.size(); ++i) {
            if (i) s += "  ";
            s += char('A' + ps[i].first);
            s += char('1' + ps[i].second);
        }
        o << s << "\n\n";
    }
    friend std::ostream& operator<<(std::ostream& o, const Game& g) {
        if (g.expertDisplay) {
            if (g.order.empty()) o << "(no cards up)\n\n";
            else g.printRow(o, g.order);
        } else {
            o << g.board << '\n';
        }
        for (const Player& p : g.players) o << p << '\n';
        return o;
    }
};

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(const Game& g) {
        const Card* p = g.previous();
        const Card* c = g.current();
        if (!p) return true;
        return FaceAnimal(*p) == FaceAnimal(*c) || FaceBackground(*p) == FaceBackground(*c);
    }
    bool gameOver(const Game& g) { return g.round >= 7; }
    bool roundOver(const Game& g) {
        int n = 0;
        for (const Player& p : g.players) n += p.isActive();
        return n <= 1;
    }
};

// ---------- input ----------
static std::string ask(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string s;
    if (!std::getline(std::cin, s)) {
        std::cout << std::endl;
        std::exit(0);
    }
    size_t a = s.find_first_not_of(" \t\r\n");
    size_t b = s.find_last_not_of(" \t\r\n");
    return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

static bool toPos(const std::string& s, Pos& p) {
    if (s.size() != 2) return false;
    char l = std::toupper((unsigned char)s[0]);
    if (l < 'A' || l > 'E' || s[1] < '1' || s[1] > '5') return false;
    p = Pos(l - 'A', s[1] - '1');
    return !(p.first == 2 && p.second == 2);
}

struct Turn {
    Game& g;
    bool rules;
    Pos blocked;            // blocked for this turn (-1,-1 = none)
    Pos blockNext{-1, -1};  // set by a walrus for the next player
    bool skipNext = false;

    bool selectable(Pos p) const {
        return !g.board.isFaceUp(Letter(p.first), Number(p.second)) && p != blocked;
    }
    bool anySelectable() const {
        for (int l = 0; l < 5; ++l)
            for (int n = 0; n < 5; ++n)
                if (!(l == 2 && n == 2) && selectable(Pos(l, n))) return true;
        return false;
    }
    bool anyDown() const {
        for (int l = 0; l < 5; ++l)
            for (int n = 0; n < 5; ++n)
                if (!(l == 2 && n == 2) && !g.board.isFaceUp(Letter(l), Number(n))) return true;
        return false;
    }
    // returns a face-up/face-down position or (-1,-1) for skip
    Pos askOptional(const std::string& prompt, bool wantUp, Pos except) {
        for (;;) {
            std::string s = ask(prompt);
            if (s == "-") return Pos(-1, -1);
            Pos p;
            if (toPos(s, p) && p != except && g.board.isFaceUp(Letter(p.first), Number(p.second)) == wantUp) return p;
            std::cout << "Invalid.\n";
        }
    }

    void play(Player& pl, Rules& r) {
        bool crab = false;
        for (;;) {
            if (!anySelectable()) {
                pl.setActive(false);
                std::cout << pl.getName() << " has no card to turn and is out.\n" << g;
                return;
            }
            Pos p;
            for (;;) {
                std::string s = ask(pl.getName() + (crab ? " (crab)> " : "> "));
                if (toPos(s, p) && selectable(p)) break;
                std::cout << "Invalid.\n";
            }
            g.turnUp(p);
            const Card* c = g.board.getCard(Letter(p.first), Number(p.second));
            bool first = g.current() == nullptr;
            g.setCurrentCard(c);
            bool ok = r.isValid(g);
            pl.setActive(ok);
            std::cout << g;
            if (!ok) {
                std::cout << pl.getName() << " is out.\n";
                return;
            }
            if (!rules) return;
            FaceAnimal an = *c;
            if (an == Octopus) {
                Pos q;
                for (;;) {
                    std::string s = ask(pl.getName() + " swap octopus with> ");
                    if (toPos(s, q) && std::abs(q.first - p.first) + std::abs(q.second - p.second) == 1) break;
                    std::cout << "Invalid.\n";
                }
                g.swapCards(p, q);
                std::cout << g;
            } else if (an == Penguin) {
                if (!first) {
                    Pos q = askOptional(pl.getName() + " turn down (- to skip)> ", true, p);
                    if (q.first >= 0) {
                        g.turnDown(q);
                        std::cout << g;
                    }
                }
            } else if (an == Walrus) {
                if (anyDown()) blockNext = askOptional(pl.getName() + " block (- to skip)> ", false, Pos(-1, -1));
            } else if (an == Turtle) {
                skipNext = true;
            } else if (an == Crab) {
                crab = true;
                continue;
            }
            return;
        }
    }
};

static int nextActive(const Game& g, int i) {
    int n = g.players.size();
    do i = (i + 1) % n; while (!g.players[i].isActive());
    return i;
}

static const int REVEAL[4][3][2] = {
    {{0, 1}, {0, 2}, {0, 3}}, {{4, 1}, {4, 2}, {4, 3}}, {{1, 0}, {2, 0}, {3, 0}}, {{1, 4}, {2, 4}, {3, 4}}};

#ifndef TEST_
int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed ? unsigned(std::atol(seed)) : unsigned(std::time(nullptr)));

    std::cout << "Memoarr!\n1) base  2) expert display  3) expert rules  4) expert display + rules\n";
    int version = 0;
    for (;;) {
        std::string s = ask("Version: ");
        if (s.size() == 1 && s[0] >= '1' && s[0] <= '4') { version = s[0] - '0'; break; }
        std::cout << "Invalid.\n";
    }
    int np = 0;
    for (;;) {
        std::string s = ask("Players (2-4): ");
        if (s.size() == 1 && s[0] >= '2' && s[0] <= '4') { np = s[0] - '0'; break; }
        std::cout << "Invalid.\n";
    }
    Game g;
    g.expertDisplay = version == 2 || version == 4;
    bool expertRules = version == 3 || version == 4;
    for (int i = 0; i < np; ++i) {
        std::string s;
        for (;;) {
            s = ask("Name of player " + std::to_string(i + 1) + ": ");
            bool dup = false;
            for (const Player& p : g.players) dup |= p.getName() == s;
            if (!s.empty() && !dup) break;
            std::cout << "Invalid.\n";
        }
        g.addPlayer(Player(s, i));
    }
    RewardDeck& rd = RewardDeck::make_RewardDeck();
    rd.shuffle();
    Rules rules;
    std::cout << '\n' << g;

    while (!rules.gameOver(g)) {
        g.newRound();
        std::cout << "\nRound " << g.round + 1 << "\n";
        for (Player& p : g.players) {
            std::vector<Pos> ps;
            for (auto& rc : REVEAL[p.getSide()]) ps.push_back(Pos(rc[0], rc[1]));
            std::cout << p.getName() << " peeks (" << SIDE[p.getSide()] << "):\n";
            if (g.expertDisplay) {
                g.printRow(std::cout, ps);
            } else {
                for (Pos q : ps) g.board.turnFaceUp(Letter(q.first), Number(q.second));
                std::cout << g.board << '\n';
                g.board.reset();
            }
        }
        std::cout << g;
        Turn t{g, expertRules, Pos(-1, -1)};
        g.cur = g.round % np;
        while (!rules.roundOver(g)) {
            t.blocked = t.blockNext;
            t.blockNext = Pos(-1, -1);
            t.skipNext = false;
            t.play(g.getPlayer(), rules);
            if (rules.roundOver(g)) break;
            g.cur = nextActive(g, g.cur);
            if (t.skipNext) {
                std::cout << g.getPlayer().getName() << " is skipped.\n";
                g.cur = nextActive(g, g.cur);
            }
        }
        for (Player& p : g.players)
            if (p.isActive()) {
                p.addReward(*rd.getNext());
                std::cout << "Round " << g.round + 1 << " won by " << p.getName() << ".\n";
            }
        ++g.round;
    }

    std::vector<Player*> ps;
    for (Player& p : g.players) { p.setDisplayMode(true); ps.push_back(&p); }
    std::stable_sort(ps.begin(), ps.end(), [](Player* a, Player* b) { return a->getNRubies() < b->getNRubies(); });
    std::cout << "\nFinal:\n";
    for (Player* p : ps) std::cout << *p << '\n';
    std::string w;
    int cnt = 0;
    for (Player* p : ps)
        if (p->getNRubies() == ps.back()->getNRubies()) { w += (cnt++ ? ", " : "") + p->getName(); }
    std::cout << (cnt > 1 ? "Winners: " : "Winner: ") << w << '\n';
    return 0;
}
#endif
