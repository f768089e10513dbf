// reward.cpp
#include "reward.h"
#include <iostream>

Reward::Reward(int rubies) : d_rubies(rubies) {}

std::ostream& operator<<(std::ostream& os, const Reward& r) {
    return os << r.d_rubies << (r.d_rubies == 1 ? " ruby" : " rubies");
}

#ifdef TEST_REWARD_
#include "rewarddeck.h"
int main() {
    RewardDeck& deck = RewardDeck::make_RewardDeck();
    deck.shuffle();
    while (!deck.isEmpty()) std::cout << *deck.getNext() << std::endl;
    std::cout << (deck.getNext() == nullptr ? "empty ok" : "not empty?!") << std::endl;
    return 0;
}
#endif
