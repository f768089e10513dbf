// rewarddeck.h -- the 7 ruby cards: 3x1, 2x2, 1x3, 1x4 (singleton)
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
