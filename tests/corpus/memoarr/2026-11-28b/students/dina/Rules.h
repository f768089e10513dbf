#ifndef RULES_H
#define RULES_H
#include "Game.h"

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(const Game& g) const {
        if (g.prevCard == nullptr) return true;
        return (FaceAnimal)(*g.prevCard) == (FaceAnimal)(*g.curCard) ||
               (FaceBackground)(*g.prevCard) == (FaceBackground)(*g.curCard);
    }
    bool gameOver(const Game& g) const { return g.round >= 7; }
    bool roundOver(const Game& g) const {
        int active = 0;
        for (size_t i = 0; i < g.players.size(); i++)
            if (g.players[i].isActive()) active++;
        // only one player left, or nothing left to turn over
        return active <= 1 || g.board.allFaceUp();
    }
    virtual bool expert() const { return false; }
};

class ExpertRules : public Rules {
public:
    bool expert() const override { return true; }
};

#endif
