// Memoarr! -- players, game state and rules (Kofi)
#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "memoarr.h"

static const char* sideName(Side s) {
    static const char* names[] = {"top", "right", "bottom", "left"};
    return names[s];
}

std::ostream& operator<<(std::ostream& os, const Player& p) {
    if (p.endOfGame) return os << p.name << ":  " << p.rubies << " rubies";
    return os << p.name << ":  " << sideName(p.side) << (p.active ? " (active)" : " (inactive)");
}

// ---------------------------------------------------------------- game
const Card* Game::flip(Pos p) {
    board.turnFaceUp(Letter(p.row), Number(p.col));
    shown.push_back(p);
    return cardAt(p);
}

void Game::hide(Pos p) {
    board.turnFaceDown(Letter(p.row), Number(p.col));
    shown.erase(std::find(shown.begin(), shown.end(), p));
}

void Game::swap(Pos a, Pos b) {
    board.swap(a, b);
    for (Pos& p : shown) p = (p == a) ? b : (p == b) ? a : p;
}

void Game::resetRound() {
    board.reset();
    shown.clear();
    previous = current = nullptr;
    for (Player& p : players) p.setActive(true);
}

void Game::printCards(std::ostream& os, const std::vector<Pos>& ps) const {
    for (int r = 0; r < 3; ++r) {
        std::string line;
        for (const Pos& p : ps) line += (line.empty() ? "" : " ") + (*cardAt(p))(r);
        os << line << '\n';
    }
    os << '\n';
    std::string line;
    for (const Pos& p : ps) line += (line.empty() ? "" : "  ") + p.str();
    os << line << "\n\n";
}

void Game::peek(std::ostream& os, const std::vector<Pos>& ps) {
    if (rowDisplay) {
        printCards(os, ps);
        return;
    }
    for (const Pos& p : ps) board.turnFaceUp(Letter(p.row), Number(p.col));
    os << board;
    for (const Pos& p : ps) board.turnFaceDown(Letter(p.row), Number(p.col));
}

std::ostream& operator<<(std::ostream& os, const Game& g) {
    os << "--- Round " << g.round + 1 << "/7 ---\n";
    if (!g.rowDisplay)
        os << g.board;
    else if (g.shown.empty())
        os << "(no face-up cards)\n";
    else
        g.printCards(os, g.shown);
    os << '\n';
    for (const Player& p : g.players) os << p << '\n';
    return os;
}

// ---------------------------------------------------------------- rules
bool Rules::isValid(const Game& g) {
    const Card* a = g.getPreviousCard();
    const Card* b = g.getCurrentCard();
    if (a == nullptr) return true;
    return a->getAnimal() == b->getAnimal() || a->getBackground() == b->getBackground();
}

bool Rules::gameOver(const Game& g) { return g.getRound() >= 7; }

bool Rules::roundOver(const Game& g) {
    const auto& ps = g.getPlayers();
    return std::count_if(ps.begin(), ps.end(), [](const Player& p) { return p.isActive(); }) <= 1;
}

namespace {

bool anyFaceDown(const Game& g) {
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            if (!(r == 2 && c == 2) && !g.faceUp(Pos{r, c})) return true;
    return false;
}

// asks for a position (or N); returns false for N
bool askOptionalPos(Game& g, const std::string& prompt, const std::function<std::string(Pos)>& complaint, Pos& out) {
    for (;;) {
        std::string s = readLine(prompt);
        if (s == "N" || s == "n") return false;
        if (!parsePos(s, out)) {
            std::cout << "Not a valid position.\n";
            continue;
        }
        std::string why = complaint(out);
        if (why.empty()) return true;
        std::cout << why << '\n';
    }
}

void octopus(Game& g, TurnInfo& t) {
    static const std::map<char, Pos> dirs = {{'U', {-1, 0}}, {'D', {1, 0}}, {'L', {0, -1}}, {'R', {0, 1}}};
    Pos target{0, 0};
    for (;;) {
        std::string s = readLine(g.getPlayer().getName() + ", octopus swaps with which neighbour (U/D/L/R)? ");
        auto it = s.size() == 1 ? dirs.find(char(std::toupper((unsigned char)s[0]))) : dirs.end();
        if (it == dirs.end()) {
            std::cout << "Answer U, D, L or R.\n";
            continue;
        }
        target = Pos{t.card.row + it->second.row, t.card.col + it->second.col};
        if (target.row < 0 || target.row > 4 || target.col < 0 || target.col > 4 || target.isCentre()) {
            std::cout << "There is no card on that side.\n";
            continue;
        }
        break;
    }
    g.swap(t.card, target);
    std::cout << "The octopus moves from " << t.card.str() << " to " << target.str() << ".\n";
    t.card = target;
    std::cout << g;
}

void penguin(Game& g, TurnInfo& t) {
    if (t.first) return;   // first card of the round: nothing happens
    Pos p{0, 0};
    bool chosen = askOptionalPos(
        g, g.getPlayer().getName() + ", turn which face-up card face down? (position, or N for none): ",
        [&](Pos q) -> std::string {
            if (q == t.card) return "Not the penguin itself.";
            if (!g.faceUp(q)) return "That card is not face up.";
            return "";
        },
        p);
    if (chosen) {
        g.hide(p);
        std::cout << p.str() << " is face down again.\n" << g;
    }
}

void walrus(Game& g, TurnInfo& t) {
    if (!anyFaceDown(g)) return;
    Pos p{0, 0};
    t.blocking = askOptionalPos(
        g, g.getPlayer().getName() + ", block which face-down card for the next player? (position, or N for none): ",
        [&](Pos q) -> std::string { return g.faceUp(q) ? "That card is face up." : ""; }, p);
    t.block = p;
    if (t.blocking) std::cout << p.str() << " is blocked for the next player.\n";
}

}  // namespace

ExpertRules::ExpertRules() {
    powers[Octopus] = octopus;
    powers[Penguin] = penguin;
    powers[Walrus] = walrus;
    powers[Crab] = [](Game&, TurnInfo& t) { t.again = true; };
    powers[Turtle] = [](Game&, TurnInfo& t) { t.skip = true; };
}

void ExpertRules::special(Game& g, TurnInfo& t) { powers.at(g.getCurrentCard()->getAnimal())(g, t); }

// ---------------------------------------------------------------- input
std::string readLine(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string s;
    if (!std::getline(std::cin, s)) {
        std::cout << "\nEnd of input.\n";
        std::exit(0);
    }
    while (!s.empty() && std::isspace((unsigned char)s.back())) s.pop_back();
    std::size_t i = 0;
    while (i < s.size() && std::isspace((unsigned char)s[i])) ++i;
    return s.substr(i);
}

bool parsePos(const std::string& s, Pos& p) {
    if (s.size() != 2 || s[0] < 'A' || s[0] > 'E' || s[1] < '1' || s[1] > '5') return false;
    p = Pos{s[0] - 'A', s[1] - '1'};
    return !p.isCentre();
}
