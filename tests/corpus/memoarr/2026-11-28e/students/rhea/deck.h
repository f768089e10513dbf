#pragma once
#include <algorithm>
#include <vector>

template <class T>
class Deck {
protected:
    std::vector<T*> v;
    size_t pos = 0;
    Deck() {}
public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() { for (T* t : v) delete t; }
    virtual void shuffle() { std::random_shuffle(v.begin(), v.end()); pos = 0; }
    T* getNext() { return pos < v.size() ? v[pos++] : nullptr; }
    bool isEmpty() const { return pos >= v.size(); }
};
