/*
 * rewarddeck.cpp
 */
#include "rewarddeck.h"

namespace {
// 3 cards with one ruby, 2 with two, 1 with three and 1 with four
const int kRubies[] = {1, 1, 1, 2, 2, 3, 4};
}

RewardDeck::RewardDeck() { build(); }

std::size_t RewardDeck::size() const { return sizeof(kRubies) / sizeof(kRubies[0]); }

Reward* RewardDeck::create(std::size_t i) const { return new Reward(kRubies[i]); }

RewardDeck& RewardDeck::make_RewardDeck() {
    static RewardDeck instance;
    return instance;
}

#ifdef TEST_REWARDDECK_
#include <iostream>
int main() {
    RewardDeck& deck = RewardDeck::make_RewardDeck();
    deck.shuffle();
    int total = 0;
    while (Reward* r = deck.getNext()) {
        std::cout << *r << std::endl;
        total += r->rubies();
    }
    std::cout << "total = " << total << std::endl;
    return 0;
}
#endif
