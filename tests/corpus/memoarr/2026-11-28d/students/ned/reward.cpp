#include "reward.h"

Reward::Reward(int n) { rubies = n; }

int Reward::getRubies() const { return rubies; }

ostream &operator<<(ostream &out, const Reward &r) {
    out << r.rubies << " rubies";
    return out;
}

#ifdef TEST_REWARD_
#include "rewarddeck.h"
int main() {
    RewardDeck &d = RewardDeck::make_RewardDeck();
    while (!d.isEmpty()) cout << *d.getNext() << endl;
    return 0;
}
#endif
