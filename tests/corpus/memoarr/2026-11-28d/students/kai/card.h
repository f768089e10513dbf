// card.h - a Memoarr! card: one animal on one background colour.
#ifndef KAI_CARD_H
#define KAI_CARD_H

#include <string>
#include <array>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

// All animals / backgrounds, handy for generic loops.
const std::array<FaceAnimal, 5> ALL_ANIMALS{{Crab, Penguin, Octopus, Turtle, Walrus}};
const std::array<FaceBackground, 5> ALL_BACKGROUNDS{{Red, Green, Purple, Blue, Yellow}};

class CardDeck;

class Card {
    FaceAnimal d_animal;
    FaceBackground d_background;

    Card(FaceAnimal animal, FaceBackground background);
    friend class CardDeck;

public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;

    int getNRows() const { return 3; }
    std::string operator()(int row) const;   // one printable row of the card

    operator FaceAnimal() const { return d_animal; }
    operator FaceBackground() const { return d_background; }
    FaceAnimal getAnimal() const { return d_animal; }
    FaceBackground getBackground() const { return d_background; }

    std::string describe() const;            // e.g. "yellow walrus"

    static char animalLetter(FaceAnimal a);
    static char backgroundLetter(FaceBackground b);
    static std::string animalName(FaceAnimal a);
    static std::string backgroundName(FaceBackground b);
};

#endif
