#pragma once
#include "deck.h"
#include "reward.h"

class RewardDeck final : public Deck<Reward> {
    RewardDeck() { make(); }
    void make() override;

public:
    static RewardDeck& make_RewardDeck();
};
