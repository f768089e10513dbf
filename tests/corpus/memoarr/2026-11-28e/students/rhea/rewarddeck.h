#pragma once
#include "deck.h"
#include "reward.h"

class RewardDeck : public Deck<Reward> {
    RewardDeck();
public:
    static RewardDeck& make_RewardDeck();
};
