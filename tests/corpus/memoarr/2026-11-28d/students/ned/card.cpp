#include "card.h"
#include <iostream>

Card::Card(FaceAnimal a, FaceBackground b) {
    animal = a;
    background = b;
}

int Card::getNRows() const { return 3; }

FaceAnimal Card::getAnimal() const { return animal; }
FaceBackground Card::getBackground() const { return background; }

string Card::operator()(int row) const {
    string colours = "rgpby";
    string animals = "CPOTW";
    string s = "";
    s += colours[background];
    if (row == 1)
        s += animals[animal];
    else
        s += colours[background];
    s += colours[background];
    return s;
}

#ifdef TEST_CARD_
#include "carddeck.h"
int main() {
    CardDeck &d = CardDeck::make_CardDeck();
    for (int i = 0; i < 3; i++) {
        Card *c = d.getNext();
        for (int row = 0; row < c->getNRows(); ++row) cout << (*c)(row) << endl;
        cout << endl;
    }
    return 0;
}
#endif
