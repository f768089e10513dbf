#ifndef REWARDDECK_H
#define REWARDDECK_H
#include "deck.h"
#include "reward.h"

class RewardDeck : public Deck<Reward> {
    RewardDeck();
public:
    static RewardDeck& make_RewardDeck();
};
#endif
