// player.cpp
#include "player.h"

std::string sideName(Side side) {
    static const char* const names[] = {"top", "bottom", "left", "right"};
    return names[static_cast<int>(side)];
}

std::ostream& operator<<(std::ostream& os, const Player& p) {
    os << p.d_name << ":  ";
    if (p.d_endOfGame)
        return os << p.d_rubies << (p.d_rubies == 1 ? " ruby" : " rubies");
    return os << sideName(p.d_side) << (p.d_active ? " (active)" : " (inactive)");
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
    return 0;
}
#endif
