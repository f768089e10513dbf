// rules.h
#pragma once
#include <functional>
#include <map>

#include "game.h"

class Controller;

class Rules {
public:
    virtual ~Rules() = default;
    bool isValid(const Game& g) const {
        const Card* prev = g.getPreviousCard();
        const Card* cur = g.getCurrentCard();
        return !prev || prev->getAnimal() == cur->getAnimal() || prev->getBackground() == cur->getBackground();
    }
    bool gameOver(const Game& g) const { return g.getRound() >= 7; }
    bool roundOver(const Game& g) const {
        int n = 0;
        for (const auto& p : g.getPlayers()) n += p.isActive();
        return n <= 1;
    }
    // what happens after a card that fits was turned over (nothing in the base game)
    virtual void special(Controller&, Player&, const Pos&) const {}
};

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::function<void(Controller&, Player&, const Pos&)>> powers;

public:
    ExpertRules();
    void special(Controller& c, Player& p, const Pos& at) const override;
};
