// deck.h -- Deck<C>: abstract factory for a set of cards or rewards.
#ifndef PETE_DECK_H
#define PETE_DECK_H

#include <algorithm>
#include <memory>
#include <vector>

template <class C>
class Deck {
protected:
    std::vector<std::unique_ptr<C>> items_;
    std::size_t next_ = 0;

    Deck() = default;
    // every concrete deck knows how to fill itself
    virtual void populate() = 0;

public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() = default;

    void shuffle() {
        std::random_shuffle(items_.begin(), items_.end());
        next_ = 0;
    }
    C* getNext() { return isEmpty() ? nullptr : items_[next_++].get(); }
    bool isEmpty() const { return next_ >= items_.size(); }
    std::size_t size() const { return items_.size(); }
};

#endif
