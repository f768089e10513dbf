// reward.h -- a ruby reward worth 1 to 4 rubies
#ifndef REWARD_H
#define REWARD_H

#include <ostream>

class RewardDeck;

class Reward {
    int d_rubies;
    explicit Reward(int rubies) : d_rubies(rubies) {}
    friend class RewardDeck;
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    operator int() const { return d_rubies; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r);
};

#endif
