// carddeck.cpp -- Memoarr! (CSI2372 project, Hana)
#include "carddeck.h"

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
#include <iostream>
int main() {
    CardDeck& d1 = CardDeck::make_CardDeck();
    CardDeck& d2 = CardDeck::make_CardDeck();
    std::cout << "same deck: " << (&d1 == &d2) << std::endl;
    d1.shuffle();
    int n = 0;
    while (Card* c = d1.getNext()) std::cout << ++n << ": " << c->describe() << std::endl;
    std::cout << "empty: " << d1.isEmpty() << std::endl;
    return 0;
}
#endif
