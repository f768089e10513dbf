// rewarddeck.h -- the seven reward cards (singleton).
#ifndef ABE_REWARDDECK_H
#define ABE_REWARDDECK_H

#include "deck.h"
#include "reward.h"

class RewardDeck : public Deck<Reward> {
    RewardDeck();

public:
    static RewardDeck& make_RewardDeck();
};

#endif
