#ifndef CARDDECK_H
#define CARDDECK_H

#include "card.h"
#include "deck.h"

class CardDeck : public Deck<Card> {
    CardDeck();
    CardDeck(const CardDeck &) = delete;
    CardDeck &operator=(const CardDeck &) = delete;
    void fill() override;

public:
    static CardDeck &make_CardDeck();
};

#endif
