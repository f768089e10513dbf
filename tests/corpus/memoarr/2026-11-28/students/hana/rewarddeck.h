// rewarddeck.h -- Memoarr! (CSI2372 project, Hana)
#ifndef HANA_REWARDDECK_H
#define HANA_REWARDDECK_H

#include "deck.h"
#include "reward.h"

class RewardDeck : public Deck<Reward> {
    RewardDeck();

public:
    RewardDeck(const RewardDeck&) = delete;
    RewardDeck& operator=(const RewardDeck&) = delete;
    static RewardDeck& make_RewardDeck();
};

#endif
