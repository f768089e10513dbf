// rules.h -- base rules and the expert rules (special powers of the animals)
#ifndef RULES_H
#define RULES_H

#include <map>
#include <memory>
#include <optional>
#include "game.h"

// What happened during one player's turn that matters to the rules
struct Turn {
    Position pos{ A, One };           // where the last card came from
    bool firstCard = false;           // it was the first card of the round
    bool again = false;               // crab: turn over another card now
    bool skipNext = false;            // turtle: next player skipped
    std::optional<Position> blocked;  // walrus block that applies to this turn
    std::optional<Position> blockNext;// walrus block for the next player
};

class Rules {
public:
    virtual ~Rules() = default;
    bool isValid(const Game&);
    bool gameOver(const Game&);
    bool roundOver(const Game&);
    // base game: animals have no powers
    virtual void applyPower(Game&, Turn&) {}
};

class CardPower {
public:
    virtual ~CardPower() = default;
    virtual void apply(Game&, Turn&) const = 0;
};

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::unique_ptr<CardPower>> d_powers;
public:
    ExpertRules();
    void applyPower(Game&, Turn&) override;
};

#endif
