/*
 * reward.cpp
 */
#include "reward.h"

Reward::Reward(int rubies) {
    this->rubies = rubies;
}

int Reward::getRubies() const {
    return this->rubies;
}

std::ostream& operator<<(std::ostream& out, const Reward& reward) {
    out << reward.rubies << " rubies";
    return out;
}

#ifdef TEST_REWARD_
#include <iostream>
#include "rewarddeck.h"
int main() {
    RewardDeck& deck = RewardDeck::make_RewardDeck();
    while (!deck.isEmpty()) {
        std::cout << *deck.getNext() << std::endl;
    }
    return 0;
}
#endif
