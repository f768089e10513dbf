/*
 * deck.h
 * Deck<C> is the abstract factory for the cards and for the rewards.
 */
#ifndef TESS_DECK_H
#define TESS_DECK_H

#include <algorithm>
#include <vector>

template <class C>
class Deck {
protected:
    std::vector<C*> elements;
    int nextIndex;

    Deck() : nextIndex(0) {}

public:
    Deck(const Deck& other) = delete;
    Deck& operator=(const Deck& other) = delete;

    virtual ~Deck() {
        for (C* element : this->elements) {
            delete element;
        }
    }

    /* the concrete deck must say what it contains */
    virtual int expectedSize() const = 0;

    /* shuffles the deck and starts dealing from the top again */
    void shuffle() {
        std::random_shuffle(this->elements.begin(), this->elements.end());
        this->nextIndex = 0;
    }

    /* returns the next element, nullptr if there is none left */
    C* getNext() {
        if (this->isEmpty()) {
            return nullptr;
        }
        return this->elements[this->nextIndex++];
    }

    bool isEmpty() const {
        return this->nextIndex >= static_cast<int>(this->elements.size());
    }
};

#endif
