// ugo - memoarr card
#ifndef CARD_H
#define CARD_H
#include <string>
using namespace std;

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
    FaceAnimal an;
    FaceBackground bg;
    Card(FaceAnimal a, FaceBackground b) { an = a; bg = b; }
    friend class CardDeck;
public:
    Card(const Card&) = delete;
    void operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    string operator()(int row) const;
    operator FaceAnimal() const { return an; }
    operator FaceBackground() const { return bg; }
};
#endif
