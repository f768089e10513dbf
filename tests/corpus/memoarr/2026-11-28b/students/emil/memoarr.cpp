/*
 * CSI2372 - Memoarr!
 * everything in one file: cards, decks, board, players, game, rules, main loop
 */
#include <algorithm>
#include <array>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace memo {

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };
enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

const std::string ANIMAL_CHARS = "CPOTW";
const std::string COLOUR_CHARS = "rgpby";

struct EndOfInput {};

std::string input(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) throw EndOfInput();
    std::string out;
    for (char ch : line)
        if (!isspace(static_cast<unsigned char>(ch))) out += ch;
    return out;
}

class Card {
    FaceAnimal animal_;
    FaceBackground colour_;
    Card(FaceAnimal a, FaceBackground c) : animal_(a), colour_(c) {}
    friend class CardDeck;

public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    std::string operator()(int row) const {
        std::string s(3, COLOUR_CHARS[colour_]);
        if (row == 1) s[1] = ANIMAL_CHARS[animal_];
        return s;
    }
    FaceAnimal animal() const { return animal_; }
    FaceBackground colour() const { return colour_; }
};

class Reward {
    int value_;
    explicit Reward(int v) : value_(v) {}
    friend class RewardDeck;

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int value() const { return value_; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r) { return os << r.value_ << " rubies"; }
};

template <typename C>
class Deck {
protected:
    std::vector<C*> items_;
    std::size_t top_ = 0;

public:
    virtual ~Deck() {
        for (auto* c : items_) delete c;
    }
    void shuffle() {
        std::random_shuffle(items_.begin(), items_.end());
        top_ = 0;
    }
    C* getNext() { return top_ < items_.size() ? items_[top_++] : nullptr; }
    bool isEmpty() const { return top_ >= items_.size(); }
};

class CardDeck : public Deck<Card> {
    CardDeck() {
        for (int a = Crab; a <= Walrus; ++a)
            for (int c = Red; c <= Yellow; ++c) items_.push_back(new Card(FaceAnimal(a), FaceBackground(c)));
    }

public:
    CardDeck(const CardDeck&) = delete;
    CardDeck& operator=(const CardDeck&) = delete;
    static CardDeck& make_CardDeck() {
        static CardDeck d;
        return d;
    }
};

class RewardDeck : public Deck<Reward> {
    RewardDeck() {
        for (int v : {1, 1, 1, 2, 2, 3, 4}) items_.push_back(new Reward(v));
    }

public:
    RewardDeck(const RewardDeck&) = delete;
    RewardDeck& operator=(const RewardDeck&) = delete;
    static RewardDeck& make_RewardDeck() {
        static RewardDeck d;
        return d;
    }
};

class OutOfRange : public std::runtime_error {
public:
    OutOfRange() : std::runtime_error("OutOfRange") {}
};

struct Spot {
    int r = -1, c = -1;
    bool valid() const { return r >= 0; }
    bool operator==(const Spot& o) const { return r == o.r && c == o.c; }
    std::string str() const { return std::string(1, char('A' + r)) + char('1' + c); }
    static Spot parse(const std::string& s) {
        Spot p;
        if (s.size() == 2) {
            char l = char(toupper(static_cast<unsigned char>(s[0])));
            if (l >= 'A' && l <= 'E' && s[1] >= '1' && s[1] <= '5') p = Spot{l - 'A', s[1] - '1'};
        }
        return p;
    }
};

class Board {
    std::array<std::array<const Card*, 5>, 5> card_{};
    std::array<std::array<bool, 5>, 5> up_{};
    static void check(int l, int n) {
        if (l < 0 || l > 4 || n < 0 || n > 4 || (l == 2 && n == 2)) throw OutOfRange();
    }

public:
    Board() {
        CardDeck& deck = CardDeck::make_CardDeck();
        deck.shuffle();
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c)
                if (r != 2 || c != 2) card_[r][c] = deck.getNext();
    }
    bool isFaceUp(const Letter& l, const Number& n) const {
        check(l, n);
        return up_[l][n];
    }
    bool turnFaceUp(const Letter& l, const Number& n) {
        check(l, n);
        if (up_[l][n]) return false;
        return up_[l][n] = true;
    }
    bool turnFaceDown(const Letter& l, const Number& n) {
        check(l, n);
        if (!up_[l][n]) return false;
        up_[l][n] = false;
        return true;
    }
    void reset() {
        for (auto& row : up_) row.fill(false);
    }
    const Card* at(const Spot& s) const { return card_[s.r][s.c]; }
    bool exists(const Spot& s) const { return s.valid() && card_[s.r][s.c] != nullptr; }
    bool up(const Spot& s) const { return up_[s.r][s.c]; }
    void swap(const Spot& a, const Spot& b) {
        std::swap(card_[a.r][a.c], card_[b.r][b.c]);
        std::swap(up_[a.r][a.c], up_[b.r][b.c]);
    }
    std::vector<Spot> faceDown() const {
        std::vector<Spot> v;
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c)
                if (card_[r][c] && !up_[r][c]) v.push_back(Spot{r, c});
        return v;
    }
    void print(std::ostream& os, const std::vector<Spot>& peek) const {
        for (int r = 0; r < 5; ++r) {
            for (int k = 0; k < 3; ++k) {
                std::string line = k == 1 ? std::string(1, char('A' + r)) + " " : "  ";
                for (int c = 0; c < 5; ++c) {
                    if (c) line += ' ';
                    bool show = up_[r][c] || std::find(peek.begin(), peek.end(), Spot{r, c}) != peek.end();
                    line += !card_[r][c] ? "   " : show ? (*card_[r][c])(k) : "zzz";
                }
                while (line.back() == ' ') line.pop_back();
                os << line << '\n';
            }
            os << '\n';
        }
        os << "   1   2   3   4   5\n";
    }
    friend std::ostream& operator<<(std::ostream& os, const Board& b) {
        b.print(os, {});
        return os;
    }
};

class Player {
    std::string name_, side_;
    int rubies_ = 0;
    bool active_ = true, final_ = false;

public:
    Player(std::string n, std::string s) : name_(std::move(n)), side_(std::move(s)) {}
    std::string getName() const { return name_; }
    const std::string& side() const { return side_; }
    void setActive(bool a) { active_ = a; }
    bool isActive() const { return active_; }
    int getNRubies() const { return rubies_; }
    void addReward(const Reward& r) { rubies_ += r.value(); }
    void setDisplayMode(bool endOfGame) { final_ = endOfGame; }
    friend std::ostream& operator<<(std::ostream& os, const Player& p) {
        if (p.final_) return os << p.name_ << ": " << p.rubies_ << " rubies";
        return os << p.name_ << ": " << p.side_ << (p.active_ ? " (active)" : " (inactive)");
    }
};

class Game {
public:
    Board board;
    std::vector<Player> players;
    bool expertView = false;
    int round = 0;
    std::size_t turn = 0;
    const Card* previous = nullptr;
    const Card* current = nullptr;
    std::vector<Spot> shown;  // face-up cards, oldest first
    int flipsThisRound = 0;
    Spot blocked, blockedForNext;
    bool skip = false;

    int getRound() const { return round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[turn]; }
    const Card* getPreviousCard() const { return previous; }
    const Card* getCurrentCard() const { return current; }
    void setCurrentCard(const Card* c) {
        previous = current;
        current = c;
    }
    std::size_t following(std::size_t i) const {
        do {
            i = (i + 1) % players.size();
        } while (!players[i].isActive());
        return i;
    }
    void printTable(std::ostream& os, const std::vector<Spot>& cards, bool peek) const {
        if (!expertView) {
            board.print(os, peek ? cards : std::vector<Spot>{});
            return;
        }
        if (cards.empty()) {
            os << "(empty)\n";
            return;
        }
        std::ostringstream l[3];
        std::string names;
        for (std::size_t i = 0; i < cards.size(); ++i) {
            for (int k = 0; k < 3; ++k) l[k] << (i ? " " : "") << (*board.at(cards[i]))(k);
            names += (i ? "  " : "") + cards[i].str();
        }
        os << l[0].str() << '\n' << l[1].str() << '\n' << l[2].str() << "\n\n" << names << '\n';
    }
    friend std::ostream& operator<<(std::ostream& os, const Game& g) {
        g.printTable(os, g.shown, false);
        os << '\n';
        for (const auto& p : g.players) os << p << '\n';
        return os << '\n';
    }
};

class Rules {
public:
    bool isValid(const Game& g) const {
        return !g.previous || g.previous->animal() == g.current->animal() || g.previous->colour() == g.current->colour();
    }
    bool gameOver(const Game& g) const { return g.round == 7; }
    bool roundOver(const Game& g) const {
        return std::count_if(g.players.begin(), g.players.end(), [](const Player& p) { return p.isActive(); }) < 2;
    }
};

class Memoarr {
    Game g;
    Rules rules;
    bool expertRules = false;
    std::array<std::function<void(Player&, const Spot&)>, 5> power;

    std::vector<Spot> frontOf(const Player& p) const {
        if (p.side() == "top") return {{0, 1}, {0, 2}, {0, 3}};
        if (p.side() == "bottom") return {{4, 1}, {4, 2}, {4, 3}};
        if (p.side() == "left") return {{1, 0}, {2, 0}, {3, 0}};
        return {{1, 4}, {2, 4}, {3, 4}};
    }

    bool yesNo(const std::string& q) {
        for (;;) {
            std::string a = input(q);
            if (a == "1" || a == "0") return a == "1";
            std::cout << "enter 0 or 1\n";
        }
    }

    // asks the player for a card, turns it face up; returns an invalid spot if nothing can be taken
    Spot flipCard(Player& p) {
        std::vector<Spot> down = g.board.faceDown();
        down.erase(std::remove(down.begin(), down.end(), g.blocked), down.end());
        if (down.empty()) {
            p.setActive(false);
            std::cout << p.getName() << " cannot turn over any card -> out of the round\n\n" << g;
            return Spot{};
        }
        Spot s;
        for (;;) {
            s = Spot::parse(input(p.getName() + ": select card > "));
            if (!g.board.exists(s))
                std::cout << "not a card position\n";
            else if (g.board.up(s))
                std::cout << s.str() << " is already face up\n";
            else if (s == g.blocked)
                std::cout << s.str() << " is blocked (walrus)\n";
            else
                break;
        }
        g.board.turnFaceUp(Letter(s.r), Number(s.c));
        g.shown.push_back(s);
        ++g.flipsThisRound;
        g.setCurrentCard(g.board.at(s));
        return s;
    }

    void usePower(Player& p, const Spot& s) {
        if (expertRules) power[g.board.at(s)->animal()](p, s);
    }

    void setupPowers() {
        power[Octopus] = [this](Player&, const Spot& s) {
            for (;;) {
                Spot t = Spot::parse(input("octopus swap target > "));
                if (g.board.exists(t) && std::abs(t.r - s.r) + std::abs(t.c - s.c) == 1) {
                    g.board.swap(s, t);
                    for (auto& x : g.shown) x = x == s ? t : x == t ? s : x;
                    std::cout << "octopus: " << s.str() << " <-> " << t.str() << "\n\n" << g;
                    return;
                }
                std::cout << "must be a card next to " << s.str() << "\n";
            }
        };
        power[Penguin] = [this](Player&, const Spot& s) {
            if (g.flipsThisRound == 1 || g.shown.size() < 2) return;
            for (;;) {
                std::string a = input("penguin: card to hide (x = skip) > ");
                if (a == "x" || a == "X") return;
                Spot t = Spot::parse(a);
                if (g.board.exists(t) && g.board.up(t) && !(t == s)) {
                    g.board.turnFaceDown(Letter(t.r), Number(t.c));
                    g.shown.erase(std::find(g.shown.begin(), g.shown.end(), t));
                    std::cout << "penguin: " << t.str() << " hidden\n\n" << g;
                    return;
                }
                std::cout << "must be another face-up card\n";
            }
        };
        power[Walrus] = [this](Player&, const Spot&) {
            if (g.board.faceDown().size() < 2) return;
            for (;;) {
                std::string a = input("walrus: card to block (x = skip) > ");
                if (a == "x" || a == "X") return;
                Spot t = Spot::parse(a);
                if (g.board.exists(t) && !g.board.up(t)) {
                    g.blockedForNext = t;
                    std::cout << "walrus: " << t.str() << " blocked for " << g.players[g.following(g.turn)].getName()
                              << "\n";
                    return;
                }
                std::cout << "must be a face-down card\n";
            }
        };
        power[Crab] = [this](Player& p, const Spot&) {
            std::cout << "crab: " << p.getName() << " takes another card\n";
            Spot t = flipCard(p);
            if (!t.valid()) return;
            std::cout << p.getName() << " -> " << t.str() << "\n\n" << g;
            usePower(p, t);
        };
        power[Turtle] = [this](Player&, const Spot&) {
            std::cout << "turtle: next player skipped\n";
            g.skip = true;
        };
    }

    void playTurn(Player& p) {
        Spot s = flipCard(p);
        if (!s.valid()) return;
        bool ok = rules.isValid(g);
        if (!ok) p.setActive(false);
        std::cout << p.getName() << " -> " << s.str() << (ok ? "" : "  (no match, out of the round)") << "\n\n" << g;
        if (ok) usePower(p, s);
    }

    void playRound() {
        std::cout << "======== ROUND " << g.round + 1 << " ========\n\n";
        g.board.reset();
        for (auto& p : g.players) p.setActive(true);
        g.turn = g.round % g.players.size();
        g.previous = g.current = nullptr;
        g.shown.clear();
        g.flipsThisRound = 0;
        g.blocked = g.blockedForNext = Spot{};
        g.skip = false;
        for (auto& p : g.players) {
            std::cout << "Cards in front of " << p.getName() << ":\n";
            g.printTable(std::cout, frontOf(p), true);
            std::cout << "----------------\n";
        }
        std::cout << '\n' << g;
        while (!rules.roundOver(g)) {
            playTurn(g.getPlayer());
            g.blocked = Spot{};
            if (rules.roundOver(g)) break;
            g.turn = g.following(g.turn);
            if (g.skip) {
                std::cout << g.getPlayer().getName() << " is skipped\n";
                g.turn = g.following(g.turn);
                g.skip = false;
            }
            g.blocked = g.blockedForNext;
            g.blockedForNext = Spot{};
        }
        for (auto& p : g.players)
            if (p.isActive()) {
                p.addReward(*RewardDeck::make_RewardDeck().getNext());
                std::cout << "Round " << g.round + 1 << " winner: " << p.getName() << "\n\n";
            }
        ++g.round;
    }

public:
    void run() {
        g.expertView = yesNo("Expert display mode (1=yes, 0=no): ");
        expertRules = yesNo("Expert rules mode (1=yes, 0=no): ");
        int n = 0;
        while (n == 0) {
            std::string a = input("Enter number of players (2 to 4): ");
            if (a == "2" || a == "3" || a == "4")
                n = std::stoi(a);
            else
                std::cout << "2, 3 or 4 please\n";
        }
        const char* sides[] = {"top", "left", "bottom", "right"};
        for (int i = 0; i < n; ++i) {
            std::cout << "Enter player name: " << std::flush;
            std::string name;
            if (!std::getline(std::cin, name)) throw EndOfInput();
            while (!name.empty() && isspace(static_cast<unsigned char>(name.back()))) name.pop_back();
            if (name.empty()) {
                std::cout << "name required\n";
                --i;
                continue;
            }
            g.addPlayer(Player(name, sides[i]));
        }
        setupPowers();
        RewardDeck::make_RewardDeck().shuffle();
        std::cout << '\n' << g;
        while (!rules.gameOver(g)) playRound();

        std::vector<Player> ranking = g.players;
        std::sort(ranking.begin(), ranking.end(),
                  [](const Player& a, const Player& b) { return a.getNRubies() > b.getNRubies(); });
        std::cout << "FINAL RESULT\n";
        for (auto& p : ranking) {
            p.setDisplayMode(true);
            std::cout << p << '\n';
        }
        std::string w;
        for (auto& p : ranking)
            if (p.getNRubies() == ranking.front().getNRubies()) w += (w.empty() ? "" : " & ") + p.getName();
        std::cout << "GAME WINNER: " << w << '\n';
    }
};

}  // namespace memo

int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed ? static_cast<unsigned>(std::atoi(seed)) : static_cast<unsigned>(std::time(nullptr)));
    try {
        memo::Memoarr game;
        game.run();
    } catch (const memo::EndOfInput&) {
        return 0;
    }
    return 0;
}
