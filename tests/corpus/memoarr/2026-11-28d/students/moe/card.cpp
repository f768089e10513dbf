/*
 * card.cpp
 */
#include "card.h"

#include <iostream>

namespace {
const char* const kAnimalNames[] = {"crab", "penguin", "octopus", "turtle", "walrus"};
const char* const kColourNames[] = {"red", "green", "purple", "blue", "yellow"};
const int kRows = 3;
}  // namespace

Card::Card(FaceAnimal a, FaceBackground b) : m_animal(a), m_background(b) {}

int Card::getNRows() const { return kRows; }

FaceAnimal Card::animal() const { return m_animal; }
FaceBackground Card::background() const { return m_background; }

std::string Card::operator()(int row) const {
    const char bg = kColourNames[m_background][0];
    std::string s(kRows, bg);
    if (row == kRows / 2) s[kRows / 2] = static_cast<char>(kAnimalNames[m_animal][0] - 'a' + 'A');
    return s;
}

std::string Card::toString() const {
    return std::string(kAnimalNames[m_animal]) + " on " + kColourNames[m_background];
}

#ifdef TEST_CARD_
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    Card* c = deck.getNext();
    std::cout << c->toString() << std::endl;
    for (int row = 0; row < c->getNRows(); ++row) {
        std::string rowString = (*c)(row);
        std::cout << rowString << std::endl;
    }
    return 0;
}
#endif
