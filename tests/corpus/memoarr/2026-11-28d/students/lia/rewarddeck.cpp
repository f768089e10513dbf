#include "rewarddeck.h"

RewardDeck::RewardDeck() {
    for (int n : {1, 1, 1, 2, 2, 3, 4}) items.push_back(new Reward(n));
}

RewardDeck& RewardDeck::make_RewardDeck() {
    static RewardDeck d;
    return d;
}

#ifdef TEST_REWARDDECK_
#include <iostream>
int main() {
    RewardDeck& d = RewardDeck::make_RewardDeck();
    d.shuffle();
    int sum = 0;
    while (Reward* r = d.getNext()) sum += *r;
    std::cout << sum << "\n";
}
#endif
