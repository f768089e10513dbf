#ifndef PLAYER_H
#define PLAYER_H
#include <ostream>
#include <string>
#include "reward.h"

enum Side { Left, Right, Top, Bottom };

class Player {
    std::string name;
    Side side;
    int rubies = 0;
    bool active = true, end = false;
public:
    Player(const std::string& name, Side side) : name(name), side(side) {}
    std::string getName() const { return name; }
    Side getSide() const { return side; }
    void setActive(bool a) { active = a; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& r) { rubies += r; }
    void setDisplayMode(bool endOfGame) { end = endOfGame; }
    friend std::ostream& operator<<(std::ostream&, const Player&);
};
#endif
