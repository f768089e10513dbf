/*
 * reward.h
 */
#ifndef MOE_REWARD_H
#define MOE_REWARD_H

#include <ostream>

class Reward {
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;

    int rubies() const { return m_rubies; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r);

private:
    friend class RewardDeck;
    explicit Reward(int rubies) : m_rubies(rubies) {}
    int m_rubies;
};

#endif
