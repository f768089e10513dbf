// card.cpp
#include "card.h"

namespace {
const std::array<char, kAnimals> kAnimalLetters{{'C', 'P', 'O', 'T', 'W'}};
const std::array<char, kBackgrounds> kBackgroundLetters{{'r', 'g', 'p', 'b', 'y'}};
const std::array<std::string, kAnimals> kAnimalNames{{"crab", "penguin", "octopus", "turtle", "walrus"}};
const std::array<std::string, kBackgrounds> kBackgroundNames{{"red", "green", "purple", "blue", "yellow"}};
}

Card::Card(FaceAnimal animal, FaceBackground background)
    : animal_(animal), background_(background) {}

char Card::animalLetter(FaceAnimal a) { return kAnimalLetters.at(a); }
char Card::backgroundLetter(FaceBackground b) { return kBackgroundLetters.at(b); }
const std::string& Card::animalName(FaceAnimal a) { return kAnimalNames.at(a); }
const std::string& Card::backgroundName(FaceBackground b) { return kBackgroundNames.at(b); }

std::string Card::operator()(int row) const {
    const char bg = backgroundLetter(background_);
    std::string line(3, bg);
    if (row == 1) line[1] = animalLetter(animal_);
    return line;
}

std::string Card::describe() const {
    return backgroundName(background_) + " " + animalName(animal_);
}

#ifdef TEST_CARD_
#include <iostream>
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    for (Card* c = deck.getNext(); c != nullptr; c = deck.getNext()) {
        std::cout << c->describe() << '\n';
        for (int row = 0; row < c->getNRows(); ++row) std::cout << (*c)(row) << '\n';
    }
    return 0;
}
#endif
