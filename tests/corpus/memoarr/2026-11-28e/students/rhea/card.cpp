#include "card.h"

static const char AN[] = "CPOTW";
static const char BG[] = "rgpby";

std::string Card::operator()(int row) const {
    std::string s(3, BG[b]);
    if (row == 1) s[1] = AN[a];
    return s;
}

std::string Card::code() const { return std::string{BG[b], AN[a]}; }

#ifdef TEST_CARD_
#include <iostream>
#include "carddeck.h"
int main() {
    auto& d = CardDeck::make_CardDeck();
    while (auto* c = d.getNext())
        for (int r = 0; r < c->getNRows(); ++r) std::cout << (*c)(r) << (r == 2 ? "\n\n" : "\n");
}
#endif
