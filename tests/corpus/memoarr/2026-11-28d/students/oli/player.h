#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "board.h"
#include "reward.h"

enum class Side { bottom, right, top, left };

class Player {
    std::string name_;
    Side side_;
    int rubies_ = 0;
    bool active_ = true;
    bool endOfGame_ = false;

public:
    Player(std::string name, Side side) : name_{std::move(name)}, side_{side} {}
    [[nodiscard]] std::string getName() const { return name_; }
    void setActive(bool a) { active_ = a; }
    [[nodiscard]] bool isActive() const { return active_; }
    [[nodiscard]] int getNRubies() const { return rubies_; }
    void addReward(const Reward& r) { rubies_ += r.rubies(); }
    void setDisplayMode(bool endOfGame) { endOfGame_ = endOfGame; }
    [[nodiscard]] Side side() const { return side_; }
    [[nodiscard]] std::vector<Position> front() const;
    friend std::ostream& operator<<(std::ostream& os, const Player& p);
};
