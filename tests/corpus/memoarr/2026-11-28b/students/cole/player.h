// player.h
#pragma once
#include <ostream>
#include <string>

#include "cards.h"

class Player {
    std::string name;
    std::string side;  // top, bottom, left or right
    int rubies = 0;
    bool active = true;
    bool endOfGame = false;

public:
    Player(const std::string& n, const std::string& s) : name(n), side(s) {}
    std::string getName() const { return name; }
    std::string getSide() const { return side; }
    void setActive(bool a) { active = a; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& r) { rubies += r.getRubies(); }
    void setDisplayMode(bool end) { endOfGame = end; }
    friend std::ostream& operator<<(std::ostream& os, const Player& p) {
        os << p.name << ":  ";
        if (p.endOfGame) return os << p.rubies << (p.rubies == 1 ? " ruby" : " rubies");
        return os << p.side << (p.active ? " (active)" : " (inactive)");
    }
};
