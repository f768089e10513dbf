#include "carddeck.h"
#include <iostream>

CardDeck::CardDeck() { fill(); }

void CardDeck::fill() {
    for (int a = 0; a < 5; a++)
        for (int b = 0; b < 5; b++) cards.push_back(new Card((FaceAnimal)a, (FaceBackground)b));
}

CardDeck &CardDeck::make_CardDeck() {
    static CardDeck *deck = new CardDeck();
    return *deck;
}

#ifdef TEST_CARDDECK_
int main() {
    CardDeck &d = CardDeck::make_CardDeck();
    d.shuffle();
    int n = 0;
    while (!d.isEmpty()) {
        cout << (*d.getNext())(1) << " ";
        n++;
    }
    cout << endl << n << endl;
    return 0;
}
#endif
