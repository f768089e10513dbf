#ifndef RULES_H
#define RULES_H
#include "game.h"

struct TurnData {
    Game* g;
    Spot at;
    bool again = false;   // crab
    bool skip = false;    // turtle
    bool blk = false;     // walrus
    Spot block{-1, -1};
};

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(const Game& g) const;
    bool gameOver(Game& g) const { return g.getRound() >= 7; }
    bool roundOver(const Game& g) const { return g.activeCount() <= 1; }
    virtual void special(TurnData&) const {}
};

class ExpertRules : public Rules {
    typedef void (ExpertRules::*Action)(TurnData&) const;
    Action act[5];
    void crab(TurnData& t) const;
    void penguin(TurnData& t) const;
    void octopus(TurnData& t) const;
    void turtle(TurnData& t) const;
    void walrus(TurnData& t) const;
public:
    ExpertRules();
    void special(TurnData& t) const override;
};

string ask(const string& prompt);   // main.cpp
#endif
