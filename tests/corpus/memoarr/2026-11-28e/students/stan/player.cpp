#include "player.h"

std::string Player::getSideName() const {
    static const char* const names[] = {"top", "bottom", "left", "right"};
    return names[static_cast<int>(m_side)];
}

std::vector<Position> Player::getCardsInFront() const {
    // the middle three cards of the player's edge of the board
    static const Position front[4][3] = {
        {{ROW_A, COL_2}, {ROW_A, COL_3}, {ROW_A, COL_4}},
        {{ROW_E, COL_2}, {ROW_E, COL_3}, {ROW_E, COL_4}},
        {{ROW_B, COL_1}, {ROW_C, COL_1}, {ROW_D, COL_1}},
        {{ROW_B, COL_5}, {ROW_C, COL_5}, {ROW_D, COL_5}},
    };
    const Position* row = front[static_cast<int>(m_side)];
    return std::vector<Position>(row, row + 3);
}

std::ostream& operator<<(std::ostream& out, const Player& player) {
    out << player.m_name << ":  ";
    if (player.m_endOfGame) {
        out << player.m_rubies << (player.m_rubies == 1 ? " ruby" : " rubies");
    } else {
        out << player.getSideName() << (player.m_active ? " (active)" : " (inactive)");
    }
    return out;
}

#ifdef TEST_PLAYER_
#include <iostream>
int main() {
    Player joe("Joe Remember Doe", Side::Left);
    std::cout << joe << std::endl;
    joe.setActive(false);
    std::cout << joe << std::endl;
    joe.setDisplayMode(true);
    std::cout << joe << std::endl;
    for (const Position& p : joe.getCardsInFront()) std::cout << p.toString() << ' ';
    std::cout << std::endl;
    return 0;
}
#endif
