#pragma once
#include <string>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
    friend class CardDeck;
    FaceAnimal a;
    FaceBackground b;
    Card(FaceAnimal a, FaceBackground b) : a(a), b(b) {}
public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    std::string operator()(int row) const;
    FaceAnimal animal() const { return a; }
    FaceBackground background() const { return b; }
    std::string code() const;  // e.g. "bP"
};
