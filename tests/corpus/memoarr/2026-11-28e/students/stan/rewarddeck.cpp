#include "rewarddeck.h"

RewardDeck::RewardDeck() {
    // as in the physical game: 3 x 1, 2 x 2, 1 x 3 and 1 x 4 rubies
    const int values[] = {1, 1, 1, 2, 2, 3, 4};
    for (int v : values) add(new Reward(v));
}

RewardDeck& RewardDeck::make_RewardDeck() {
    static RewardDeck instance;
    return instance;
}

#ifdef TEST_REWARDDECK_
#include <iostream>
int main() {
    RewardDeck& deck = RewardDeck::make_RewardDeck();
    deck.shuffle();
    while (!deck.isEmpty()) std::cout << *deck.getNext() << std::endl;
    return 0;
}
#endif
