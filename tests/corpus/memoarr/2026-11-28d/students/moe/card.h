/*
 * card.h
 * Memoarr! - a card shows an animal on a coloured background.
 */
#ifndef MOE_CARD_H
#define MOE_CARD_H

#include <string>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;

    int getNRows() const;
    std::string operator()(int row) const;

    FaceAnimal animal() const;
    FaceBackground background() const;
    operator FaceAnimal() const { return animal(); }
    operator FaceBackground() const { return background(); }

    std::string toString() const;   // "walrus on yellow"

private:
    friend class CardDeck;
    Card(FaceAnimal a, FaceBackground b);

    FaceAnimal m_animal;
    FaceBackground m_background;
};

#endif
