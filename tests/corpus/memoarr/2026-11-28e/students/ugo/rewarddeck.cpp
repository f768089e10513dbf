#include "rewarddeck.h"

RewardDeck::RewardDeck() {
    int v[] = {1, 1, 1, 2, 2, 3, 4};
    for (int x : v) cards.push_back(new Reward(x));
}

RewardDeck& RewardDeck::make_RewardDeck() {
    static RewardDeck d;
    return d;
}

#ifdef TEST_REWARDDECK_
int main() {
    RewardDeck& d = RewardDeck::make_RewardDeck();
    d.shuffle();
    int s = 0;
    while (!d.isEmpty()) s += *d.getNext();
    cout << "sum " << s << endl;
}
#endif
