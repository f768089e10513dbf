#ifndef REWARDDECK_H
#define REWARDDECK_H
#include "deck.h"
#include "reward.h"

class RewardDeck : public Deck<Reward> {
    RewardDeck();
public:
    RewardDeck(const RewardDeck&) = delete;
    void operator=(const RewardDeck&) = delete;
    static RewardDeck& make_RewardDeck();
};
#endif
