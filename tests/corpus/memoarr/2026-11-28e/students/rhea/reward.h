#pragma once
#include <ostream>

class Reward {
    friend class RewardDeck;
    int n;
    explicit Reward(int n) : n(n) {}
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    operator int() const { return n; }
    friend std::ostream& operator<<(std::ostream& o, const Reward& r) { return o << r.n << " rubies"; }
};
