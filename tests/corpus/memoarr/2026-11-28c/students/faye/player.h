// player.h
#ifndef PLAYER_H
#define PLAYER_H

#include <ostream>
#include <string>
#include "reward.h"

enum class Side { Top, Bottom, Left, Right };

class Player {
    std::string d_name;
    Side d_side;
    int d_rubies = 0;
    bool d_active = true;
    bool d_endOfGame = false;
public:
    Player(const std::string& name, Side side) : d_name(name), d_side(side) {}

    std::string getName() const { return d_name; }
    Side getSide() const { return d_side; }
    void setActive(bool a) { d_active = a; }
    bool isActive() const { return d_active; }
    int getNRubies() const { return d_rubies; }
    void addReward(const Reward& r) { d_rubies += r; }
    void setDisplayMode(bool endOfGame) { d_endOfGame = endOfGame; }

    static std::string sideName(Side s);
    friend std::ostream& operator<<(std::ostream&, const Player&);
};

#endif
