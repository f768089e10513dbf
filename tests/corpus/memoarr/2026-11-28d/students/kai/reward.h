// reward.h - a reward card worth 1 to 4 rubies.
#ifndef KAI_REWARD_H
#define KAI_REWARD_H

#include <iosfwd>

class RewardDeck;

class Reward {
    int d_rubies;
    explicit Reward(int rubies);
    friend class RewardDeck;

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;

    int getNRubies() const { return d_rubies; }
    operator int() const { return d_rubies; }

    friend std::ostream& operator<<(std::ostream& os, const Reward& r);
};

#endif
