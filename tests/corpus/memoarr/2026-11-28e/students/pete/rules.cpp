// rules.cpp
#include "rules.h"
#include <algorithm>

bool Rules::isValid(const Game& g) const {
    const Card* prev = g.getPreviousCard();
    const Card* cur = g.getCurrentCard();
    return prev == nullptr || (cur != nullptr && cur->matches(*prev));
}

bool Rules::gameOver(const Game& g) const { return g.getRound() >= 7; }

bool Rules::roundOver(const Game& g) const { return g.activeCount() <= 1; }

namespace {

bool contains(const std::vector<Position>& ps, const Position& p) {
    return std::find(ps.begin(), ps.end(), p) != ps.end();
}

// asks for one of `options`; an empty answer is accepted only when `mayPass`
std::optional<Position> choose(Console& con, const std::string& prompt,
                               const std::vector<Position>& options, bool mayPass) {
    return con.askUntil<std::optional<Position>>(
        prompt, [&](const std::string& text, std::optional<Position>& out) -> std::string {
            if (text.empty() && mayPass) { out.reset(); return ""; }
            Position p{};
            if (Position::parse(text, p) && contains(options, p)) { out = p; return ""; }
            return "Please choose one of: " + joinPositions(options) + ".";
        });
}

class OctopusPower : public AnimalPower {
public:
    void apply(TurnContext& ctx) const override {
        const auto options = ctx.where.neighbours();
        auto target = choose(ctx.console, "Octopus power! Swap " + ctx.where.str() +
                                 " with an adjacent card (" + joinPositions(options) + "): ",
                             options, false);
        ctx.game.swap(ctx.where, *target);
        std::cout << "The octopus moves from " << ctx.where.str() << " to " << target->str() << ".\n";
        ctx.where = *target;
        std::cout << ctx.game;
    }
};

class PenguinPower : public AnimalPower {
public:
    void apply(TurnContext& ctx) const override {
        const auto options = ctx.game.faceUpExcept(ctx.where);
        if (ctx.game.getPreviousCard() == nullptr || options.empty()) {
            std::cout << "The penguin is the first card of the round - no special action.\n";
            return;
        }
        auto target = choose(ctx.console,
                             "Penguin power! Name a face-up card to turn face down, or press Enter to skip: ",
                             options, true);
        if (!target) {
            std::cout << "The penguin stays idle.\n";
            return;
        }
        ctx.game.hide(*target);
        std::cout << target->str() << " is turned face down again.\n";
        std::cout << ctx.game;
    }
};

class WalrusPower : public AnimalPower {
public:
    void apply(TurnContext& ctx) const override {
        const auto options = ctx.game.faceDown();
        if (options.empty()) {
            std::cout << "The walrus finds no face-down card to block.\n";
            return;
        }
        ctx.block = choose(ctx.console, "Walrus power! Name a face-down card to block for the next player: ",
                           options, false);
        std::cout << ctx.block->str() << " is blocked for the next player.\n";
    }
};

class CrabPower : public AnimalPower {
public:
    void apply(TurnContext& ctx) const override {
        std::cout << "Crab power! Another card must be turned over right away.\n";
        ctx.extraCard = true;
    }
};

class TurtlePower : public AnimalPower {
public:
    void apply(TurnContext& ctx) const override {
        std::cout << "Turtle power! The next player is skipped.\n";
        ctx.skips = 1;
    }
};

}  // namespace

ExpertRules::ExpertRules() {
    powers_[Octopus] = std::make_unique<OctopusPower>();
    powers_[Penguin] = std::make_unique<PenguinPower>();
    powers_[Walrus] = std::make_unique<WalrusPower>();
    powers_[Crab] = std::make_unique<CrabPower>();
    powers_[Turtle] = std::make_unique<TurtlePower>();
}

void ExpertRules::applyPower(TurnContext& ctx) const {
    const Card* card = ctx.game.getCurrentCard();
    if (card != nullptr) powers_.at(card->animal())->apply(ctx);
}

#ifdef TEST_RULES_
#include <iostream>
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    Game g(false);
    g.board().deal(deck);
    g.addPlayer(Player("Ann", Side::Bottom));
    g.addPlayer(Player("Bob", Side::Top));
    g.startRound(0);
    Rules rules;
    g.reveal(Position::at(0, 0));
    std::cout << "first card valid: " << rules.isValid(g) << '\n';
    g.reveal(Position::at(0, 1));
    std::cout << g.getPreviousCard()->describe() << " / " << g.getCurrentCard()->describe()
              << " valid: " << rules.isValid(g) << '\n';
    std::cout << "round over: " << rules.roundOver(g) << " game over: " << rules.gameOver(g) << '\n';
    return 0;
}
#endif
