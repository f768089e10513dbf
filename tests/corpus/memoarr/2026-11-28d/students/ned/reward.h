#ifndef REWARD_H
#define REWARD_H

#include <iostream>
using namespace std;

class Reward {
    friend class RewardDeck;
    int rubies;
    Reward(int n);

public:
    Reward(const Reward &) = delete;
    Reward &operator=(const Reward &) = delete;
    int getRubies() const;
    friend ostream &operator<<(ostream &out, const Reward &r);
};

#endif
