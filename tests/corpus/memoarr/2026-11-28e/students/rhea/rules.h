#pragma once
#include <functional>
#include <map>
#include "game.h"

// what a card's power can do to the current turn
struct Turn {
    Game& g;
    Pos at;
    bool again = false;  // crab
    int skip = 0;        // turtle
    Pos block;           // walrus, for the next player
};

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(const Game& g) const;
    bool gameOver(const Game& g) const { return g.getRound() >= 7; }
    bool roundOver(const Game& g) const;
    virtual void power(Turn&) const {}
};

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::function<void(Turn&)>> fx;
public:
    ExpertRules();
    void power(Turn& t) const override { fx.at(t.g.getCurrentCard()->animal())(t); }
};
