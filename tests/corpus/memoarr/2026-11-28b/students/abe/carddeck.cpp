// carddeck.cpp
#include "carddeck.h"

CardDeck::CardDeck() {
    for (int a = 0; a < kNumAnimals; ++a)
        for (int b = 0; b < kNumBackgrounds; ++b)
            d_items.emplace_back(new Card(static_cast<FaceAnimal>(a), static_cast<FaceBackground>(b)));
}

CardDeck& CardDeck::make_CardDeck() {
    static CardDeck theDeck;
    return theDeck;
}

#ifdef TEST_CARDDECK_
#include <iostream>
int main() {
    CardDeck& d = CardDeck::make_CardDeck();
    std::cout << "same deck: " << (&d == &CardDeck::make_CardDeck()) << '\n';
    d.shuffle();
    int n = 0;
    while (d.getNext()) ++n;
    std::cout << n << " cards, empty=" << d.isEmpty() << '\n';
    return 0;
}
#endif
