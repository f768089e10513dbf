#ifndef PLAYER_H
#define PLAYER_H
#include <string>
#include <iostream>
#include "Card.h"

class Player {
private:
    std::string name;
    std::string side;
    int rubies;
    bool active;
    bool endOfGame;
public:
    Player(std::string n, std::string s) : name(n), side(s), rubies(0), active(true), endOfGame(false) {}
    std::string getName() const { return name; }
    std::string getSide() const { return side; }
    void setActive(bool a) { active = a; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& r) { rubies += r.getRubies(); }
    void setDisplayMode(bool end) { endOfGame = end; }
    friend std::ostream& operator<<(std::ostream& os, const Player& p) {
        if (p.endOfGame) os << p.name << ":  " << p.rubies << " rubies";
        else os << p.name << ":  " << p.side << (p.active ? " (active)" : " (inactive)");
        return os;
    }
};

#endif
