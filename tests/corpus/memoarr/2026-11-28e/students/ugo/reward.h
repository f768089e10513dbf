#ifndef REWARD_H
#define REWARD_H
#include <iostream>
using namespace std;

class Reward {
    int n;
    Reward(int x) { n = x; }
    friend class RewardDeck;
public:
    Reward(const Reward&) = delete;
    void operator=(const Reward&) = delete;
    operator int() const { return n; }
};
ostream& operator<<(ostream& os, const Reward& r);
#endif
