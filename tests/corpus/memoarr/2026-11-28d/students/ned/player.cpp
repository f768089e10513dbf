#include "player.h"

Player::Player(string n, Side s) {
    name = n;
    side = s;
    rubies = 0;
    active = true;
    endOfGame = false;
}

string Player::getName() const { return name; }
void Player::setActive(bool a) { active = a; }
bool Player::isActive() const { return active; }
int Player::getNRubies() const { return rubies; }
void Player::addReward(const Reward &r) { rubies += r.getRubies(); }
void Player::setDisplayMode(bool end) { endOfGame = end; }
Side Player::getSide() const { return side; }

string Player::getSideName() const {
    string names[4] = {"bottom", "top", "left", "right"};
    return names[side];
}

ostream &operator<<(ostream &out, const Player &p) {
    if (p.endOfGame)
        out << p.name << ":  " << p.rubies << " rubies";
    else
        out << p.name << ":  " << p.getSideName() << (p.active ? " (active)" : " (inactive)");
    return out;
}

#ifdef TEST_PLAYER_
int main() {
    Player p("Joe Remember Doe", Left);
    cout << p << endl;
    p.setDisplayMode(true);
    cout << p << endl;
    return 0;
}
#endif
