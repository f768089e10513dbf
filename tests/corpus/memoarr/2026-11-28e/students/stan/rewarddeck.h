#ifndef STAN_REWARDDECK_H
#define STAN_REWARDDECK_H

#include "deck.h"
#include "reward.h"

class RewardDeck : public Deck<Reward> {
public:
    static RewardDeck& make_RewardDeck();
    RewardDeck(const RewardDeck&) = delete;
    RewardDeck& operator=(const RewardDeck&) = delete;

private:
    RewardDeck();
};

#endif
