// player.h -- Memoarr! (CSI2372 project, Hana)
#ifndef HANA_PLAYER_H
#define HANA_PLAYER_H

#include <ostream>
#include <string>

#include "reward.h"

enum class Side { Top, Bottom, Left, Right };

std::string sideName(Side s);

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
    void setActive(bool active) { d_active = active; }
    bool isActive() const { return d_active; }
    int getNRubies() const { return d_rubies; }
    void addReward(const Reward& r) { d_rubies += r.getRubies(); }
    void setDisplayMode(bool endOfGame) { d_endOfGame = endOfGame; }

    friend std::ostream& operator<<(std::ostream& os, const Player& p);
};

#endif
