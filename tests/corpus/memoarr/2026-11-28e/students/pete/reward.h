// reward.h -- a ruby reward card worth 1 to 4 rubies.
#ifndef PETE_REWARD_H
#define PETE_REWARD_H

#include <iosfwd>

class RewardDeck;

class Reward {
    int rubies_;
    explicit Reward(int rubies);
    friend class RewardDeck;

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int rubies() const { return rubies_; }
    operator int() const { return rubies_; }
};

std::ostream& operator<<(std::ostream& os, const Reward& r);

#endif
