// card.h -- a Memoarr! card: one animal on one background colour.
#ifndef PETE_CARD_H
#define PETE_CARD_H

#include <string>
#include <array>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

constexpr int kAnimals = 5;
constexpr int kBackgrounds = 5;

class CardDeck;

class Card {
    FaceAnimal animal_;
    FaceBackground background_;

    Card(FaceAnimal animal, FaceBackground background);
    friend class CardDeck;

public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;

    int getNRows() const { return 3; }
    std::string operator()(int row) const;

    FaceAnimal animal() const { return animal_; }
    FaceBackground background() const { return background_; }
    operator FaceAnimal() const { return animal_; }
    operator FaceBackground() const { return background_; }

    // "blue penguin" -- used for the friendly announcements
    std::string describe() const;

    bool matches(const Card& other) const {
        return animal_ == other.animal_ || background_ == other.background_;
    }

    static char animalLetter(FaceAnimal a);
    static char backgroundLetter(FaceBackground b);
    static const std::string& animalName(FaceAnimal a);
    static const std::string& backgroundName(FaceBackground b);
};

#endif
