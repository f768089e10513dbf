// reward.cpp
#include "reward.h"

std::ostream& operator<<(std::ostream& os, const Reward& reward) {
    return os << reward.getRubies() << (reward.getRubies() == 1 ? " ruby" : " rubies");
}

#ifdef TEST_REWARD_
#include <iostream>
#include "rewarddeck.h"
int main() {
    RewardDeck& deck = RewardDeck::make_RewardDeck();
    while (Reward* r = deck.getNext()) std::cout << *r << '\n';
    return 0;
}
#endif
