/*
 * reward.cpp
 */
#include "reward.h"

std::ostream& operator<<(std::ostream& os, const Reward& r) {
    return os << r.m_rubies << (r.m_rubies == 1 ? " ruby" : " rubies");
}

#ifdef TEST_REWARD_
#include <iostream>
#include "rewarddeck.h"
int main() {
    RewardDeck& deck = RewardDeck::make_RewardDeck();
    while (!deck.isEmpty()) std::cout << *deck.getNext() << std::endl;
    return 0;
}
#endif
