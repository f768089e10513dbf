#ifndef CARD_H
#define CARD_H
#include <string>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
    FaceAnimal a;
    FaceBackground b;
    Card(FaceAnimal a, FaceBackground b) : a(a), b(b) {}
    friend class CardDeck;
public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    operator FaceAnimal() const { return a; }
    operator FaceBackground() const { return b; }
    int getNRows() const { return 3; }
    std::string operator()(int row) const;
    bool matches(const Card& o) const { return a == o.a || b == o.b; }
};
#endif
