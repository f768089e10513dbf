// carddeck.cpp
#include "carddeck.h"
#include <iostream>

CardDeck::CardDeck() { populate(); }

void CardDeck::populate() {
    for (FaceAnimal a : ALL_ANIMALS)
        for (FaceBackground b : ALL_BACKGROUNDS)
            d_items.emplace_back(new Card(a, b));
}

CardDeck& CardDeck::make_CardDeck() {
    static CardDeck theDeck;
    return theDeck;
}

#ifdef TEST_CARDDECK_
int main() {
    CardDeck& d1 = CardDeck::make_CardDeck();
    CardDeck& d2 = CardDeck::make_CardDeck();
    std::cout << "same deck: " << (&d1 == &d2) << std::endl;
    d1.shuffle();
    int n = 0;
    while (Card* c = d1.getNext()) { std::cout << (*c)(1) << ' '; ++n; }
    std::cout << std::endl << n << " cards, empty=" << d1.isEmpty() << std::endl;
    return 0;
}
#endif
