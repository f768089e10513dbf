// player.cpp -- Memoarr! (CSI2372 project, Hana)
#include "player.h"

std::string sideName(Side s) {
    static const char* names[] = {"top", "bottom", "left", "right"};
    return names[static_cast<int>(s)];
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
    std::cout << p << std::endl;
    p.setActive(false);
    std::cout << p << std::endl;
    p.setDisplayMode(true);
    std::cout << p << std::endl;
    return 0;
}
#endif
