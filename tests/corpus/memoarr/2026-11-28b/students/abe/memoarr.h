// memoarr.h -- the game controller: setup, rounds, turns and the final result.
#ifndef ABE_MEMOARR_H
#define ABE_MEMOARR_H

#include <iostream>
#include <memory>
#include <string>

#include "game.h"
#include "rules.h"

// thrown when standard input is exhausted; main() turns it into a clean exit
struct EndOfInput {};

class Memoarr : public TurnActions {
    std::unique_ptr<Game> d_game;
    std::unique_ptr<Rules> d_rules;

    void setup();
    void playRound();
    void peek(const Player& player);
    void finish();
    Position askPosition(Player& player);

public:
    void run();

    // TurnActions
    Game& game() override { return *d_game; }
    std::ostream& out() override { return std::cout; }
    std::string ask(const std::string& prompt) override;
    void flipAnotherCard(Player& player) override;
};

#endif
