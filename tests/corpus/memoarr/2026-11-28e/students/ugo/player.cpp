#include "player.h"

const char* sideNames[4] = {"top", "bottom", "left", "right"};

ostream& operator<<(ostream& os, const Player& p) {
    os << p.nm << ":  ";
    if (p.endMode) os << p.rub << " rubies";
    else os << sideNames[p.sd] << (p.act ? " (active)" : " (inactive)");
    return os;
}

#ifdef TEST_PLAYER_
int main() {
    Player p("Joe Remember Doe", left_side);
    cout << p << endl;
    p.setActive(false);
    cout << p << endl;
    p.setDisplayMode(true);
    cout << p << endl;
}
#endif
