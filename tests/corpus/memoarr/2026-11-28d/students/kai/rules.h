// rules.h - checks the players' selections (base game).
#ifndef KAI_RULES_H
#define KAI_RULES_H

#include <iosfwd>
#include <memory>

class Game;

class Rules {
public:
    virtual ~Rules() = default;

    bool isValid(const Game& game);
    bool gameOver(const Game& game);
    bool roundOver(const Game& game);

    // Called after a valid card was turned over. Returns true when the same
    // player must turn over another card. The base game has no card effects.
    virtual bool applyCardEffect(Game& game, std::ostream& os);

    static std::unique_ptr<Rules> create(bool expertRules);

    static const int NUMBER_OF_ROUNDS = 7;
};

#endif
