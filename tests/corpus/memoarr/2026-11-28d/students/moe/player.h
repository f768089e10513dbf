/*
 * player.h
 */
#ifndef MOE_PLAYER_H
#define MOE_PLAYER_H

#include <ostream>
#include <string>
#include <vector>

#include "board.h"
#include "reward.h"

enum class Side { Top, Right, Bottom, Left };

class Player {
public:
    Player(const std::string& name, Side side);

    std::string getName() const;
    void setActive(bool active);
    bool isActive() const;
    int getNRubies() const;
    void addReward(const Reward& reward);
    void setDisplayMode(bool endOfGame);

    Side getSide() const { return m_side; }
    std::vector<Location> cardsInFront() const;

    friend std::ostream& operator<<(std::ostream& os, const Player& p);

private:
    std::string m_name;
    Side m_side;
    int m_rubies = 0;
    bool m_active = true;
    bool m_endOfGame = false;
};

#endif
