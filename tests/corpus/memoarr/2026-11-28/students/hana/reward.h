// reward.h -- Memoarr! (CSI2372 project, Hana)
#ifndef HANA_REWARD_H
#define HANA_REWARD_H

#include <ostream>

class RewardDeck;

class Reward {
    int d_rubies;
    explicit Reward(int rubies) : d_rubies(rubies) {}
    friend class RewardDeck;

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int getRubies() const { return d_rubies; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r) {
        return os << r.d_rubies << (r.d_rubies == 1 ? " ruby" : " rubies");
    }
};

#endif
