#pragma once
#include <ostream>

class Reward {
    friend class RewardDeck;
    const int rubies_;
    explicit Reward(int rubies) : rubies_{rubies} {}

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    [[nodiscard]] int rubies() const { return rubies_; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r) {
        return os << r.rubies_ << (r.rubies_ == 1 ? " ruby" : " rubies");
    }
};
