#include "player.h"

std::ostream& operator<<(std::ostream& os, const Player& p) {
    static const char* sides[] = {"left", "right", "top", "bottom"};
    os << p.name << ":  ";
    if (p.end) return os << p.rubies << " rubies";
    return os << sides[p.side] << (p.active ? " (active)" : " (inactive)");
}

#ifdef TEST_PLAYER_
#include <iostream>
#include "rewarddeck.h"
int main() {
    Player p("Joe Remember Doe", Left);
    std::cout << p << "\n";
    p.addReward(*RewardDeck::make_RewardDeck().getNext());
    p.setDisplayMode(true);
    std::cout << p << "\n";
}
#endif
