// player.cpp
#include "player.h"
#include <iostream>

std::string Player::sideName(Side s) {
    static const char* names[] = { "top", "bottom", "left", "right" };
    return names[static_cast<int>(s)];
}

std::ostream& operator<<(std::ostream& os, const Player& p) {
    os << p.d_name << ":  ";   // two spaces, as in the handout
    if (p.d_endOfGame)
        os << p.d_rubies << (p.d_rubies == 1 ? " ruby" : " rubies");
    else
        os << Player::sideName(p.d_side) << (p.d_active ? " (active)" : " (inactive)");
    return os;
}

#ifdef TEST_PLAYER_
#include "rewarddeck.h"
int main() {
    Player p("Joe Remember Doe", Side::Left);
    std::cout << p << std::endl;
    p.setActive(false);
    std::cout << p << std::endl;
    p.addReward(*RewardDeck::make_RewardDeck().getNext());
    p.setDisplayMode(true);
    std::cout << p << std::endl;
    return 0;
}
#endif
