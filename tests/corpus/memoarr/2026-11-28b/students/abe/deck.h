// deck.h -- abstract factory for cards and rewards.
#ifndef ABE_DECK_H
#define ABE_DECK_H

#include <algorithm>
#include <cstddef>
#include <memory>
#include <vector>

template <class C>
class Deck {
protected:
    std::vector<std::unique_ptr<C>> d_items;
    std::size_t d_next = 0;
    Deck() = default;

public:
    virtual ~Deck() = default;
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;

    // shuffles all items and starts dealing from the top again
    void shuffle() {
        std::random_shuffle(d_items.begin(), d_items.end());
        d_next = 0;
    }
    C* getNext() { return isEmpty() ? nullptr : d_items[d_next++].get(); }
    bool isEmpty() const { return d_next >= d_items.size(); }
};

#endif
