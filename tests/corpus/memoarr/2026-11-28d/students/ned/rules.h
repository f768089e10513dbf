#ifndef RULES_H
#define RULES_H

#include "game.h"

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(Game &g);
    bool gameOver(Game &g);
    bool roundOver(Game &g);
    // special action of the card just turned; returns 1 if the player has to play again
    virtual int special(Game &g) { return 0; }
};

class ExpertRules : public Rules {
public:
    int special(Game &g) override;
};

#endif
