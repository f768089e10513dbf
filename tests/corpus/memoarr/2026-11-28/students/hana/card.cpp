// card.cpp -- Memoarr! (CSI2372 project, Hana)
#include "card.h"

namespace {
const char kAnimalLetter[] = {'C', 'P', 'O', 'T', 'W'};
const char kBackgroundLetter[] = {'r', 'g', 'p', 'b', 'y'};
const char* kAnimalName[] = {"Crab", "Penguin", "Octopus", "Turtle", "Walrus"};
const char* kBackgroundName[] = {"red", "green", "purple", "blue", "yellow"};
}

Card::Card(FaceAnimal animal, FaceBackground background) : d_animal(animal), d_background(background) {}

std::string Card::operator()(int row) const {
    std::string line(3, kBackgroundLetter[d_background]);
    if (row == 1) line[1] = kAnimalLetter[d_animal];
    return line;
}

bool Card::matches(const Card& other) const {
    return d_animal == other.d_animal || d_background == other.d_background;
}

std::string Card::animalName(FaceAnimal a) { return kAnimalName[a]; }
std::string Card::backgroundName(FaceBackground b) { return kBackgroundName[b]; }

std::string Card::describe() const {
    std::string animal = animalName(d_animal);
    return (animal[0] == 'O' ? "an " : "a ") + animal + " on " + backgroundName(d_background);
}

#ifdef TEST_CARD_
#include <iostream>
#include "carddeck.h"
int main() {
    // the constructor is private: the deck (a friend) makes the cards for us
    CardDeck& deck = CardDeck::make_CardDeck();
    while (!deck.isEmpty()) {
        Card* c = deck.getNext();
        for (int row = 0; row < c->getNRows(); ++row) std::cout << (*c)(row) << std::endl;
        std::cout << c->describe() << std::endl << std::endl;
    }
    return 0;
}
#endif
