// rules.h -- Memoarr! (CSI2372 project, Hana)
#ifndef HANA_RULES_H
#define HANA_RULES_H

#include <map>
#include <memory>

#include "game.h"

// What happens during one player's turn, beyond turning a card.
struct TurnState {
    Position where{A, One};        // the card just turned
    bool firstCard = false;        // it was the first card of the round
    bool turnAgain = false;        // crab: the player must turn another card
    bool hasBlock = false;         // walrus block that applies to this turn
    Position blocked{A, One};
    bool hasBlockForNext = false;  // walrus block for the next player
    Position blockForNext{A, One};
    bool skipNext = false;         // turtle
};

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(const Game& g) const;
    bool gameOver(const Game& g) const;
    bool roundOver(const Game& g) const;
    // extra effect of the card just turned (only called for a card that matched)
    virtual void applyPower(Game&, TurnState&) const {}
};

class AnimalPower {
public:
    virtual ~AnimalPower() {}
    virtual void apply(Game& g, TurnState& t) const = 0;
};

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::unique_ptr<AnimalPower>> d_powers;

public:
    ExpertRules();
    void applyPower(Game& g, TurnState& t) const override;
};

#endif
