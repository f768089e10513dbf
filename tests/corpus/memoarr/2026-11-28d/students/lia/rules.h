#ifndef RULES_H
#define RULES_H
#include <functional>
#include <map>
#include "game.h"

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(const Game& g) { return !g.getPreviousCard() || g.getCurrentCard()->matches(*g.getPreviousCard()); }
    bool gameOver(const Game& g) { return g.getRound() >= 7; }
    bool roundOver(const Game& g) { return g.activeCount() <= 1; }
    // after a valid card: true if the same player has to turn another card
    virtual bool effect(Game&) { return false; }
};

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::function<bool(Game&)>> fx;
public:
    ExpertRules();
    bool effect(Game& g) override { return fx[FaceAnimal(*g.getCurrentCard())](g); }
};
#endif
