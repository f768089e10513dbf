#include "player.h"

const char* SIDE_NAME[4] = {"top", "bottom", "left", "right"};

std::ostream& operator<<(std::ostream& o, const Player& p) {
    o << p.name << ": ";
    if (p.end) return o << p.rubies << " rubies";
    return o << SIDE_NAME[p.side] << (p.active ? " (active)" : " (inactive)");
}

#ifdef TEST_PLAYER_
#include <iostream>
int main() {
    Player p("Joe Remember Doe", Left);
    std::cout << p << "\n";
    p.setActive(false);
    std::cout << p << "\n";
    p.setDisplayMode(true);
    std::cout << p << "\n";
}
#endif
