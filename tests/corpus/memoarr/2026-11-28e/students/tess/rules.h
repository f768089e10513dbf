/*
 * rules.h
 * Rules of the base game, and the expert rules which add a special action to each animal.
 */
#ifndef TESS_RULES_H
#define TESS_RULES_H

#include <memory>
#include <vector>
#include "game.h"

/* information shared between the main loop and the special actions */
struct TurnInfo {
    Game* game;
    Location location;          // where the card just turned over lies
    bool mustTurnAgain;         // crab
    int playersToSkip;          // turtle
    bool blockSet;              // walrus
    Location blocked;
};

class Rules {
public:
    virtual ~Rules();
    bool isValid(const Game& game);
    bool gameOver(const Game& game);
    bool roundOver(const Game& game);
    /* special action after a fitting card (nothing in the base game) */
    virtual void specialAction(TurnInfo& info);
};

/* one animal's special action */
class AnimalRule {
public:
    virtual ~AnimalRule();
    virtual bool appliesTo(const Card& card) const = 0;
    virtual void execute(TurnInfo& info) const = 0;
};

class ExpertRules : public Rules {
private:
    std::vector<std::unique_ptr<AnimalRule>> animalRules;

public:
    ExpertRules();
    void specialAction(TurnInfo& info) override;
};

#endif
