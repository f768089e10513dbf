#include "rewarddeck.h"

RewardDeck::RewardDeck() { fill(); }

void RewardDeck::fill() {
    // 3 x 1 ruby, 2 x 2 rubies, 1 x 3 rubies, 1 x 4 rubies
    int values[7] = {1, 1, 1, 2, 2, 3, 3};
    for (int i = 0; i < 7; i++) cards.push_back(new Reward(values[i]));
}

RewardDeck &RewardDeck::make_RewardDeck() {
    static RewardDeck *deck = new RewardDeck();
    return *deck;
}

#ifdef TEST_REWARDDECK_
int main() {
    RewardDeck &d = RewardDeck::make_RewardDeck();
    d.shuffle();
    while (Reward *r = d.getNext()) cout << *r << endl;
    return 0;
}
#endif
