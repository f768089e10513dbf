#include "carddeck.h"

CardDeck::CardDeck() {
    for (int a = Crab; a <= Walrus; ++a)
        for (int b = Red; b <= Yellow; ++b)
            items.push_back(new Card(FaceAnimal(a), FaceBackground(b)));
}

CardDeck& CardDeck::make_CardDeck() {
    static CardDeck d;
    return d;
}

#ifdef TEST_CARDDECK_
#include <iostream>
int main() {
    CardDeck& d = CardDeck::make_CardDeck();
    std::cout << (&d == &CardDeck::make_CardDeck()) << "\n";
    d.shuffle();
    int n = 0;
    while (d.getNext()) ++n;
    std::cout << n << " " << d.isEmpty() << "\n";
}
#endif
