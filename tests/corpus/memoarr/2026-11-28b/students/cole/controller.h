// controller.h - runs the main loop of Memoarr!
#pragma once
#include <memory>
#include <string>

#include "game.h"
#include "rules.h"

struct InputClosed {};

class Controller {
    std::unique_ptr<Game> g;
    std::unique_ptr<Rules> rules;
    std::size_t starter = 0;  // the winner of a round starts the next one

    void setup();
    void playRound();
    void results();

public:
    Game& game() { return *g; }
    std::string ask(const std::string& prompt);
    void playCard(Player& p, bool crabBonus);
    void run();
};
