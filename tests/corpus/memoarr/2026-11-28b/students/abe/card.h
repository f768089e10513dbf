// card.h -- one Memoarr! card: an animal on a coloured background.
#ifndef ABE_CARD_H
#define ABE_CARD_H

#include <ostream>
#include <string>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

constexpr int kNumAnimals = 5;
constexpr int kNumBackgrounds = 5;

class CardDeck;

class Card {
    FaceAnimal d_animal;
    FaceBackground d_background;

    Card(FaceAnimal animal, FaceBackground background)
        : d_animal(animal), d_background(background) {}
    friend class CardDeck;

public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;

    int getNRows() const { return 3; }
    std::string operator()(int row) const;

    FaceAnimal getAnimal() const { return d_animal; }
    FaceBackground getBackground() const { return d_background; }
    operator FaceAnimal() const { return d_animal; }
    operator FaceBackground() const { return d_background; }

    // true if the two cards share the animal or the background colour
    bool matches(const Card& other) const;
    // e.g. "Walrus on yellow"
    std::string describe() const;
};

std::ostream& operator<<(std::ostream& os, const Card& card);

#endif
