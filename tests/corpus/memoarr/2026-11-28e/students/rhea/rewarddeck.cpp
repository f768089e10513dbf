#include "rewarddeck.h"

RewardDeck::RewardDeck() {
    for (int n : {1, 1, 1, 2, 2, 3, 4}) v.push_back(new Reward(n));
}

RewardDeck& RewardDeck::make_RewardDeck() {
    static RewardDeck d;
    return d;
}

#ifdef TEST_REWARDDECK_
#include <iostream>
int main() {
    auto& d = RewardDeck::make_RewardDeck();
    d.shuffle();
    while (!d.isEmpty()) std::cout << *d.getNext() << "\n";
    std::cout << (d.getNext() == nullptr) << "\n";
}
#endif
