#ifndef STAN_PLAYER_H
#define STAN_PLAYER_H

#include <ostream>
#include <string>
#include <vector>
#include "board.h"
#include "reward.h"

enum class Side { Top, Bottom, Left, Right };

class Player {
public:
    Player(const std::string& name, Side side) : m_name(name), m_side(side) {}

    std::string getName() const { return m_name; }
    void setActive(bool active) { m_active = active; }
    bool isActive() const { return m_active; }
    int getNRubies() const { return m_rubies; }
    void addReward(const Reward& reward) { m_rubies += reward.getRubies(); }
    void setDisplayMode(bool endOfGame) { m_endOfGame = endOfGame; }

    Side getSide() const { return m_side; }
    std::string getSideName() const;
    std::vector<Position> getCardsInFront() const;

    friend std::ostream& operator<<(std::ostream& out, const Player& player);

private:
    std::string m_name;
    Side m_side;
    int m_rubies = 0;
    bool m_active = true;
    bool m_endOfGame = false;
};

#endif
