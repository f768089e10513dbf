// player.h
#ifndef ABE_PLAYER_H
#define ABE_PLAYER_H

#include <ostream>
#include <string>

#include "reward.h"

enum class Side { Top, Bottom, Left, Right };

std::string sideName(Side side);

class Player {
    std::string d_name;
    Side d_side;
    int d_rubies = 0;
    bool d_active = true;
    bool d_endOfGame = false;

public:
    Player(std::string name, Side side) : d_name(std::move(name)), d_side(side) {}

    std::string getName() const { return d_name; }
    Side getSide() const { return d_side; }
    void setActive(bool active) { d_active = active; }
    bool isActive() const { return d_active; }
    int getNRubies() const { return d_rubies; }
    void addReward(const Reward& reward) { d_rubies += reward.getRubies(); }
    void setDisplayMode(bool endOfGame) { d_endOfGame = endOfGame; }

    friend std::ostream& operator<<(std::ostream& os, const Player& p);
};

#endif
