// rewarddeck.cpp
#include "rewarddeck.h"
#include <iostream>
#include <utility>

RewardDeck::RewardDeck() { populate(); }

void RewardDeck::populate() {
    // (rubies, how many cards): 3x1, 2x2, 1x3, 1x4 as in the physical game
    const std::pair<int, int> composition[] = {{1, 3}, {2, 2}, {3, 1}, {4, 1}};
    for (const auto& entry : composition)
        for (int k = 0; k < entry.second; ++k)
            d_items.emplace_back(new Reward(entry.first));
}

RewardDeck& RewardDeck::make_RewardDeck() {
    static RewardDeck theDeck;
    return theDeck;
}

#ifdef TEST_REWARDDECK_
int main() {
    RewardDeck& d = RewardDeck::make_RewardDeck();
    d.shuffle();
    int total = 0;
    while (Reward* r = d.getNext()) { std::cout << *r << std::endl; total += *r; }
    std::cout << "total " << total << " (expect 14)" << std::endl;
    return 0;
}
#endif
