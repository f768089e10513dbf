// rules.cpp
#include "rules.h"
#include "expertrules.h"
#include "game.h"
#include <iostream>

bool Rules::isValid(const Game& game) {
    const Card* previous = game.getPreviousCard();
    const Card* current = game.getCurrentCard();
    if (previous == nullptr) return true;   // the first card of a round always fits
    return previous->getAnimal() == current->getAnimal() ||
           previous->getBackground() == current->getBackground();
}

bool Rules::gameOver(const Game& game) { return game.getRound() >= NUMBER_OF_ROUNDS; }

bool Rules::roundOver(const Game& game) { return game.activeCount() <= 1; }

bool Rules::applyCardEffect(Game&, std::ostream&) { return false; }

std::unique_ptr<Rules> Rules::create(bool expertRules) {
    if (expertRules) return std::unique_ptr<Rules>(new ExpertRules);
    return std::unique_ptr<Rules>(new Rules);
}

#ifdef TEST_RULES_
int main() {
    Game g(false);
    g.addPlayer(Player("Ann", Side::top));
    g.addPlayer(Player("Bob", Side::bottom));
    g.startRound();
    Rules r;
    g.reveal(Position::at(0, 0));
    std::cout << "first card valid: " << r.isValid(g) << std::endl;
    g.reveal(Position::at(0, 1));
    std::cout << g.getPreviousCard()->describe() << " vs " << g.getCurrentCard()->describe()
              << " -> " << r.isValid(g) << std::endl;
    std::cout << "round over: " << r.roundOver(g) << ", game over: " << r.gameOver(g) << std::endl;
    g.players()[1].setActive(false);
    std::cout << "round over after Bob is out: " << r.roundOver(g) << std::endl;
    return 0;
}
#endif
