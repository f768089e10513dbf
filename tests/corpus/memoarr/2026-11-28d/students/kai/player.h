// player.h
#ifndef KAI_PLAYER_H
#define KAI_PLAYER_H

#include <iosfwd>
#include <string>
#include <vector>
#include "position.h"
#include "reward.h"

enum class Side { top, bottom, left, right };

class Player {
    std::string d_name;
    Side d_side;
    int d_rubies = 0;
    bool d_active = true;
    bool d_endOfGame = false;

public:
    Player(std::string name, Side side);

    std::string getName() const { return d_name; }
    void setActive(bool active) { d_active = active; }
    bool isActive() const { return d_active; }
    int getNRubies() const { return d_rubies; }
    void addReward(const Reward& reward) { d_rubies += reward.getNRubies(); }
    void setDisplayMode(bool endOfGame) { d_endOfGame = endOfGame; }

    Side getSide() const { return d_side; }
    std::string sideName() const;
    // The three cards directly in front of this player.
    std::vector<Position> cardsInFront() const;

    friend std::ostream& operator<<(std::ostream& os, const Player& p);
};

#endif
