#ifndef PLAYER_H
#define PLAYER_H

#include <iostream>
#include <string>
#include "reward.h"
using namespace std;

enum Side { Bottom, Top, Left, Right };

class Player {
    string name;
    Side side;
    int rubies;
    bool active;
    bool endOfGame;

public:
    Player(string n, Side s);
    string getName() const;
    void setActive(bool a);
    bool isActive() const;
    int getNRubies() const;
    void addReward(const Reward &r);
    void setDisplayMode(bool end);
    Side getSide() const;
    string getSideName() const;
    friend ostream &operator<<(ostream &out, const Player &p);
};

#endif
