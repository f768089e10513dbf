#ifndef REWARD_H
#define REWARD_H
#include <ostream>

class Reward {
    int n;
    explicit Reward(int n) : n(n) {}
    friend class RewardDeck;
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    operator int() const { return n; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r) { return os << r.n << " rubies"; }
};
#endif
