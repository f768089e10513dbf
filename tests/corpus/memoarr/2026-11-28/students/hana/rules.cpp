// rules.cpp -- Memoarr! (CSI2372 project, Hana)
#include "rules.h"

#include <iostream>

#include "console.h"

bool Rules::isValid(const Game& g) const {
    const Card* prev = g.getPreviousCard();
    const Card* cur = g.getCurrentCard();
    return prev == nullptr || (cur != nullptr && cur->matches(*prev));
}

bool Rules::gameOver(const Game& g) const { return g.getRound() >= 7; }

bool Rules::roundOver(const Game& g) const { return g.countActive() <= 1; }

namespace {

class OctopusPower : public AnimalPower {
public:
    void apply(Game& g, TurnState& t) const override {
        std::string name = g.getPlayer().getName();
        std::string answer = console::askUntil(
            "The octopus wants to swap! " + name + ", choose an adjacent card (e.g. A2): ",
            [&](const std::string& s) -> std::string {
                Position q;
                if (!Position::parse(s, q)) return "That is not a position on the board.";
                if (Position::isCentre(q.letter, q.number)) return "The centre is empty, nothing to swap with.";
                if (!q.isNeighbourOf(t.where)) return "The octopus only reaches the card right next to it.";
                return "";
            });
        Position q;
        Position::parse(answer, q);
        g.swapCards(t.where, q);
        std::cout << "  The octopus slides from " << t.where.toString() << " to " << q.toString() << ".\n";
        t.where = q;
        std::cout << g;
    }
};

class PenguinPower : public AnimalPower {
public:
    void apply(Game& g, TurnState& t) const override {
        if (t.firstCard) {
            std::cout << "  The penguin is the first card of the round: it just waddles around.\n";
            return;
        }
        std::string name = g.getPlayer().getName();
        std::string answer = console::askUntil(
            "The penguin lets you hide a card. " + name +
                ", choose a face-up card to turn face down (or press Enter to skip): ",
            [&](const std::string& s) -> std::string {
                if (s.empty()) return "";
                Position q;
                if (!Position::parse(s, q) || Position::isCentre(q.letter, q.number))
                    return "That is not a card on the board.";
                if (q == t.where) return "The penguin will not hide itself.";
                if (!g.getBoard().isFaceUp(q.letter, q.number)) return "That card is already face down.";
                return "";
            });
        if (answer.empty()) {
            std::cout << "  " << name << " leaves all cards as they are.\n";
            return;
        }
        Position q;
        Position::parse(answer, q);
        g.turnDown(q);
        std::cout << "  " << name << " turns " << q.toString() << " face down again.\n";
        std::cout << g;
    }
};

class WalrusPower : public AnimalPower {
public:
    void apply(Game& g, TurnState& t) const override {
        if (g.getBoard().countFaceDown() == 0) return;
        std::string name = g.getPlayer().getName();
        std::string answer = console::askUntil(
            "The walrus blocks a card for the next pirate. " + name +
                ", choose a face-down card (or press Enter to skip): ",
            [&](const std::string& s) -> std::string {
                if (s.empty()) return "";
                Position q;
                if (!Position::parse(s, q) || Position::isCentre(q.letter, q.number))
                    return "That is not a card on the board.";
                if (g.getBoard().isFaceUp(q.letter, q.number)) return "That card is face up already.";
                return "";
            });
        if (answer.empty()) return;
        Position::parse(answer, t.blockForNext);
        t.hasBlockForNext = true;
        std::cout << "  The walrus lies down on " << t.blockForNext.toString() << ".\n";
    }
};

class CrabPower : public AnimalPower {
public:
    void apply(Game&, TurnState& t) const override { t.turnAgain = true; }
};

class TurtlePower : public AnimalPower {
public:
    void apply(Game&, TurnState& t) const override { t.skipNext = true; }
};

}  // namespace

ExpertRules::ExpertRules() {
    d_powers[Octopus].reset(new OctopusPower);
    d_powers[Penguin].reset(new PenguinPower);
    d_powers[Walrus].reset(new WalrusPower);
    d_powers[Crab].reset(new CrabPower);
    d_powers[Turtle].reset(new TurtlePower);
}

void ExpertRules::applyPower(Game& g, TurnState& t) const {
    const Card* c = g.getCurrentCard();
    auto it = d_powers.find(c->getAnimal());
    if (it != d_powers.end()) it->second->apply(g, t);
}

#ifdef TEST_RULES_
int main() {
    BoardView view;
    Game g(view);
    g.addPlayer(Player("Ann", Side::Bottom));
    g.addPlayer(Player("Bo", Side::Top));
    Rules r;
    g.startRound();
    g.setCurrentCard(g.turnUp(Position{A, One}));
    std::cout << "first card valid: " << r.isValid(g) << std::endl;
    g.setCurrentCard(g.turnUp(Position{A, Two}));
    std::cout << "second card valid: " << r.isValid(g) << std::endl;
    std::cout << "round over: " << r.roundOver(g) << ", game over: " << r.gameOver(g) << std::endl;
    return 0;
}
#endif
