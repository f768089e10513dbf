// reward.cpp
#include "reward.h"
#include <ostream>

Reward::Reward(int rubies) : rubies_(rubies) {}

std::ostream& operator<<(std::ostream& os, const Reward& r) {
    return os << r.rubies() << (r.rubies() == 1 ? " ruby" : " rubies");
}

#ifdef TEST_REWARD_
#include <iostream>
#include "rewarddeck.h"
int main() {
    RewardDeck& deck = RewardDeck::make_RewardDeck();
    deck.shuffle();
    while (!deck.isEmpty()) std::cout << *deck.getNext() << '\n';
    return 0;
}
#endif
