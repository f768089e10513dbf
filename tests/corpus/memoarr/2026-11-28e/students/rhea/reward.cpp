#include "reward.h"

#ifdef TEST_REWARD_
#include <iostream>
#include "rewarddeck.h"
int main() {
    auto& d = RewardDeck::make_RewardDeck();
    d.shuffle();
    while (auto* r = d.getNext()) std::cout << *r << "\n";
}
#endif
