// rules.h -- base rules and the expert rules (animal powers).
#ifndef PETE_RULES_H
#define PETE_RULES_H

#include <map>
#include <memory>
#include <optional>
#include "console.h"
#include "game.h"

// Everything an animal power may change during one turn.
struct TurnContext {
    Game& game;
    Console& console;
    Position where;                 // where the card that was just turned lies
    bool extraCard = false;         // crab: turn another card
    int skips = 0;                  // turtle: skip the next player
    std::optional<Position> block;  // walrus: blocked for the next player
};

class Rules {
public:
    virtual ~Rules() = default;
    bool isValid(const Game& g) const;
    bool gameOver(const Game& g) const;
    bool roundOver(const Game& g) const;
    // base game: the animals have no power
    virtual void applyPower(TurnContext&) const {}
};

class AnimalPower {
public:
    virtual ~AnimalPower() = default;
    virtual void apply(TurnContext& ctx) const = 0;
};

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::unique_ptr<AnimalPower>> powers_;

public:
    ExpertRules();
    void applyPower(TurnContext& ctx) const override;
};

#endif
