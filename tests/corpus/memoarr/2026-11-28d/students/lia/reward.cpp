#include "reward.h"

#ifdef TEST_REWARD_
#include "rewarddeck.h"
#include <iostream>
int main() {
    RewardDeck& d = RewardDeck::make_RewardDeck();
    d.shuffle();
    while (Reward* r = d.getNext()) std::cout << *r << "\n";
}
#endif
