// expertrules.cpp
#include "expertrules.h"
#include "console.h"
#include "game.h"
#include <iostream>

ExpertRules::ExpertRules() {
    d_effects[Octopus].reset(new OctopusEffect);
    d_effects[Penguin].reset(new PenguinEffect);
    d_effects[Walrus].reset(new WalrusEffect);
    d_effects[Crab].reset(new CrabEffect);
    d_effects[Turtle].reset(new TurtleEffect);
}

bool ExpertRules::applyCardEffect(Game& game, std::ostream& os) {
    return d_effects.at(game.getCurrentCard()->getAnimal())->apply(game, os);
}

bool OctopusEffect::apply(Game& game, std::ostream& os) const {
    const Position here = game.currentPosition();
    const std::vector<Position> options = here.neighbours();
    os << "~~ Octopus! The octopus at " << here.str() << " swaps places with an adjacent card." << std::endl;
    Position target{};
    Console::askPosition("   " + game.getPlayer().getName() + ", swap " + here.str() + " with (" +
                             Console::list(options) + "): ",
                         options, target, false);
    game.swap(here, target);
    os << "   The octopus moved from " << here.str() << " to " << target.str() << "." << std::endl << std::endl;
    os << game;
    return false;
}

bool PenguinEffect::apply(Game& game, std::ostream& os) const {
    if (game.getPreviousCard() == nullptr) {
        os << "~~ Penguin as the first card of the round: no special action." << std::endl;
        return false;
    }
    std::vector<Position> options = game.faceUpOrder();
    options.pop_back();   // the penguin itself stays face up
    if (options.empty()) return false;
    os << "~~ Penguin! You may turn one face-up card face down again." << std::endl;
    Position target{};
    if (!Console::askPosition("   " + game.getPlayer().getName() + ", card to turn face down (" +
                                  Console::list(options) + ", Enter to skip): ",
                              options, target, true)) {
        os << "   No card turned face down." << std::endl;
        return false;
    }
    game.hide(target);
    os << "   " << target.str() << " is face down again." << std::endl << std::endl;
    os << game;
    return false;
}

bool WalrusEffect::apply(Game& game, std::ostream& os) const {
    const std::vector<Position> options = game.faceDown();
    if (options.empty()) return false;
    os << "~~ Walrus! You may block a face-down card for the next player." << std::endl;
    Position target{};
    if (!Console::askPosition("   " + game.getPlayer().getName() + ", card to block (e.g. " + options.front().str() +
                                  ", Enter to skip): ",
                              options, target, true)) {
        os << "   Nothing blocked." << std::endl;
        return false;
    }
    game.block(target);
    os << "   " << target.str() << " is blocked for the next player." << std::endl;
    return false;
}

bool CrabEffect::apply(Game& game, std::ostream& os) const {
    os << "~~ Crab! " << game.getPlayer().getName() << " must turn over another card right away." << std::endl;
    return true;
}

bool TurtleEffect::apply(Game& game, std::ostream& os) const {
    game.skipNextPlayer();
    os << "~~ Turtle! The next player in this round is skipped." << std::endl;
    return false;
}

#ifdef TEST_EXPERTRULES_
// Feed positions on standard input to drive the interactive effects.
int main() {
    Game g(true);
    g.addPlayer(Player("Ann", Side::top));
    g.addPlayer(Player("Bob", Side::bottom));
    g.startRound();
    ExpertRules rules;
    try {
        for (int r = 0; r < 5; ++r) {
            g.reveal(Position::at(r, r == 2 ? 1 : r));
            std::cout << g.getCurrentCard()->describe() << std::endl;
            std::cout << "again: " << rules.applyCardEffect(g, std::cout) << std::endl;
        }
    } catch (const EndOfInput&) {
    }
    return 0;
}
#endif
