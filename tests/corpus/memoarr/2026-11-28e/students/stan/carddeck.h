#ifndef STAN_CARDDECK_H
#define STAN_CARDDECK_H

#include "card.h"
#include "deck.h"

class CardDeck : public Deck<Card> {
public:
    static CardDeck& make_CardDeck();
    CardDeck(const CardDeck&) = delete;
    CardDeck& operator=(const CardDeck&) = delete;

private:
    CardDeck();
};

#endif
