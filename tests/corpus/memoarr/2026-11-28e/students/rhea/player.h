#pragma once
#include <ostream>
#include <string>
#include "reward.h"

enum Side { Top, Bottom, Left, Right };

class Player {
    std::string name;
    Side side;
    int rubies = 0;
    bool active = true, end = false;
public:
    Player(const std::string& n, Side s) : name(n), side(s) {}
    std::string getName() const { return name; }
    void setActive(bool a) { active = a; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& r) { rubies += r; }
    void setDisplayMode(bool endOfGame) { end = endOfGame; }
    Side getSide() const { return side; }
    friend std::ostream& operator<<(std::ostream& o, const Player& p);
};

extern const char* SIDE_NAME[4];
