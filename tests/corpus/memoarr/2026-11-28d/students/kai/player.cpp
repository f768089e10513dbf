// player.cpp
#include "player.h"
#include <iostream>
#include <map>
#include <utility>

namespace {
struct SideInfo {
    const char* name;
    std::vector<Position> front;
};

const std::map<Side, SideInfo>& sideTable() {
    static const std::map<Side, SideInfo> table{
        {Side::top, {"top", {Position::at(0, 1), Position::at(0, 2), Position::at(0, 3)}}},
        {Side::bottom, {"bottom", {Position::at(4, 1), Position::at(4, 2), Position::at(4, 3)}}},
        {Side::left, {"left", {Position::at(1, 0), Position::at(2, 0), Position::at(3, 0)}}},
        {Side::right, {"right", {Position::at(1, 4), Position::at(2, 4), Position::at(3, 4)}}},
    };
    return table;
}
}  // namespace

Player::Player(std::string name, Side side) : d_name(std::move(name)), d_side(side) {}

std::string Player::sideName() const { return sideTable().at(d_side).name; }

std::vector<Position> Player::cardsInFront() const { return sideTable().at(d_side).front; }

std::ostream& operator<<(std::ostream& os, const Player& p) {
    os << p.d_name << ":  ";
    if (p.d_endOfGame)
        return os << p.d_rubies << (p.d_rubies == 1 ? " ruby" : " rubies");
    return os << p.sideName() << (p.d_active ? " (active)" : " (inactive)");
}

#ifdef TEST_PLAYER_
#include "rewarddeck.h"
int main() {
    Player joe("Joe Remember Doe", Side::left);
    std::cout << joe << std::endl;
    joe.setActive(false);
    std::cout << joe << std::endl;
    RewardDeck& rd = RewardDeck::make_RewardDeck();
    joe.addReward(*rd.getNext());
    joe.addReward(*rd.getNext());
    joe.setDisplayMode(true);
    std::cout << joe << std::endl;
    for (const Position& p : joe.cardsInFront()) std::cout << p.str() << ' ';
    std::cout << std::endl;
    return 0;
}
#endif
