#ifndef PLAYER_H
#define PLAYER_H
#include <iostream>
#include <string>
#include "reward.h"
using namespace std;

enum Side { top, bottom, left_side, right_side };

class Player {
    string nm;
    Side sd;
    int rub = 0;
    bool act = true;
    bool endMode = false;
public:
    Player(string n, Side s) { nm = n; sd = s; }
    string getName() const { return nm; }
    void setActive(bool b) { act = b; }
    bool isActive() const { return act; }
    int getNRubies() const { return rub; }
    void addReward(const Reward& r) { rub += int(r); }
    void setDisplayMode(bool endOfGame) { endMode = endOfGame; }
    Side getSide() const { return sd; }
    friend ostream& operator<<(ostream& os, const Player& p);
};
extern const char* sideNames[4];
#endif
