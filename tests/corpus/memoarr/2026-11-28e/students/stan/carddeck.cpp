#include "carddeck.h"

CardDeck::CardDeck() {
    for (int a = Crab; a <= Walrus; ++a)
        for (int b = Red; b <= Yellow; ++b) add(new Card(static_cast<FaceAnimal>(a), static_cast<FaceBackground>(b)));
}

CardDeck& CardDeck::make_CardDeck() {
    static CardDeck instance;
    return instance;
}

#ifdef TEST_CARDDECK_
#include <iostream>
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    int count = 0;
    while (!deck.isEmpty()) {
        std::cout << deck.getNext()->getDescription() << std::endl;
        ++count;
    }
    std::cout << count << " cards" << std::endl;
    return 0;
}
#endif
