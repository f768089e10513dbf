// player.cpp
#include "player.h"
#include <map>
#include <ostream>

Player::Player(std::string name, Side side) : name_(std::move(name)), side_(side) {}

std::string Player::sideName(Side s) {
    static const std::map<Side, std::string> names{
        {Side::Top, "top"}, {Side::Bottom, "bottom"}, {Side::Left, "left"}, {Side::Right, "right"}};
    return names.at(s);
}

std::vector<Position> Player::cardsInFront() const {
    // (row, column) of the first card and the step to the next one
    struct Line { int r, c, dr, dc; };
    static const std::map<Side, Line> lines{
        {Side::Top, {0, 1, 0, 1}}, {Side::Bottom, {4, 1, 0, 1}},
        {Side::Left, {1, 0, 1, 0}}, {Side::Right, {1, 4, 1, 0}}};
    const Line& l = lines.at(side_);
    std::vector<Position> out;
    for (int k = 0; k < 3; ++k) out.push_back(Position::at(l.r + k * l.dr, l.c + k * l.dc));
    return out;
}

std::ostream& operator<<(std::ostream& os, const Player& p) {
    os << p.name_ << ":  ";
    if (p.endOfGame_)
        return os << p.rubies_ << (p.rubies_ == 1 ? " ruby" : " rubies");
    return os << Player::sideName(p.side_) << (p.active_ ? " (active)" : " (inactive)");
}

#ifdef TEST_PLAYER_
#include <iostream>
int main() {
    Player p("Joe Remember Doe", Side::Left);
    std::cout << p << '\n';
    p.setActive(false);
    std::cout << p << '\n';
    p.setDisplayMode(true);
    std::cout << p << '\n';
    for (const auto& pos : p.cardsInFront()) std::cout << pos.str() << ' ';
    std::cout << '\n';
    return 0;
}
#endif
