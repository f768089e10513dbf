#ifndef DECK_H
#define DECK_H
#include <algorithm>
#include <vector>
using namespace std;

template <class C> class Deck {
protected:
    vector<C*> cards;
    int top = 0;
    Deck() {}
public:
    Deck(const Deck&) = delete;
    void operator=(const Deck&) = delete;
    virtual ~Deck() = 0;
    void shuffle() { random_shuffle(cards.begin(), cards.end()); top = 0; }
    C* getNext() { if (isEmpty()) return nullptr; return cards[top++]; }
    bool isEmpty() const { return top >= (int)cards.size(); }
};
template <class C> Deck<C>::~Deck() { for (C* c : cards) delete c; }
#endif
