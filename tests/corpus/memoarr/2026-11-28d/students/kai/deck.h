// deck.h - Deck<C>: abstract factory for cards and rewards.
#ifndef KAI_DECK_H
#define KAI_DECK_H

#include <algorithm>
#include <memory>
#include <vector>

template <class C>
class Deck {
protected:
    std::vector<std::unique_ptr<C>> d_items;
    std::size_t d_next = 0;

    Deck() = default;
    // Factory method: the concrete deck decides what it is made of.
    virtual void populate() = 0;

public:
    virtual ~Deck() = default;
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;

    void shuffle() {
        std::random_shuffle(d_items.begin(), d_items.end());
        d_next = 0;
    }
    C* getNext() { return d_next < d_items.size() ? d_items[d_next++].get() : nullptr; }
    bool isEmpty() const { return d_next >= d_items.size(); }
};

#endif
