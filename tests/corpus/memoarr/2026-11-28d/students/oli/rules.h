#pragma once
#include <array>
#include <memory>

#include "game.h"

enum class After { EndTurn, PlayAgain };

class Rules {
public:
    virtual ~Rules() = default;
    bool isValid(const Game& g);
    bool gameOver(const Game& g);
    bool roundOver(const Game& g);
    virtual After afterValid(Game&) { return After::EndTurn; }
};

// the special power of one animal (expert rules)
struct Action {
    virtual ~Action() = default;
    virtual After run(Game& g) const = 0;
};

class ExpertRules : public Rules {
    std::array<std::unique_ptr<Action>, 5> actions_;

public:
    ExpertRules();
    After afterValid(Game& g) override;
};
