// reward.h -- a reward card worth 1 to 4 rubies.
#ifndef ABE_REWARD_H
#define ABE_REWARD_H

#include <ostream>

class RewardDeck;

class Reward {
    int d_rubies;
    explicit Reward(int rubies) : d_rubies(rubies) {}
    friend class RewardDeck;

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int getRubies() const { return d_rubies; }
    operator int() const { return d_rubies; }
};

std::ostream& operator<<(std::ostream& os, const Reward& reward);

#endif
