#ifndef STAN_RULES_H
#define STAN_RULES_H

#include <array>
#include "game.h"

// What the card just turned over may change in the current turn.
struct TurnState {
    Game& game;
    Position where;
    bool anotherCard = false;   // crab
    bool skipNext = false;      // turtle
    bool hasBlock = false;      // walrus
    Position block{ROW_A, COL_1};
};

class Rules {
public:
    virtual ~Rules() = default;
    bool isValid(const Game& game) const;
    bool gameOver(const Game& game) const;
    bool roundOver(const Game& game) const;

    // called after a matching card; the base game has no special actions
    virtual void afterMatch(TurnState&) const {}
};

// One special action per animal, chosen at compile time.
template <FaceAnimal A>
struct AnimalAction {
    static void run(TurnState& state);
};

class ExpertRules : public Rules {
public:
    void afterMatch(TurnState& state) const override;

private:
    using Action = void (*)(TurnState&);
    static const std::array<Action, 5> s_actions;
};

#endif
