// memoarr.cpp -- Jon's Memoarr!
#include "cards.hpp"
#include <cstdlib>
#include <ctime>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>

enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };
struct OutOfRange : std::out_of_range { OutOfRange() : std::out_of_range{"OutOfRange"} {} };

struct Pos {
    int r = 0, c = 0;
    bool operator==(const Pos& o) const { return r == o.r && c == o.c; }
    std::string str() const { return {char('A' + r), char('1' + c)}; }
};

static std::optional<Pos> parsePos(std::string s) {
    s.erase(std::remove_if(s.begin(), s.end(), ::isspace), s.end());
    if (s.size() != 2) return std::nullopt;
    int r = std::toupper(static_cast<unsigned char>(s[0])) - 'A', c = s[1] - '1';
    if (r < 0 || r > 4 || c < 0 || c > 4) return std::nullopt;
    return Pos{r, c};
}

class Board {
    std::array<std::array<const Card*, 5>, 5> card_{};
    std::array<std::array<bool, 5>, 5> up_{};
    static void check(int l, int n) {
        if (l < 0 || l > 4 || n < 0 || n > 4 || (l == 2 && n == 2)) throw OutOfRange{};
    }
public:
    Board() {
        auto& deck = CardDeck::make_CardDeck();
        deck.shuffle();
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c)
                if (r != 2 || c != 2) card_[r][c] = deck.getNext();
    }
    bool isFaceUp(const Letter& l, const Number& n) const { check(l, n); return up_[l][n]; }
    bool turnFaceUp(const Letter& l, const Number& n) { check(l, n); return !up_[l][n] && (up_[l][n] = true); }
    bool turnFaceDown(const Letter& l, const Number& n) { check(l, n); if (!up_[l][n]) return false; up_[l][n] = false; return true; }
    void reset() { for (auto& row : up_) row.fill(false); }
    const Card& at(Pos p) const { check(p.r, p.c); return *card_[p.r][p.c]; }
    bool up(Pos p) const { return isFaceUp(Letter(p.r), Number(p.c)); }
    void swap(Pos a, Pos b) { std::swap(card_[a.r][a.c], card_[b.r][b.c]); std::swap(up_[a.r][a.c], up_[b.r][b.c]); }
    std::vector<Pos> where(bool faceUp) const {
        std::vector<Pos> v;
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c)
                if (card_[r][c] && up_[r][c] == faceUp) v.push_back({r, c});
        return v;
    }
    void print(std::ostream& os, const std::vector<Pos>& extra = {}) const {
        for (int r = 0; r < 5; ++r) {
            for (int line = 0; line < 3; ++line) {
                os << (line == 1 ? char('A' + r) : ' ') << ' ';
                for (int c = 0; c < 5; ++c) {
                    bool show = up_[r][c] || std::find(extra.begin(), extra.end(), Pos{r, c}) != extra.end();
                    os << (c ? " " : "") << (!card_[r][c] ? "   " : show ? (*card_[r][c])(line) : "zzz");
                }
                os << '\n';
            }
            os << '\n';
        }
        os << "   1   2   3   4   5\n";
    }
    friend std::ostream& operator<<(std::ostream& os, const Board& b) { b.print(os); return os; }
};

enum class Side { Left, Right, Top, Bottom };

class Player {
    std::string name_;
    Side side_;
    int rubies_ = 0;
    bool active_ = true, final_ = false;
public:
    Player(std::string n, Side s) : name_{std::move(n)}, side_{s} {}
    std::string getName() const { return name_; }
    Side side() const { return side_; }
    void setActive(bool a) { active_ = a; }
    bool isActive() const { return active_; }
    int getNRubies() const { return rubies_; }
    void addReward(const Reward& r) { rubies_ += r; }
    void setDisplayMode(bool endOfGame) { final_ = endOfGame; }
    static const char* sideName(Side s) {
        static const char* n[] = {"left", "right", "top", "bottom"};
        return n[static_cast<int>(s)];
    }
    friend std::ostream& operator<<(std::ostream& os, const Player& p) {
        os << p.name_ << ":  ";
        if (p.final_) return os << p.rubies_ << " rubies";
        return os << sideName(p.side_) << (p.active_ ? " (active)" : " (inactive)");
    }
};

class Game {
public:
    Board board;
    std::vector<Player> players;
    std::vector<Pos> upOrder;
    int round = 0;
    std::size_t cur = 0;
    bool expertDisplay = false;
    const Card* prev = nullptr;
    const Card* now = nullptr;

    int getRound() const { return round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[cur]; }
    const Card* getPreviousCard() const { return prev; }
    const Card* getCurrentCard() const { return now; }
    void setCurrentCard(const Card* c) { prev = now; now = c; }

    void flip(Pos p) { board.turnFaceUp(Letter(p.r), Number(p.c)); upOrder.push_back(p); setCurrentCard(&board.at(p)); }
    void hide(Pos p) { board.turnFaceDown(Letter(p.r), Number(p.c)); upOrder.erase(std::find(upOrder.begin(), upOrder.end(), p)); }
    void swap(Pos a, Pos b) {
        board.swap(a, b);
        for (auto& x : upOrder) x = x == a ? b : x == b ? a : x;
    }
    void row(std::ostream& os, const std::vector<Pos>& ps) const {
        if (ps.empty()) { os << "(nothing face up)\n"; return; }
        for (int line = 0; line < 3; ++line) {
            for (std::size_t i = 0; i < ps.size(); ++i) os << (i ? " " : "") << board.at(ps[i])(line);
            os << '\n';
        }
        os << '\n';
        for (std::size_t i = 0; i < ps.size(); ++i) os << (i ? "  " : "") << ps[i].str();
        os << "\n\n";
    }
    friend std::ostream& operator<<(std::ostream& os, const Game& g) {
        if (g.expertDisplay) g.row(os, g.upOrder);
        else os << g.board;
        os << '\n';
        for (auto& p : g.players) os << p << '\n';
        return os << '\n';
    }
};

// ---------------------------------------------------------------- input
static std::string line(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string s;
    if (!std::getline(std::cin, s)) std::exit(0);
    if (!s.empty() && s.back() == '\r') s.pop_back();
    return s;
}

static std::optional<Pos> pickFrom(const std::string& prompt, const std::vector<Pos>& ok, bool canPass) {
    for (;;) {
        std::string s = line(prompt);
        std::string t;
        for (char ch : s) if (!std::isspace(static_cast<unsigned char>(ch))) t += char(std::tolower(static_cast<unsigned char>(ch)));
        if (canPass && t == "pass") return std::nullopt;
        auto p = parsePos(s);
        if (p && std::find(ok.begin(), ok.end(), *p) != ok.end()) return p;
        std::cout << "not possible, try again\n";
    }
}

// ---------------------------------------------------------------- rules
struct Turn {
    Pos pos;
    bool first = false, again = false, turtle = false;
    std::optional<Pos> block;
};

class Rules {
public:
    virtual ~Rules() = default;
    bool isValid(const Game& g) { return !g.getPreviousCard() || g.getCurrentCard()->fits(*g.getPreviousCard()); }
    bool gameOver(const Game& g) { return g.getRound() >= 7; }
    bool roundOver(const Game& g) {
        return std::count_if(g.players.begin(), g.players.end(), [](const Player& p) { return p.isActive(); }) < 2;
    }
    virtual void special(Game&, Turn&) {}
};

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::function<void(Game&, Turn&)>> table_;
public:
    ExpertRules() {
        table_[Octopus] = [](Game& g, Turn& t) {
            std::vector<Pos> nb;
            for (auto [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                Pos q{t.pos.r + dr, t.pos.c + dc};
                if (q.r >= 0 && q.r < 5 && q.c >= 0 && q.c < 5 && !(q.r == 2 && q.c == 2)) nb.push_back(q);
            }
            auto q = pickFrom("[" + g.getPlayer().getName() + "] octopus swaps with> ", nb, false);
            g.swap(t.pos, *q);
            t.pos = *q;
            std::cout << g;
        };
        table_[Penguin] = [](Game& g, Turn&) {
            auto q = pickFrom("[" + g.getPlayer().getName() + "] penguin turns down (or pass)> ", g.board.where(true), true);
            if (q) { g.hide(*q); std::cout << g; }
        };
        table_[Walrus] = [](Game& g, Turn& t) {
            auto down = g.board.where(false);
            if (!down.empty()) t.block = pickFrom("[" + g.getPlayer().getName() + "] walrus blocks (or pass)> ", down, true);
        };
        table_[Crab] = [](Game& g, Turn& t) {
            std::cout << "crab: " << g.getPlayer().getName() << " turns over another card\n";
            t.again = true;
        };
        table_[Turtle] = [](Game&, Turn& t) {
            std::cout << "turtle: the next player is skipped\n";
            t.turtle = true;
        };
    }
    void special(Game& g, Turn& t) override { table_.at(g.getCurrentCard()->animal())(g, t); }
};

// ---------------------------------------------------------------- main loop
static std::vector<Pos> front(Side s) {
    switch (s) {
    case Side::Top: return {{0, 1}, {0, 2}, {0, 3}};
    case Side::Bottom: return {{4, 1}, {4, 2}, {4, 3}};
    case Side::Left: return {{1, 0}, {2, 0}, {3, 0}};
    case Side::Right: return {{1, 4}, {2, 4}, {3, 4}};
    }
    return {};
}

static Turn playTurn(Game& g, Rules& rules, std::optional<Pos> blocked) {
    Turn t;
    Player& p = g.getPlayer();
    do {
        t.again = false;
        auto down = g.board.where(false);
        if (blocked) down.erase(std::remove(down.begin(), down.end(), *blocked), down.end());
        if (down.empty()) {
            p.setActive(false);
            std::cout << p.getName() << " is out (no cards left).\n" << g;
            return t;
        }
        for (;;) {
            auto pos = parsePos(line("[" + p.getName() + "] card> "));
            if (!pos) std::cout << "use a letter A-E and a number 1-5, like B2\n";
            else if (pos->r == 2 && pos->c == 2) std::cout << "C3 is empty\n";
            else if (g.board.up(*pos)) std::cout << pos->str() << " is already face up\n";
            else if (blocked && *blocked == *pos) std::cout << pos->str() << " is blocked by the walrus\n";
            else { t.pos = *pos; break; }
        }
        t.first = g.getCurrentCard() == nullptr;
        g.flip(t.pos);
        if (!rules.isValid(g)) {
            p.setActive(false);
            std::cout << p.getName() << " is out (no match).\n" << g;
            return t;
        }
        std::cout << g;
        rules.special(g, t);
    } while (t.again);
    return t;
}

int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed ? static_cast<unsigned>(std::atoi(seed)) : static_cast<unsigned>(std::time(nullptr)));

    int n = 0;
    while (n < 2 || n > 4) {
        auto s = line("How many players (2-4)? ");
        n = s.size() == 1 ? s[0] - '0' : 0;
        if (n < 2 || n > 4) std::cout << "2, 3 or 4 please\n";
    }
    Game g;
    const Side sides[] = {Side::Left, Side::Right, Side::Top, Side::Bottom};
    for (int i = 0; i < n; ++i) {
        auto name = line("Player " + std::to_string(i + 1) + " name? ");
        bool dup = std::any_of(g.players.begin(), g.players.end(), [&](const Player& p) { return p.getName() == name; });
        if (name.empty() || dup) { std::cout << "need a new non-empty name\n"; --i; continue; }
        g.addPlayer(Player(name, sides[i]));
    }
    auto yes = [](const std::string& q) {
        for (;;) {
            auto s = line(q);
            if (s.empty() || s == "n" || s == "N") return false;
            if (s == "y" || s == "Y") return true;
        }
    };
    std::unique_ptr<Rules> rules = yes("Expert rules? [y/N] ") ? std::make_unique<ExpertRules>() : std::make_unique<Rules>();
    g.expertDisplay = yes("Expert display? [y/N] ");
    auto& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();

    std::cout << g;
    while (!rules->gameOver(g)) {
        g.board.reset();
        g.upOrder.clear();
        g.prev = g.now = nullptr;
        for (auto& p : g.players) p.setActive(true);
        std::cout << "======== round " << g.round + 1 << " / 7 ========\n";
        for (auto& p : g.players) {
            std::cout << "Peek for " << p.getName() << " (" << Player::sideName(p.side()) << "):\n";
            if (g.expertDisplay) g.row(std::cout, front(p.side()));
            else g.board.print(std::cout, front(p.side()));
        }
        std::size_t i = std::rand() % n;
        std::cout << g.players[i].getName() << " begins.\n";
        std::optional<Pos> blocked;
        while (!rules->roundOver(g)) {
            g.cur = i;
            Turn t = playTurn(g, *rules, blocked);
            blocked = t.block;
            if (rules->roundOver(g)) break;
            std::size_t from = i;
            if (t.turtle) {
                from = (i + 1) % n;   // skip the neighbour
                std::cout << g.players[from].getName() << " is skipped\n";
            }
            do from = (from + 1) % n; while (!g.players[from].isActive());
            i = from;
        }
        for (auto& p : g.players)
            if (p.isActive()) {
                p.addReward(*rewards.getNext());
                std::cout << "Round " << g.round + 1 << " goes to " << p.getName() << ".\n";
            }
        ++g.round;
    }

    auto ranking = g.players;
    std::stable_sort(ranking.begin(), ranking.end(), [](auto& a, auto& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << "Final standings:\n";
    for (auto& p : ranking) { p.setDisplayMode(true); std::cout << p << '\n'; }
    int best = ranking.back().getNRubies();
    std::vector<std::string> w;
    for (auto& p : ranking) if (p.getNRubies() == best) w.push_back(p.getName());
    std::cout << (w.size() > 1 ? "Overall winners: " : "Overall winner: ");
    for (std::size_t k = 0; k < w.size(); ++k) std::cout << (k ? ", " : "") << w[k];
    std::cout << '\n';
}
