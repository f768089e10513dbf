/*
 * rewarddeck.h
 */
#ifndef MOE_REWARDDECK_H
#define MOE_REWARDDECK_H

#include "deck.h"
#include "reward.h"

class RewardDeck : public Deck<Reward> {
public:
    static RewardDeck& make_RewardDeck();

private:
    RewardDeck();
    std::size_t size() const override;
    Reward* create(std::size_t i) const override;
};

#endif
