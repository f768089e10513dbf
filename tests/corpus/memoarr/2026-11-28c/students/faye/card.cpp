// card.cpp
#include "card.h"
#include <iostream>

namespace {
    const char  kAnimalLetters[] = { 'C', 'P', 'O', 'T', 'W' };
    const char  kColourLetters[] = { 'r', 'g', 'p', 'b', 'y' };
    const char* kAnimalNames[]   = { "Crab", "Penguin", "Octopus", "Turtle", "Walrus" };
    const char* kColourNames[]   = { "red", "green", "purple", "blue", "yellow" };
}

char Card::animalLetter(FaceAnimal a) { return kAnimalLetters[a]; }
char Card::colourLetter(FaceBackground b) { return kColourLetters[b]; }
std::string Card::animalName(FaceAnimal a) { return kAnimalNames[a]; }
std::string Card::colourName(FaceBackground b) { return kColourNames[b]; }

std::string Card::operator()(int row) const {
    std::string s(3, colourLetter(d_background));
    if (row == 1) s[1] = animalLetter(d_animal);
    return s;
}

std::string Card::describe() const {
    return animalName(d_animal) + " on " + colourName(d_background);
}

#ifdef TEST_CARD_
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    const Card* c = deck.getNext();
    for (int row = 0; row < c->getNRows(); ++row)
        std::cout << (*c)(row) << std::endl;
    std::cout << c->describe() << std::endl;
    return 0;
}
#endif
