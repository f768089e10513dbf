// carddeck.h -- the 25 animal cards (singleton).
#ifndef ABE_CARDDECK_H
#define ABE_CARDDECK_H

#include "card.h"
#include "deck.h"

class CardDeck : public Deck<Card> {
    CardDeck();

public:
    static CardDeck& make_CardDeck();
};

#endif
