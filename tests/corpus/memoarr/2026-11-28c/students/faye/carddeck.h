// carddeck.h -- the 25 animal/colour cards (singleton)
#ifndef CARDDECK_H
#define CARDDECK_H

#include "deck.h"
#include "card.h"

class CardDeck : public Deck<Card> {
    CardDeck();
public:
    static CardDeck& make_CardDeck();
};

#endif
