// reward.cpp
#include "reward.h"
#include <iostream>

std::ostream& operator<<(std::ostream& os, const Reward& r) {
    return os << r.d_rubies << (r.d_rubies == 1 ? " ruby" : " rubies");
}

#ifdef TEST_REWARD_
#include "rewarddeck.h"
int main() {
    RewardDeck& deck = RewardDeck::make_RewardDeck();
    while (!deck.isEmpty()) std::cout << *deck.getNext() << std::endl;
    return 0;
}
#endif
