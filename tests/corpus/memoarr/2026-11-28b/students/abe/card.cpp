// card.cpp
#include "card.h"

namespace {
const char kAnimalLetter[kNumAnimals] = {'C', 'P', 'O', 'T', 'W'};
const char kBackgroundLetter[kNumBackgrounds] = {'r', 'g', 'p', 'b', 'y'};
const char* const kAnimalName[kNumAnimals] = {"Crab", "Penguin", "Octopus", "Turtle", "Walrus"};
const char* const kBackgroundName[kNumBackgrounds] = {"red", "green", "purple", "blue", "yellow"};
}  // namespace

std::string Card::operator()(int row) const {
    std::string line(3, kBackgroundLetter[d_background]);
    if (row == 1) line[1] = kAnimalLetter[d_animal];
    return line;
}

bool Card::matches(const Card& other) const {
    return d_animal == other.d_animal || d_background == other.d_background;
}

std::string Card::describe() const {
    return std::string(kAnimalName[d_animal]) + " on " + kBackgroundName[d_background];
}

std::ostream& operator<<(std::ostream& os, const Card& card) {
    for (int row = 0; row < card.getNRows(); ++row) os << card(row) << '\n';
    return os;
}

#ifdef TEST_CARD_
#include <iostream>
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    while (!deck.isEmpty()) {
        Card* c = deck.getNext();
        std::cout << c->describe() << '\n' << *c << '\n';
    }
    return 0;
}
#endif
