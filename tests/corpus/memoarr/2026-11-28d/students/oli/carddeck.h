#pragma once
#include "card.h"
#include "deck.h"

class CardDeck final : public Deck<Card> {
    CardDeck() { make(); }
    void make() override;

public:
    static CardDeck& make_CardDeck();
};
