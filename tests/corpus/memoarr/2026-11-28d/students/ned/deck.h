#ifndef DECK_H
#define DECK_H

#include <algorithm>
#include <vector>
using namespace std;

template <class C>
class Deck {
protected:
    vector<C *> cards;
    int current;
    Deck() { current = 0; }
    virtual void fill() = 0;   // derived decks create their content here

public:
    virtual ~Deck() {
        for (C *c : cards) delete c;
    }
    void shuffle() {
        random_shuffle(cards.begin(), cards.end());
        current = 0;
    }
    C *getNext() {
        if (isEmpty()) return nullptr;
        return cards[current++];
    }
    bool isEmpty() const { return current >= (int)cards.size(); }
};

#endif
