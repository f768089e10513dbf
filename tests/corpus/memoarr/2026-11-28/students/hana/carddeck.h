// carddeck.h -- Memoarr! (CSI2372 project, Hana)
#ifndef HANA_CARDDECK_H
#define HANA_CARDDECK_H

#include "card.h"
#include "deck.h"

class CardDeck : public Deck<Card> {
    CardDeck();

public:
    CardDeck(const CardDeck&) = delete;
    CardDeck& operator=(const CardDeck&) = delete;
    static CardDeck& make_CardDeck();
};

#endif
