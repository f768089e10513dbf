// carddeck.h
#ifndef PETE_CARDDECK_H
#define PETE_CARDDECK_H

#include "card.h"
#include "deck.h"

class CardDeck : public Deck<Card> {
    CardDeck();
    void populate() override;

public:
    CardDeck(const CardDeck&) = delete;
    CardDeck& operator=(const CardDeck&) = delete;
    static CardDeck& make_CardDeck();
};

#endif
