#include "card.h"

string Card::operator()(int row) const {
    string s = "rgpby";
    string t = "CPOTW";
    string r(3, s[bg]);
    if (row == 1) r[1] = t[an];
    return r;
}

#ifdef TEST_CARD_
#include <iostream>
#include "carddeck.h"
int main() {
    CardDeck& d = CardDeck::make_CardDeck();
    Card* c;
    while ((c = d.getNext()) != nullptr) {
        for (int i = 0; i < c->getNRows(); i++) cout << (*c)(i) << endl;
        cout << endl;
    }
}
#endif
