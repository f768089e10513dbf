/*
 * carddeck.h
 */
#ifndef TESS_CARDDECK_H
#define TESS_CARDDECK_H

#include "card.h"
#include "deck.h"

class CardDeck : public Deck<Card> {
private:
    CardDeck();

public:
    CardDeck(const CardDeck& other) = delete;
    CardDeck& operator=(const CardDeck& other) = delete;
    int expectedSize() const override;
    static CardDeck& make_CardDeck();
};

#endif
