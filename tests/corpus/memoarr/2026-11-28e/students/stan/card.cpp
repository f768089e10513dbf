#include "card.h"

namespace {
const char* const ANIMAL_LETTERS = "CPOTW";
const char* const BACKGROUND_LETTERS = "rgpby";
const char* const ANIMAL_NAMES[] = {"Crab", "Penguin", "Octopus", "Turtle", "Walrus"};
const char* const BACKGROUND_NAMES[] = {"red", "green", "purple", "blue", "yellow"};
}

std::string Card::operator()(int row) const {
    std::string text(3, BACKGROUND_LETTERS[m_background]);
    if (row == 1) text[1] = ANIMAL_LETTERS[m_animal];
    return text;
}

std::string Card::getDescription() const {
    return std::string(ANIMAL_NAMES[m_animal]) + " on " + BACKGROUND_NAMES[m_background];
}

#ifdef TEST_CARD_
#include <iostream>
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    Card* c = deck.getNext();
    while (c) {
        std::cout << c->getDescription() << std::endl;
        for (int row = 0; row < c->getNRows(); ++row) std::cout << (*c)(row) << std::endl;
        c = deck.getNext();
    }
    return 0;
}
#endif
