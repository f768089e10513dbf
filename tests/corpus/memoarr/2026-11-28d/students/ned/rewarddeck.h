#ifndef REWARDDECK_H
#define REWARDDECK_H

#include "deck.h"
#include "reward.h"

class RewardDeck : public Deck<Reward> {
    RewardDeck();
    RewardDeck(const RewardDeck &) = delete;
    RewardDeck &operator=(const RewardDeck &) = delete;
    void fill() override;

public:
    static RewardDeck &make_RewardDeck();
};

#endif
