/*
 * rewarddeck.h
 */
#ifndef TESS_REWARDDECK_H
#define TESS_REWARDDECK_H

#include "deck.h"
#include "reward.h"

class RewardDeck : public Deck<Reward> {
private:
    RewardDeck();

public:
    RewardDeck(const RewardDeck& other) = delete;
    RewardDeck& operator=(const RewardDeck& other) = delete;
    int expectedSize() const override;
    static RewardDeck& make_RewardDeck();
};

#endif
