#ifndef DECK_H
#define DECK_H
#include <algorithm>
#include <vector>

// Abstract factory for Card / Reward; subclasses fill `items`.
template <class C>
class Deck {
protected:
    std::vector<C*> items;
    size_t pos = 0;
    Deck() {}
public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() = 0;
    void shuffle() { std::random_shuffle(items.begin(), items.end()); pos = 0; }
    C* getNext() { return pos < items.size() ? items[pos++] : nullptr; }
    bool isEmpty() const { return pos >= items.size(); }
};

template <class C>
Deck<C>::~Deck() { for (C* c : items) delete c; }
#endif
