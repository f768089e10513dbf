// rewarddeck.cpp -- 3 x 1 ruby, 2 x 2 rubies, 1 x 3 rubies, 1 x 4 rubies
#include "rewarddeck.h"

RewardDeck::RewardDeck() { populate(); }

void RewardDeck::populate() {
    for (int value : {1, 1, 1, 2, 2, 3, 4}) items_.emplace_back(new Reward(value));
}

RewardDeck& RewardDeck::make_RewardDeck() {
    static RewardDeck theDeck;
    return theDeck;
}

#ifdef TEST_REWARDDECK_
#include <iostream>
int main() {
    RewardDeck& d = RewardDeck::make_RewardDeck();
    d.shuffle();
    int total = 0;
    for (Reward* r = d.getNext(); r; r = d.getNext()) { std::cout << *r << '\n'; total += *r; }
    std::cout << "total " << total << '\n';
    return 0;
}
#endif
