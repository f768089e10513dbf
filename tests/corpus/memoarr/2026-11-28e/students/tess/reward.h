/*
 * reward.h
 * A Reward is worth 1 to 4 rubies.
 */
#ifndef TESS_REWARD_H
#define TESS_REWARD_H

#include <ostream>

class Reward {
private:
    int rubies;
    explicit Reward(int rubies);
    friend class RewardDeck;

public:
    Reward(const Reward& other) = delete;
    Reward& operator=(const Reward& other) = delete;
    int getRubies() const;
    friend std::ostream& operator<<(std::ostream& out, const Reward& reward);
};

#endif
