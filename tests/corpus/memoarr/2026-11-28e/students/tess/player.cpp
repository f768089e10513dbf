/*
 * player.cpp
 */
#include "player.h"

Player::Player(const std::string& name, Side side) {
    this->name = name;
    this->side = side;
    this->rubies = 0;
    this->active = true;
    this->endOfGame = false;
}

std::string Player::getName() const {
    return this->name;
}

void Player::setActive(bool active) {
    this->active = active;
}

bool Player::isActive() const {
    return this->active;
}

int Player::getNRubies() const {
    return this->rubies;
}

void Player::addReward(const Reward& reward) {
    this->rubies += reward.getRubies();
}

void Player::setDisplayMode(bool endOfGame) {
    this->endOfGame = endOfGame;
}

Side Player::getSide() const {
    return this->side;
}

std::string Player::getSideName() const {
    const std::string names[4] = {"top", "bottom", "left", "right"};
    return names[this->side];
}

std::vector<Location> Player::getFrontLocations() const {
    std::vector<Location> result;
    for (int k = 1; k <= 3; k++) {
        if (this->side == Top) result.push_back(Location(0, k));
        if (this->side == Bottom) result.push_back(Location(4, k));
        if (this->side == Left) result.push_back(Location(k, 0));
        if (this->side == Right) result.push_back(Location(k, 4));
    }
    return result;
}

std::ostream& operator<<(std::ostream& out, const Player& player) {
    out << player.name << ": ";
    if (player.endOfGame) {
        out << player.rubies << " rubies";
    } else {
        out << player.getSideName() << (player.active ? " (active)" : " (inactive)");
    }
    return out;
}

#ifdef TEST_PLAYER_
#include <iostream>
int main() {
    Player player("Joe Remember Doe", Left);
    std::cout << player << std::endl;
    player.setActive(false);
    std::cout << player << std::endl;
    player.setDisplayMode(true);
    std::cout << player << std::endl;
    return 0;
}
#endif
