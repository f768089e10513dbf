#include "reward.h"

#ifdef TEST_REWARD_
#include <iostream>
#include "rewarddeck.h"
int main() {
    auto& deck = RewardDeck::make_RewardDeck();
    deck.shuffle();
    while (auto* r = deck.getNext()) std::cout << *r << '\n';
}
#endif
