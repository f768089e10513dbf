// carddeck.cpp
#include "carddeck.h"
#include <iostream>

CardDeck::CardDeck() {
    for (int a = Crab; a <= Walrus; ++a)
        for (int b = Red; b <= Yellow; ++b)
            d_items.push_back(new Card(static_cast<FaceAnimal>(a), static_cast<FaceBackground>(b)));
}

CardDeck& CardDeck::make_CardDeck() {
    static CardDeck theDeck;
    return theDeck;
}

#ifdef TEST_CARDDECK_
int main() {
    CardDeck& d = CardDeck::make_CardDeck();
    std::cout << (&d == &CardDeck::make_CardDeck() ? "same deck" : "BUG") << std::endl;
    d.shuffle();
    int n = 0;
    while (Card* c = d.getNext()) { std::cout << (*c)(1) << ' '; ++n; }
    std::cout << "\n" << n << " cards, empty=" << d.isEmpty() << std::endl;
    return 0;
}
#endif
