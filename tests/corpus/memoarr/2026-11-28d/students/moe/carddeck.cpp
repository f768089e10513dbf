/*
 * carddeck.cpp
 */
#include "carddeck.h"

CardDeck::CardDeck() { build(); }

std::size_t CardDeck::size() const { return 25; }

Card* CardDeck::create(std::size_t i) const {
    return new Card(static_cast<FaceAnimal>(i / 5), static_cast<FaceBackground>(i % 5));
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
        std::cout << deck.getNext()->toString() << std::endl;
        ++count;
    }
    std::cout << count << " cards; same instance: " << (&deck == &CardDeck::make_CardDeck()) << std::endl;
    return 0;
}
#endif
