#include "rules.h"

#include <iostream>

#include "terminal.h"

namespace {
constexpr int kRounds = 7;

struct OctopusAction : Action {
    After run(Game& g) const override {
        const Position here = g.faceUp().back();
        std::vector<Position> near;
        for (auto [dr, dc] : {std::pair{-1, 0}, {0, -1}, {0, 1}, {1, 0}})
            if (Position q{here.row + dr, here.col + dc}; q.onBoard()) near.push_back(q);
        std::cout << "Octopus: " << here.str() << " trades places with a neighbour (" << terminal::join(near) << ")\n";
        const auto to = terminal::choose("[" + g.getPlayer().getName() + "] octopus swaps with? ", near, false);
        g.swap(here, *to);
        std::cout << here.str() << " <-> " << to->str() << "\n\n" << g;
        return After::EndTurn;
    }
};

struct PenguinAction : Action {
    After run(Game& g) const override {
        if (g.turnInRound() == 1) return After::EndTurn;   // penguin at the start of the round: no power
        std::vector<Position> up(g.faceUp().begin(), g.faceUp().end() - 1);
        if (up.empty()) return After::EndTurn;
        std::cout << "Penguin: you may turn a face-up card face down (" << terminal::join(up) << ")\n";
        if (const auto p = terminal::choose("[" + g.getPlayer().getName() + "] penguin hides (Enter = none)? ", up, true)) {
            g.unflip(*p);
            std::cout << p->str() << " is face down\n\n" << g;
        }
        return After::EndTurn;
    }
};

struct WalrusAction : Action {
    After run(Game& g) const override {
        const auto down = g.faceDown();
        if (down.empty()) return After::EndTurn;
        std::cout << "Walrus: you may block a face-down card for the next player\n";
        if (const auto p = terminal::choose("[" + g.getPlayer().getName() + "] walrus blocks (Enter = none)? ", down, true)) {
            g.blocked = p;
            std::cout << p->str() << " is blocked\n";
        }
        return After::EndTurn;
    }
};

struct CrabAction : Action {
    After run(Game& g) const override {
        std::cout << "Crab: " << g.getPlayer().getName() << " turns over one more card\n";
        return After::PlayAgain;
    }
};

struct TurtleAction : Action {
    After run(Game& g) const override {
        g.skipNext = true;
        std::cout << "Turtle: the next player sits this one out\n";
        return After::EndTurn;
    }
};
}  // namespace

bool Rules::isValid(const Game& g) {
    const Card* prev = g.getPreviousCard();
    const Card* cur = g.getCurrentCard();
    return !prev || prev->animal() == cur->animal() || prev->background() == cur->background();
}

bool Rules::gameOver(const Game& g) { return g.getRound() >= kRounds; }

bool Rules::roundOver(const Game& g) { return const_cast<Game&>(g).activeCount() <= 1; }

ExpertRules::ExpertRules() {
    actions_[Crab] = std::make_unique<CrabAction>();
    actions_[Penguin] = std::make_unique<PenguinAction>();
    actions_[Octopus] = std::make_unique<OctopusAction>();
    actions_[Turtle] = std::make_unique<TurtleAction>();
    actions_[Walrus] = std::make_unique<WalrusAction>();
}

After ExpertRules::afterValid(Game& g) { return actions_[g.getCurrentCard()->animal()]->run(g); }

#ifdef TEST_RULES_
int main() {
    Game g{false};
    g.addPlayer({"Ann", Side::bottom});
    g.addPlayer({"Bob", Side::right});
    g.startRound();
    Rules r;
    g.flip({0, 0});
    std::cout << "first valid " << r.isValid(g) << '\n';
    g.flip({0, 1});
    std::cout << g << "valid " << r.isValid(g) << " roundOver " << r.roundOver(g) << '\n';
}
#endif
