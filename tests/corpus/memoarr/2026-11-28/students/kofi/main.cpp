// Memoarr! -- main loop (Kofi)
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <ctime>

#include "memoarr.h"

namespace {

bool askYesNo(const std::string& q) {
    for (;;) {
        std::string s = readLine(q);
        std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
        if (s == "y" || s == "yes") return true;
        if (s == "n" || s == "no") return false;
        std::cout << "Please answer y or n.\n";
    }
}

std::vector<Pos> inFrontOf(Side s) {
    static const std::map<Side, std::vector<Pos>> front = {
        {Top, {{0, 1}, {0, 2}, {0, 3}}},
        {Bottom, {{4, 1}, {4, 2}, {4, 3}}},
        {Left, {{1, 0}, {2, 0}, {3, 0}}},
        {Right, {{1, 4}, {2, 4}, {3, 4}}},
    };
    return front.at(s);
}

struct TurnRunner {
    Game& g;
    Rules& rules;
    bool hasBlock = false;
    Pos blocked{0, 0};

    bool canTurn(Pos p) const { return !g.faceUp(p) && !(hasBlock && p == blocked); }

    bool anyCard() const {
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c)
                if (!(r == 2 && c == 2) && canTurn(Pos{r, c})) return true;
        return false;
    }

    Pos askCard(const std::string& prompt) {
        for (;;) {
            std::string s = readLine(prompt);
            Pos p{0, 0};
            if (s == "C3") {
                std::cout << "C3 is empty.\n";
            } else if (!parsePos(s, p)) {
                std::cout << "Not a valid position.\n";
            } else if (g.faceUp(p)) {
                std::cout << "That card is already face up.\n";
            } else if (hasBlock && p == blocked) {
                std::cout << "That card is blocked by the walrus.\n";
            } else {
                return p;
            }
        }
    }

    // plays the turn of the current player, returns what the cards did
    TurnInfo play() {
        Player& pl = g.getPlayer();
        TurnInfo t;
        std::string prompt = pl.getName() + ", choose a card (e.g. A1): ";
        for (;;) {
            if (!anyCard()) {
                pl.setActive(false);
                std::cout << pl.getName() << " has no card to turn over and is out.\n" << g;
                return t;
            }
            Pos p = askCard(prompt);
            t.first = g.getCurrentCard() == nullptr;
            t.card = p;
            t.again = false;
            g.setCurrentCard(g.flip(p));
            bool ok = rules.isValid(g);
            pl.setActive(ok);
            std::cout << g;
            if (!ok) {
                std::cout << "No match: " << pl.getName() << " is out of the round.\n";
                return t;
            }
            if (!t.first) std::cout << "Match.\n";
            rules.special(g, t);
            if (!t.again) return t;
            prompt = pl.getName() + ", the crab makes you turn another card: ";
        }
    }
};

std::size_t nextActive(const Game& g, std::size_t i) {
    const auto& ps = g.getPlayers();
    do i = (i + 1) % ps.size();
    while (!ps[i].isActive());
    return i;
}

}  // namespace

#ifndef TEST_
int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed ? unsigned(std::strtoul(seed, nullptr, 10)) : unsigned(std::time(nullptr)));

    std::cout << "=== MEMOARR! ===\n";
    bool expertDisplay = askYesNo("Expert display mode? (y/n): ");
    bool expertRules = askYesNo("Expert rules mode? (y/n): ");
    int n = 0;
    while (n == 0) {
        std::string s = readLine("Number of players (2-4): ");
        if (s == "2" || s == "3" || s == "4")
            n = s[0] - '0';
        else
            std::cout << "Between 2 and 4 players, please.\n";
    }
    Game game(expertDisplay);
    const Side seats[] = {Top, Right, Bottom, Left};
    std::vector<std::string> names;
    for (int i = 0; i < n; ++i) {
        std::string s;
        for (;;) {
            s = readLine("Player " + std::to_string(i + 1) + " name: ");
            if (s.empty())
                std::cout << "The name cannot be empty.\n";
            else if (std::find(names.begin(), names.end(), s) != names.end())
                std::cout << "That name is already used.\n";
            else
                break;
        }
        names.push_back(s);
        game.addPlayer(Player(s, seats[i]));
    }
    std::unique_ptr<Rules> rules(expertRules ? new ExpertRules : new Rules);
    RewardDeck& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();

    std::cout << '\n' << game;
    while (!rules->gameOver(game)) {
        game.resetRound();
        std::cout << "\nRound " << game.getRound() + 1 << " begins.\n";
        for (Player& p : game.getPlayers()) {
            std::vector<Pos> ps = inFrontOf(p.getSide());
            std::cout << p.getName() << " looks at " << ps[0].str() << " " << ps[1].str() << " " << ps[2].str() << ":\n";
            game.peek(std::cout, ps);
        }
        std::cout << game;
        game.setTurn(0);   // player 1 always opens a round
        TurnRunner runner{game, *rules};
        while (!rules->roundOver(game)) {
            TurnInfo t = runner.play();
            if (rules->roundOver(game)) break;
            std::size_t next = nextActive(game, game.whoseTurn());
            if (t.skip) {
                std::cout << game.getPlayers()[next].getName() << " is skipped by the turtle.\n";
                next = nextActive(game, next);
            }
            game.setTurn(next);
            runner.hasBlock = t.blocking;
            runner.blocked = t.block;
        }
        for (Player& p : game.getPlayers())
            if (p.isActive()) {
                p.addReward(*rewards.getNext());
                std::cout << p.getName() << " wins round " << game.getRound() + 1 << ".\n";
            }
        game.nextRound();
    }

    std::vector<Player> ranking = game.getPlayers();
    for (Player& p : ranking) p.setDisplayMode(true);
    std::stable_sort(ranking.begin(), ranking.end(),
                     [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << "\nFinal ranking (least to most rubies):\n";
    for (const Player& p : ranking) std::cout << p << '\n';
    std::string winners;
    int count = 0;
    for (const Player& p : ranking)
        if (p.getNRubies() == ranking.back().getNRubies()) {
            winners += (count++ ? ", " : "") + p.getName();
        }
    std::cout << (count > 1 ? "Overall winners (tie): " : "Overall winner: ") << winners << '\n';
    return 0;
}
#endif
