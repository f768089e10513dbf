#include "carddeck.h"

void CardDeck::make() {
    for (int a = 0; a < 5; ++a)
        for (int b = 0; b < 5; ++b)
            items_.emplace_back(new Card(static_cast<FaceAnimal>(a), static_cast<FaceBackground>(b)));
}

CardDeck& CardDeck::make_CardDeck() {
    static CardDeck deck;
    return deck;
}

#ifdef TEST_CARDDECK_
#include <iostream>
int main() {
    auto& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    int n = 0;
    while (deck.getNext()) ++n;
    std::cout << n << " cards, singleton: " << (&deck == &CardDeck::make_CardDeck()) << '\n';
}
#endif
