#include "player.h"

#include <array>

namespace {
struct SideInfo {
    const char* name;
    std::array<Position, 3> front;
};
const std::array<SideInfo, 4> kSides{{
    {"bottom", {{{4, 1}, {4, 2}, {4, 3}}}},
    {"right", {{{1, 4}, {2, 4}, {3, 4}}}},
    {"top", {{{0, 1}, {0, 2}, {0, 3}}}},
    {"left", {{{1, 0}, {2, 0}, {3, 0}}}},
}};
}  // namespace

std::vector<Position> Player::front() const {
    const auto& f = kSides[static_cast<int>(side_)].front;
    return {f.begin(), f.end()};
}

std::ostream& operator<<(std::ostream& os, const Player& p) {
    os << p.name_ << ":  ";
    if (p.endOfGame_) return os << p.rubies_ << (p.rubies_ == 1 ? " ruby" : " rubies");
    return os << kSides[static_cast<int>(p.side_)].name << (p.active_ ? " (active)" : " (inactive)");
}

#ifdef TEST_PLAYER_
#include <iostream>
int main() {
    Player p{"Joe Remember Doe", Side::left};
    std::cout << p << '\n';
    p.setDisplayMode(true);
    std::cout << p << '\n';
}
#endif
