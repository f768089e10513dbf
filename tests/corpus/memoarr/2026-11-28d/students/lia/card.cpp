#include "card.h"
#include <iostream>

std::string Card::operator()(int row) const {
    std::string s(3, "rgpby"[b]);
    if (row == 1) s[1] = "CPOTW"[a];
    return s;
}

#ifdef TEST_CARD_
#include "carddeck.h"
int main() {
    CardDeck& d = CardDeck::make_CardDeck();
    while (!d.isEmpty()) {
        Card* c = d.getNext();
        for (int r = 0; r < c->getNRows(); ++r) std::cout << (*c)(r) << "\n";
        std::cout << "\n";
    }
}
#endif
