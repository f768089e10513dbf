// rules.cpp
#include "rules.h"
#include "io.h"
#include <algorithm>
#include <iostream>

bool Rules::isValid(const Game& g) {
    const Card* prev = g.getPreviousCard();
    const Card* cur = g.getCurrentCard();
    if (!prev || !cur) return true;   // the first card of a round always fits
    return prev->getAnimal() == cur->getAnimal() || prev->getBackground() == cur->getBackground();
}

bool Rules::gameOver(const Game& g) { return g.getRound() >= 7; }

bool Rules::roundOver(const Game& g) {
    return std::count_if(g.players().begin(), g.players().end(),
                         [](const Player& p) { return p.isActive(); }) <= 1;
}

namespace {

bool contains(const std::vector<Position>& v, const Position& p) {
    return std::find(v.begin(), v.end(), p) != v.end();
}

// asks for one of the allowed positions; returns false if the player skips
bool choose(const std::string& prompt, const std::vector<Position>& allowed, bool canSkip, Position& out) {
    for (;;) {
        std::string text = io::ask(prompt);
        std::string low = text;
        std::transform(low.begin(), low.end(), low.begin(), ::tolower);
        if (canSkip && (low == "skip" || low == "s")) return false;
        if (Position::parse(text, out) && contains(allowed, out)) return true;
        std::cout << "  ! Please choose one of:";
        for (const Position& p : allowed) std::cout << ' ' << p.str();
        std::cout << (canSkip ? " (or 'skip')" : "") << '\n';
    }
}

class OctopusPower : public CardPower {
public:
    void apply(Game& g, Turn& t) const override {
        std::vector<Position> nb = g.board().neighbours(t.pos);
        static const char* dirs[] = { "up", "left", "right", "down" };
        std::string prompt = "Octopus! " + g.getPlayer().getName() + ", swap " + t.pos.str() + " with which neighbour? (";
        for (std::size_t i = 0; i < nb.size(); ++i) {
            int k = nb[i].letter < t.pos.letter ? 0 : nb[i].letter > t.pos.letter ? 3 : nb[i].number < t.pos.number ? 1 : 2;
            prompt += std::string(i ? ", " : "") + dirs[k] + "=" + nb[i].str();
        }
        prompt += "): ";
        Position q;
        for (;;) {
            std::string text = io::ask(prompt);
            std::transform(text.begin(), text.end(), text.begin(), ::tolower);
            bool found = false;
            for (const Position& n : nb) {
                int k = n.letter < t.pos.letter ? 0 : n.letter > t.pos.letter ? 3 : n.number < t.pos.number ? 1 : 2;
                if (text == dirs[k]) { q = n; found = true; }
            }
            if (found || (Position::parse(text, q) && contains(nb, q))) break;
            std::cout << "  ! That is not a neighbour of " << t.pos.str() << ".\n";
        }
        g.swap(t.pos, q);
        std::cout << "The octopus swims from " << t.pos.str() << " to " << q.str() << ".\n";
        t.pos = q;
        std::cout << g;
    }
};

class PenguinPower : public CardPower {
public:
    void apply(Game& g, Turn& t) const override {
        if (t.firstCard) {
            std::cout << "A penguin as the first card of the round has no special power.\n";
            return;
        }
        std::vector<Position> up = g.board().positions(true);
        up.erase(std::remove(up.begin(), up.end(), t.pos), up.end());
        if (up.empty()) return;
        Position p;
        if (!choose("Penguin! " + g.getPlayer().getName() + " may turn a face-up card face down. Position (or 'skip'): ",
                    up, true, p)) {
            std::cout << "The penguin waddles away.\n";
            return;
        }
        g.turnDown(p);
        std::cout << p.str() << " is face down again.\n";
        std::cout << g;
    }
};

class WalrusPower : public CardPower {
public:
    void apply(Game& g, Turn& t) const override {
        std::vector<Position> down = g.board().positions(false);
        if (down.empty()) return;
        Position p;
        if (!choose("Walrus! " + g.getPlayer().getName() + " may block a face-down card for the next player. Position (or 'skip'): ",
                    down, true, p)) {
            std::cout << "The walrus blocks nothing.\n";
            return;
        }
        t.blockNext = p;
        std::cout << "The walrus lies on " << p.str() << ": the next player may not pick it.\n";
    }
};

class CrabPower : public CardPower {
public:
    void apply(Game& g, Turn& t) const override {
        std::cout << "Crab! " << g.getPlayer().getName() << " must immediately turn over another card.\n";
        t.again = true;
    }
};

class TurtlePower : public CardPower {
public:
    void apply(Game&, Turn& t) const override {
        std::cout << "Turtle! The next player in this round is skipped.\n";
        t.skipNext = true;
    }
};

} // namespace

ExpertRules::ExpertRules() {
    d_powers[Octopus] = std::make_unique<OctopusPower>();
    d_powers[Penguin] = std::make_unique<PenguinPower>();
    d_powers[Walrus] = std::make_unique<WalrusPower>();
    d_powers[Crab] = std::make_unique<CrabPower>();
    d_powers[Turtle] = std::make_unique<TurtlePower>();
}

void ExpertRules::applyPower(Game& g, Turn& t) {
    d_powers.at(g.getCurrentCard()->getAnimal())->apply(g, t);
}

#ifdef TEST_RULES_
int main() {
    Game g(false);
    g.addPlayer(Player("Ann", Side::Top));
    g.addPlayer(Player("Bob", Side::Bottom));
    Rules r;
    g.turnUp({ A, One });
    std::cout << "first card valid: " << r.isValid(g) << std::endl;
    g.turnUp({ A, Two });
    std::cout << "second card valid: " << r.isValid(g) << std::endl;
    std::cout << "round over: " << r.roundOver(g) << "  game over: " << r.gameOver(g) << std::endl;
    return 0;
}
#endif
