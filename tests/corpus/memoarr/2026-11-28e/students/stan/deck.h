#ifndef STAN_DECK_H
#define STAN_DECK_H

#include <algorithm>
#include <memory>
#include <vector>

// Abstract factory for cards (Deck<Card>) and rewards (Deck<Reward>).
template <class C>
class Deck {
public:
    virtual ~Deck() = 0;
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;

    void shuffle() {
        std::random_shuffle(m_items.begin(), m_items.end());
        m_next = 0;
    }
    C* getNext() { return isEmpty() ? nullptr : m_items[m_next++].get(); }
    bool isEmpty() const { return m_next >= m_items.size(); }

protected:
    Deck() = default;
    void add(C* item) { m_items.emplace_back(item); }

private:
    std::vector<std::unique_ptr<C>> m_items;
    std::size_t m_next = 0;
};

template <class C>
Deck<C>::~Deck() = default;

#endif
