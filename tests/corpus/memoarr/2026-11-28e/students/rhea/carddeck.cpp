#include "carddeck.h"

CardDeck::CardDeck() {
    for (int a = 0; a < 5; ++a)
        for (int b = 0; b < 5; ++b) v.push_back(new Card(FaceAnimal(a), FaceBackground(b)));
}

CardDeck& CardDeck::make_CardDeck() {
    static CardDeck d;
    return d;
}

#ifdef TEST_CARDDECK_
#include <iostream>
int main() {
    auto& d = CardDeck::make_CardDeck();
    d.shuffle();
    int n = 0;
    while (!d.isEmpty()) std::cout << d.getNext()->code() << (++n % 5 ? ' ' : '\n');
    std::cout << (&d == &CardDeck::make_CardDeck()) << "\n";
}
#endif
