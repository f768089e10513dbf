// rewarddeck.cpp
#include "rewarddeck.h"
#include <iostream>

RewardDeck::RewardDeck() {
    for (int value : { 1, 1, 1, 2, 2, 3, 4 })
        d_items.push_back(new Reward(value));
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
    std::cout << "total " << total << std::endl;
    return 0;
}
#endif
