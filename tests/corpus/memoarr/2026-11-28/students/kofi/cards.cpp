// Memoarr! -- cards, rewards and their decks (Kofi)
#include <algorithm>

#include "memoarr.h"

std::string Card::operator()(int row) const {
    static const char bg[] = "rgpby";
    static const char an[] = "CPOTW";
    std::string s(3, bg[background]);
    if (row == 1) s[1] = an[animal];
    return s;
}

std::ostream& operator<<(std::ostream& os, const Reward& r) { return os << r.rubies << " rubies"; }

template <class C>
void Deck<C>::shuffle() {
    next = 0;
    std::random_shuffle(items.begin(), items.end());
}

template class Deck<Card>;
template class Deck<Reward>;

CardDeck::CardDeck() {
    for (int a = 0; a < 5; ++a)
        for (int b = 0; b < 5; ++b) items.emplace_back(new Card(FaceAnimal(a), FaceBackground(b)));
}

CardDeck& CardDeck::make_CardDeck() {
    static CardDeck deck;
    return deck;
}

RewardDeck::RewardDeck() {
    for (int n : {1, 1, 1, 2, 2, 3, 4}) items.emplace_back(new Reward(n));
}

RewardDeck& RewardDeck::make_RewardDeck() {
    static RewardDeck deck;
    return deck;
}

#ifdef TEST_CARDS_
int main() {
    CardDeck& cd = CardDeck::make_CardDeck();
    cd.shuffle();
    while (!cd.isEmpty()) {
        Card* c = cd.getNext();
        for (int r = 0; r < c->getNRows(); ++r) std::cout << (*c)(r) << '\n';
    }
    RewardDeck& rd = RewardDeck::make_RewardDeck();
    rd.shuffle();
    while (Reward* r = rd.getNext()) std::cout << *r << '\n';
}
#endif
