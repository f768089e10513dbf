// Memoarr! -- CSI2372 course project
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <memory>
#include <utility>

#include "rewarddeck.h"
#include "rules.h"
#include "terminal.h"

namespace {

bool askExpert(const std::string& what) {
    for (;;) {
        auto s = terminal::read(what + " (normal/expert): ");
        std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
        if (s == "normal" || s == "n") return false;
        if (s == "expert" || s == "e") return true;
        std::cout << "  type normal or expert\n";
    }
}

int askPlayers() {
    for (;;) {
        const auto s = terminal::read("Number of players: ");
        if (s == "2" || s == "3" || s == "4") return s[0] - '0';
        std::cout << "  2, 3 or 4 players\n";
    }
}

Position askCard(Game& g) {
    for (;;) {
        const auto p = Position::parse(terminal::read("[" + g.getPlayer().getName() + "] card? "));
        if (!p)
            std::cout << "  row A-E and column 1-5, e.g. B4 (C3 is empty)\n";
        else if (g.board().isFaceUp(p->letter(), p->number()))
            std::cout << "  " << p->str() << " is face up already\n";
        else if (g.blocked == p)
            std::cout << "  " << p->str() << " is blocked by a walrus\n";
        else
            return *p;
    }
}

void turn(Game& g, Rules& rules) {
    Player& me = g.getPlayer();
    g.startTurn();
    for (;;) {
        if (g.choosable().empty()) {
            me.setActive(false);
            std::cout << "No card left to turn: " << me.getName() << " is out\n\n" << g;
            return;
        }
        const Position p = askCard(g);
        g.flip(p);
        std::cout << me.getName() << " turns " << p.str() << '\n';
        if (!rules.isValid(g)) {
            me.setActive(false);
            std::cout << "No match: " << me.getName() << " is out\n\n" << g;
            return;
        }
        std::cout << '\n' << g;
        if (rules.afterValid(g) != After::PlayAgain) return;
    }
}

void game() {
    std::cout << "=== Memoarr! ===\n";
    const bool expertDisplay = askExpert("Display");
    const bool expertRules = askExpert("Rules");
    const int n = askPlayers();
    Game g{expertDisplay};
    constexpr Side seats[] = {Side::bottom, Side::right, Side::top, Side::left};
    for (int i = 0; i < n; ++i) {
        auto name = terminal::read("Player #" + std::to_string(i + 1) + ": ");
        g.addPlayer({name.empty() ? "P" + std::to_string(i + 1) : name, seats[i]});
    }
    std::unique_ptr<Rules> rules = expertRules ? std::make_unique<ExpertRules>() : std::make_unique<Rules>();
    auto& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();
    std::cout << '\n' << g;

    while (!rules->gameOver(g)) {
        g.startRound();
        std::cout << "\n## Round " << g.getRound() + 1 << " of 7\n";
        for (const auto& p : g.players()) {
            std::cout << "Peek for " << p.getName() << ":\n";
            g.peek(std::cout, p);
        }
        std::cout << '\n' << g;
        g.seat(g.getRound() % g.players().size());
        for (bool first = true; !rules->roundOver(g); first = false) {
            if (!first) g.nextActive();
            if (std::exchange(g.skipNext, false)) {
                std::cout << g.getPlayer().getName() << " is skipped\n";
                continue;
            }
            turn(g, *rules);
        }
        g.nextActive();
        g.getPlayer().addReward(*rewards.getNext());
        std::cout << "==> " << g.getPlayer().getName() << " takes round " << g.getRound() + 1 << '\n';
        g.endRound();
    }

    auto ranking = g.players();
    std::stable_sort(ranking.begin(), ranking.end(),
                     [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << "\nResults:\n";
    for (auto& p : ranking) {
        p.setDisplayMode(true);
        std::cout << p << '\n';
    }
    const int best = ranking.back().getNRubies();
    std::string names;
    int count = 0;
    for (const auto& p : ranking)
        if (p.getNRubies() == best) names += (count++ ? ", " : "") + p.getName();
    std::cout << (count > 1 ? "Champions: " : "Champion: ") << names << '\n';
}

}  // namespace

int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed ? static_cast<unsigned>(std::strtoul(seed, nullptr, 10)) : static_cast<unsigned>(std::time(nullptr)));
    try {
        game();
    } catch (const terminal::Closed&) {
        std::cout << "\n(input closed)\n";
    }
    return 0;
}
