#pragma once
#include "card.h"
#include "deck.h"

class CardDeck : public Deck<Card> {
    CardDeck();
public:
    static CardDeck& make_CardDeck();
};
