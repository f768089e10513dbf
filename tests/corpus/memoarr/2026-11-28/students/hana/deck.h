// deck.h -- Memoarr! (CSI2372 project, Hana)
// Abstract factory for cards and rewards.
#ifndef HANA_DECK_H
#define HANA_DECK_H

#include <algorithm>
#include <vector>

template <class C>
class Deck {
protected:
    std::vector<C*> d_items;
    std::size_t d_next = 0;
    Deck() = default;

public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() = 0;

    void shuffle() {
        d_next = 0;
        std::random_shuffle(d_items.begin(), d_items.end());
    }
    C* getNext() { return isEmpty() ? nullptr : d_items[d_next++]; }
    bool isEmpty() const { return d_next >= d_items.size(); }
};

template <class C>
Deck<C>::~Deck() {
    for (C* item : d_items) delete item;
}

#endif
