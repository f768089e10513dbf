/*
 * card.h
 * CSI2372 project - Memoarr!
 * A Card shows one animal on one background colour.
 */
#ifndef TESS_CARD_H
#define TESS_CARD_H

#include <string>

enum FaceAnimal { Crab = 0, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red = 0, Green, Purple, Blue, Yellow };

class Card {
private:
    FaceAnimal animal;
    FaceBackground background;

    /* only the CardDeck may create cards */
    Card(FaceAnimal animal, FaceBackground background);
    friend class CardDeck;

public:
    Card(const Card& other) = delete;
    Card& operator=(const Card& other) = delete;

    /* number of text rows of a card */
    int getNRows() const;

    /* one text row of the card, e.g. "bPb" */
    std::string operator()(int row) const;

    FaceAnimal getAnimal() const;
    FaceBackground getBackground() const;

    /* true if this card shares the animal or the background with the other card */
    bool fitsWith(const Card& other) const;
};

#endif
