#include "rewarddeck.h"

#include <array>
#include <utility>

void RewardDeck::make() {
    // {rubies, copies}
    constexpr std::array<std::pair<int, int>, 4> kind{{{1, 3}, {2, 2}, {3, 1}, {4, 1}}};
    for (auto [rubies, copies] : kind)
        for (int i = 0; i < copies; ++i) items_.emplace_back(new Reward(rubies));
}

RewardDeck& RewardDeck::make_RewardDeck() {
    static RewardDeck deck;
    return deck;
}

#ifdef TEST_REWARDDECK_
#include <iostream>
int main() {
    auto& deck = RewardDeck::make_RewardDeck();
    deck.shuffle();
    int sum = 0;
    while (auto* r = deck.getNext()) sum += r->rubies();
    std::cout << "sum " << sum << '\n';
}
#endif
