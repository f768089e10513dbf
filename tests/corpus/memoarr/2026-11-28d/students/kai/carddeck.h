// carddeck.h - the one and only deck of 25 animal cards.
#ifndef KAI_CARDDECK_H
#define KAI_CARDDECK_H

#include "deck.h"
#include "card.h"

class CardDeck : public Deck<Card> {
    CardDeck();
    void populate() override;

public:
    static CardDeck& make_CardDeck();
};

#endif
