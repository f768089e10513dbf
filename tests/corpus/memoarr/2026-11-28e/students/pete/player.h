// player.h
#ifndef PETE_PLAYER_H
#define PETE_PLAYER_H

#include <iosfwd>
#include <string>
#include <vector>
#include "position.h"
#include "reward.h"

enum class Side { Top, Bottom, Left, Right };

class Player {
    std::string name_;
    Side side_;
    int rubies_ = 0;
    bool active_ = true;
    bool endOfGame_ = false;

public:
    Player(std::string name, Side side);

    std::string getName() const { return name_; }
    void setActive(bool active) { active_ = active; }
    bool isActive() const { return active_; }
    int getNRubies() const { return rubies_; }
    void addReward(const Reward& r) { rubies_ += r.rubies(); }
    void setDisplayMode(bool endOfGame) { endOfGame_ = endOfGame; }

    Side getSide() const { return side_; }
    // the three cards directly in front of this player
    std::vector<Position> cardsInFront() const;

    static std::string sideName(Side s);

    friend std::ostream& operator<<(std::ostream& os, const Player& p);
};

#endif
