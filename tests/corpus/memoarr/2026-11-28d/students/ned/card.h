#ifndef CARD_H
#define CARD_H

#include <string>
using namespace std;

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
    friend class CardDeck;
    FaceAnimal animal;
    FaceBackground background;
    Card(FaceAnimal a, FaceBackground b);

public:
    Card(const Card &) = delete;
    Card &operator=(const Card &) = delete;
    int getNRows() const;
    string operator()(int row) const;
    FaceAnimal getAnimal() const;
    FaceBackground getBackground() const;
};

#endif
