// rewarddeck.cpp -- Memoarr! (CSI2372 project, Hana)
#include "rewarddeck.h"

RewardDeck::RewardDeck() {
    // as in the physical game: 3 x 1 ruby, 2 x 2 rubies, 1 x 3 rubies, 1 x 4 rubies
    const int rubies[] = {1, 1, 1, 2, 2, 3, 4};
    for (int r : rubies) d_items.push_back(new Reward(r));
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
    while (Reward* r = d.getNext()) std::cout << *r << std::endl;
    return 0;
}
#endif
