/*
 * carddeck.cpp
 */
#include "carddeck.h"

CardDeck::CardDeck() {
    for (int animal = Crab; animal <= Walrus; animal++) {
        for (int background = Red; background <= Yellow; background++) {
            this->elements.push_back(new Card(static_cast<FaceAnimal>(animal), static_cast<FaceBackground>(background)));
        }
    }
}

int CardDeck::expectedSize() const {
    return 25;
}

CardDeck& CardDeck::make_CardDeck() {
    static CardDeck singleton;
    return singleton;
}

#ifdef TEST_CARDDECK_
#include <iostream>
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    int count = 0;
    while (!deck.isEmpty()) {
        Card* card = deck.getNext();
        std::cout << (*card)(1) << " ";
        count++;
    }
    std::cout << std::endl << count << " of " << deck.expectedSize() << std::endl;
    return 0;
}
#endif
