/*
 * carddeck.h
 */
#ifndef MOE_CARDDECK_H
#define MOE_CARDDECK_H

#include "card.h"
#include "deck.h"

class CardDeck : public Deck<Card> {
public:
    static CardDeck& make_CardDeck();

private:
    CardDeck();
    std::size_t size() const override;
    Card* create(std::size_t i) const override;
};

#endif
