// card.h -- Memoarr! card: one animal on one background colour
#ifndef CARD_H
#define CARD_H

#include <string>
#include <ostream>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class CardDeck;

class Card {
    FaceAnimal d_animal;
    FaceBackground d_background;
    Card(FaceAnimal a, FaceBackground b) : d_animal(a), d_background(b) {}
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

    // "Penguin on blue" -- used in the fancy messages
    std::string describe() const;

    static char animalLetter(FaceAnimal a);
    static char colourLetter(FaceBackground b);
    static std::string animalName(FaceAnimal a);
    static std::string colourName(FaceBackground b);
};

#endif
