#ifndef CARDDECK_H
#define CARDDECK_H
#include "card.h"
#include "deck.h"

class CardDeck : public Deck<Card> {
    CardDeck();
public:
    CardDeck(const CardDeck&) = delete;
    void operator=(const CardDeck&) = delete;
    static CardDeck& make_CardDeck();
};
#endif
