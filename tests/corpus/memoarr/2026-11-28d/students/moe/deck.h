/*
 * deck.h
 * Deck<C> - abstract factory for a set of cards or rewards.
 */
#ifndef MOE_DECK_H
#define MOE_DECK_H

#include <algorithm>
#include <memory>
#include <vector>

template <typename C>
class Deck {
public:
    virtual ~Deck() = default;
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;

    void shuffle();
    C* getNext();
    bool isEmpty() const;

protected:
    Deck() = default;
    // every concrete deck must say how many items it holds and create item i
    virtual std::size_t size() const = 0;
    virtual C* create(std::size_t i) const = 0;
    void build();

private:
    std::vector<std::shared_ptr<C>> m_items;
    std::size_t m_next = 0;
};

template <typename C>
void Deck<C>::build() {
    m_items.clear();
    for (std::size_t i = 0; i < size(); ++i) m_items.emplace_back(create(i));
    m_next = 0;
}

template <typename C>
void Deck<C>::shuffle() {
    std::random_shuffle(m_items.begin(), m_items.end());
    m_next = 0;
}

template <typename C>
C* Deck<C>::getNext() {
    if (isEmpty()) return nullptr;
    return m_items[m_next++].get();
}

template <typename C>
bool Deck<C>::isEmpty() const {
    return m_next >= m_items.size();
}

#endif
