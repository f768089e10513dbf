// rewarddeck.h - the one and only deck of 7 reward cards.
#ifndef KAI_REWARDDECK_H
#define KAI_REWARDDECK_H

#include "deck.h"
#include "reward.h"

class RewardDeck : public Deck<Reward> {
    RewardDeck();
    void populate() override;

public:
    static RewardDeck& make_RewardDeck();
};

#endif
