// card.h -- Memoarr! (CSI2372 project, Hana)
#ifndef HANA_CARD_H
#define HANA_CARD_H

#include <string>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

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
    std::string operator()(int row) const;

    FaceAnimal getAnimal() const { return d_animal; }
    FaceBackground getBackground() const { return d_background; }
    bool matches(const Card& other) const;
    std::string describe() const;   // e.g. "a Penguin on red"

    static std::string animalName(FaceAnimal a);
    static std::string backgroundName(FaceBackground b);
};

#endif
