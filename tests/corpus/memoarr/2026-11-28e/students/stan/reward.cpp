#include "reward.h"

std::ostream& operator<<(std::ostream& out, const Reward& reward) {
    const int n = reward.getRubies();
    return out << n << (n == 1 ? " ruby" : " rubies");
}

#ifdef TEST_REWARD_
#include <iostream>
#include "rewarddeck.h"
int main() {
    RewardDeck& deck = RewardDeck::make_RewardDeck();
    deck.shuffle();
    for (Reward* r = deck.getNext(); r != nullptr; r = deck.getNext()) std::cout << *r << std::endl;
    return 0;
}
#endif
