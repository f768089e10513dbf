// carddeck.cpp
#include "carddeck.h"

CardDeck::CardDeck() { populate(); }

void CardDeck::populate() {
    for (int a = 0; a < kAnimals; ++a)
        for (int b = 0; b < kBackgrounds; ++b)
            items_.emplace_back(new Card(static_cast<FaceAnimal>(a), static_cast<FaceBackground>(b)));
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
    while (!d.isEmpty()) { std::cout << d.getNext()->describe() << '\n'; ++n; }
    std::cout << n << " cards, next is null: " << (d.getNext() == nullptr) << '\n';
    return 0;
}
#endif
