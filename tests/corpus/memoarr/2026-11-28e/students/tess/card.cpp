/*
 * card.cpp
 */
#include "card.h"

Card::Card(FaceAnimal animal, FaceBackground background) {
    this->animal = animal;
    this->background = background;
}

int Card::getNRows() const {
    return 3;
}

std::string Card::operator()(int row) const {
    const std::string backgroundLetters = "rgpby";
    const std::string animalLetters = "CPOTW";
    std::string result(3, backgroundLetters[this->background]);
    if (row == 1) {
        result[1] = animalLetters[this->animal];
    }
    return result;
}

FaceAnimal Card::getAnimal() const {
    return this->animal;
}

FaceBackground Card::getBackground() const {
    return this->background;
}

bool Card::fitsWith(const Card& other) const {
    return this->animal == other.animal || this->background == other.background;
}

#ifdef TEST_CARD_
#include <iostream>
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    Card* first = deck.getNext();
    Card* second = deck.getNext();
    for (int row = 0; row < first->getNRows(); row++) {
        std::cout << (*first)(row) << " " << (*second)(row) << std::endl;
    }
    std::cout << "fit: " << first->fitsWith(*second) << std::endl;
    return 0;
}
#endif
