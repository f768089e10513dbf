#include "carddeck.h"

CardDeck::CardDeck() {
    for (int a = 0; a < 5; a++)
        for (int b = 0; b < 5; b++) cards.push_back(new Card((FaceAnimal)a, (FaceBackground)b));
}

CardDeck& CardDeck::make_CardDeck() {
    static CardDeck d;
    return d;
}

#ifdef TEST_CARDDECK_
#include <iostream>
int main() {
    CardDeck& d = CardDeck::make_CardDeck();
    d.shuffle();
    int n = 0;
    while (!d.isEmpty()) { cout << (*d.getNext())(1) << " "; n++; }
    cout << endl << n << endl;
}
#endif
