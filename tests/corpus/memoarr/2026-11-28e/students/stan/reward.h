#ifndef STAN_REWARD_H
#define STAN_REWARD_H

#include <ostream>

class Reward {
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int getRubies() const { return m_rubies; }

private:
    friend class RewardDeck;
    explicit Reward(int rubies) : m_rubies(rubies) {}
    int m_rubies;
};

std::ostream& operator<<(std::ostream& out, const Reward& reward);

#endif
