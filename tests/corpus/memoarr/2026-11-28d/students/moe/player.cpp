/*
 * player.cpp
 */
#include "player.h"

namespace {
const char* const kSideNames[] = {"top", "right", "bottom", "left"};
}

Player::Player(const std::string& name, Side side) : m_name(name), m_side(side) {}

std::string Player::getName() const { return m_name; }
void Player::setActive(bool active) { m_active = active; }
bool Player::isActive() const { return m_active; }
int Player::getNRubies() const { return m_rubies; }
void Player::addReward(const Reward& reward) { m_rubies += reward.rubies(); }
void Player::setDisplayMode(bool endOfGame) { m_endOfGame = endOfGame; }

std::vector<Location> Player::cardsInFront() const {
    // first and last line / column of the table, without the corners
    static const int fixed[] = {0, 4, 4, 0};           // row (top/bottom) or column (right/left)
    static const bool horizontal[] = {true, false, true, false};
    const int s = static_cast<int>(m_side);
    std::vector<Location> cards;
    for (int k = 1; k <= 3; ++k)
        cards.push_back(horizontal[s] ? Location::of(fixed[s], k) : Location::of(k, fixed[s]));
    return cards;
}

std::ostream& operator<<(std::ostream& os, const Player& p) {
    os << p.m_name << ":  ";
    if (p.m_endOfGame) return os << p.m_rubies << (p.m_rubies == 1 ? " ruby" : " rubies");
    return os << kSideNames[static_cast<int>(p.m_side)] << (p.m_active ? " (active)" : " (inactive)");
}

#ifdef TEST_PLAYER_
#include <iostream>
#include "rewarddeck.h"
int main() {
    Player p("Joe Remember Doe", Side::Left);
    std::cout << p << std::endl;
    p.setActive(false);
    std::cout << p << std::endl;
    p.addReward(*RewardDeck::make_RewardDeck().getNext());
    p.setDisplayMode(true);
    std::cout << p << std::endl;
    for (const Location& l : p.cardsInFront()) std::cout << l.name() << ' ';
    std::cout << std::endl;
    return 0;
}
#endif
