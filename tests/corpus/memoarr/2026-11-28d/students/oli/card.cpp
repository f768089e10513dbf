#include "card.h"

std::string Card::operator()(int row) const {
    std::string s(3, kBackgroundChar[background_]);
    if (row == 1) s[1] = kAnimalChar[animal_];
    return s;
}

#ifdef TEST_CARD_
#include <iostream>
#include "carddeck.h"
int main() {
    auto& deck = CardDeck::make_CardDeck();
    while (auto* c = deck.getNext()) {
        for (int row = 0; row < c->getNRows(); ++row) std::cout << (*c)(row) << '\n';
        std::cout << '\n';
    }
}
#endif
