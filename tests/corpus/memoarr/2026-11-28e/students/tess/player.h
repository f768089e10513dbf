/*
 * player.h
 */
#ifndef TESS_PLAYER_H
#define TESS_PLAYER_H

#include <ostream>
#include <string>
#include <vector>
#include "board.h"
#include "reward.h"

enum Side { Top = 0, Bottom, Left, Right };

class Player {
private:
    std::string name;
    Side side;
    int rubies;
    bool active;
    bool endOfGame;

public:
    Player(const std::string& name, Side side);

    std::string getName() const;
    void setActive(bool active);
    bool isActive() const;
    int getNRubies() const;
    void addReward(const Reward& reward);
    void setDisplayMode(bool endOfGame);

    Side getSide() const;
    std::string getSideName() const;
    /* the three cards directly in front of the player */
    std::vector<Location> getFrontLocations() const;

    friend std::ostream& operator<<(std::ostream& out, const Player& player);
};

#endif
