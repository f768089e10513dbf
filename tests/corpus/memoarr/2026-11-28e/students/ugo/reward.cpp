#include "reward.h"

ostream& operator<<(ostream& os, const Reward& r) {
    os << int(r) << " rubies";
    return os;
}

#ifdef TEST_REWARD_
#include "rewarddeck.h"
int main() {
    RewardDeck& d = RewardDeck::make_RewardDeck();
    d.shuffle();
    while (!d.isEmpty()) cout << *d.getNext() << endl;
}
#endif
