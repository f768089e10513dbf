// card.cpp
#include "card.h"
#include <iostream>

namespace {
const std::array<const char*, 5> ANIMAL_NAMES{{"crab", "penguin", "octopus", "turtle", "walrus"}};
const std::array<const char*, 5> BACKGROUND_NAMES{{"red", "green", "purple", "blue", "yellow"}};
}

Card::Card(FaceAnimal animal, FaceBackground background)
    : d_animal(animal), d_background(background) {}

std::string Card::animalName(FaceAnimal a) { return ANIMAL_NAMES[a]; }
std::string Card::backgroundName(FaceBackground b) { return BACKGROUND_NAMES[b]; }

// Capital first letter of the animal, small first letter of the colour.
char Card::animalLetter(FaceAnimal a) { return static_cast<char>(ANIMAL_NAMES[a][0] - 'a' + 'A'); }
char Card::backgroundLetter(FaceBackground b) { return BACKGROUND_NAMES[b][0]; }

std::string Card::operator()(int row) const {
    const char bg = backgroundLetter(d_background);
    std::string line(3, bg);
    if (row == 1) line[1] = animalLetter(d_animal);
    return line;
}

std::string Card::describe() const {
    return backgroundName(d_background) + " " + animalName(d_animal);
}

#ifdef TEST_CARD_
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    int n = 0;
    while (!deck.isEmpty()) {
        const Card* c = deck.getNext();
        std::cout << c->describe() << std::endl;
        for (int row = 0; row < c->getNRows(); ++row) {
            std::string rowString = (*c)(row);
            std::cout << rowString << std::endl;
        }
        ++n;
    }
    std::cout << n << " cards" << std::endl;
    return 0;
}
#endif
