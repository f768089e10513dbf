// deck.h -- abstract factory for cards and rewards
#ifndef DECK_H
#define DECK_H

#include <vector>
#include <algorithm>
#include <cstdlib>

template <class C>
class Deck {
protected:
    std::vector<C*> d_items;
    std::size_t d_next = 0;
    Deck() = default;
public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() { for (C* c : d_items) delete c; }

    void shuffle() {
        // random_shuffle draws from rand(), which main seeds (clock or $SEED)
        std::random_shuffle(d_items.begin(), d_items.end());
        d_next = 0;
    }
    C* getNext() { return d_next < d_items.size() ? d_items[d_next++] : nullptr; }
    bool isEmpty() const { return d_next >= d_items.size(); }
};

#endif
