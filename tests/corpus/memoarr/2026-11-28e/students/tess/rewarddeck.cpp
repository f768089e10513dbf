/*
 * rewarddeck.cpp
 * Three rewards of 1 ruby, two of 2 rubies, one of 3 and one of 4 rubies.
 */
#include "rewarddeck.h"

RewardDeck::RewardDeck() {
    const int values[7] = {1, 1, 1, 2, 2, 3, 4};
    for (int i = 0; i < 7; i++) {
        this->elements.push_back(new Reward(values[i]));
    }
}

int RewardDeck::expectedSize() const {
    return 7;
}

RewardDeck& RewardDeck::make_RewardDeck() {
    static RewardDeck singleton;
    return singleton;
}

#ifdef TEST_REWARDDECK_
#include <iostream>
int main() {
    RewardDeck& deck = RewardDeck::make_RewardDeck();
    deck.shuffle();
    int total = 0;
    while (!deck.isEmpty()) {
        Reward* reward = deck.getNext();
        std::cout << *reward << std::endl;
        total += reward->getRubies();
    }
    std::cout << "total: " << total << std::endl;
    return 0;
}
#endif
