/*
 * rules.cpp
 */
#include "rules.h"

#include <iostream>

#include "prompt.h"

namespace {
const int kRounds = 7;

class OctopusPower : public AnimalPower {
public:
    OctopusPower() : AnimalPower(Octopus) {}
    bool use(Game& game) override {
        const Location here = game.lastTurned();
        std::vector<Location> neighbours;
        const int dr[] = {-1, 0, 0, 1}, dc[] = {0, -1, 1, 0};
        for (int k = 0; k < 4; ++k)
            if (Location::exists(here.row() + dr[k], here.col() + dc[k]))
                neighbours.push_back(Location::of(here.row() + dr[k], here.col() + dc[k]));
        std::cout << "Octopus! The card at " << here.name() << " changes place with an adjacent card:" << std::endl;
        const int choice = Prompt::option(game.getPlayer().getName() + " - swap with option #: ", neighbours, false);
        game.board().swapCards(here, neighbours[choice]);
        std::cout << "The octopus moved to " << neighbours[choice].name() << "." << std::endl << std::endl
                  << game;
        return false;
    }
};

class PenguinPower : public AnimalPower {
public:
    PenguinPower() : AnimalPower(Penguin) {}
    bool use(Game& game) override {
        if (game.getPreviousCard() == nullptr) return false;   // first card: nothing special
        const Location here = game.lastTurned();
        std::vector<Location> options;
        for (const Location& loc : game.board().locations())
            if (loc != here && game.board().isFaceUp(loc.letter, loc.number)) options.push_back(loc);
        if (options.empty()) return false;
        std::cout << "Penguin! You may turn a face-up card face down:" << std::endl;
        const int choice = Prompt::option(game.getPlayer().getName() + " - turn face down option # (0 = none): ",
                                          options, true);
        if (choice < 0) return false;
        game.board().turnFaceDown(options[choice].letter, options[choice].number);
        std::cout << options[choice].name() << " is face down again." << std::endl << std::endl << game;
        return false;
    }
};

class WalrusPower : public AnimalPower {
public:
    WalrusPower() : AnimalPower(Walrus) {}
    bool use(Game& game) override {
        const std::vector<Location> options = game.faceDownLocations();
        if (options.empty()) return false;
        std::cout << "Walrus! You may block a face-down card for the next player:" << std::endl;
        const int choice = Prompt::option(game.getPlayer().getName() + " - block option # (0 = none): ", options, true);
        if (choice < 0) return false;
        game.effects().blockForNext = {options[choice]};
        std::cout << options[choice].name() << " is blocked for the next player." << std::endl;
        return false;
    }
};

class CrabPower : public AnimalPower {
public:
    CrabPower() : AnimalPower(Crab) {}
    bool use(Game& game) override {
        std::cout << "Crab! " << game.getPlayer().getName() << " has to turn over another card." << std::endl;
        return true;
    }
};

class TurtlePower : public AnimalPower {
public:
    TurtlePower() : AnimalPower(Turtle) {}
    bool use(Game& game) override {
        game.effects().skipNext = true;
        std::cout << "Turtle! The next player will be skipped." << std::endl;
        return false;
    }
};
}  // namespace

bool Rules::isValid(const Game& game) {
    const Card* previous = game.getPreviousCard();
    const Card* current = game.getCurrentCard();
    return previous == nullptr || previous->animal() == current->animal() ||
           previous->background() == current->background();
}

bool Rules::gameOver(const Game& game) { return game.getRound() >= kRounds; }

bool Rules::roundOver(const Game& game) { return game.activePlayers() <= 1; }

bool Rules::afterMatch(Game&) { return false; }

ExpertRules::ExpertRules() {
    m_powers.emplace_back(new OctopusPower);
    m_powers.emplace_back(new PenguinPower);
    m_powers.emplace_back(new WalrusPower);
    m_powers.emplace_back(new CrabPower);
    m_powers.emplace_back(new TurtlePower);
}

bool ExpertRules::afterMatch(Game& game) {
    for (auto& power : m_powers)
        if (power->handles(game.getCurrentCard()->animal())) return power->use(game);
    return false;
}

#ifdef TEST_RULES_
int main() {
    Game game(false);
    game.addPlayer(Player("Ann", Side::Top));
    game.addPlayer(Player("Bob", Side::Right));
    game.startRound();
    Rules rules;
    game.turnUp(Location::of(0, 0));
    std::cout << "first card valid: " << rules.isValid(game) << std::endl;
    game.turnUp(Location::of(0, 1));
    std::cout << game.getPreviousCard()->toString() << " / " << game.getCurrentCard()->toString()
              << " valid: " << rules.isValid(game) << std::endl;
    std::cout << "round over: " << rules.roundOver(game) << " game over: " << rules.gameOver(game) << std::endl;
    return 0;
}
#endif
