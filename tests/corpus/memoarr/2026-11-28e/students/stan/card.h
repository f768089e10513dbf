#ifndef STAN_CARD_H
#define STAN_CARD_H

#include <string>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;

    int getNRows() const { return 3; }
    std::string operator()(int row) const;

    FaceAnimal getAnimal() const { return m_animal; }
    FaceBackground getBackground() const { return m_background; }
    std::string getDescription() const;   // "Penguin on blue"

private:
    friend class CardDeck;
    Card(FaceAnimal animal, FaceBackground background) : m_animal(animal), m_background(background) {}

    FaceAnimal m_animal;
    FaceBackground m_background;
};

#endif
