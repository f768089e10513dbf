#pragma once
// Deck<C>: abstract factory; concrete decks provide make().
#include <algorithm>
#include <memory>
#include <vector>

template <typename C>
class Deck {
protected:
    std::vector<std::unique_ptr<C>> items_;
    typename std::vector<std::unique_ptr<C>>::size_type next_ = 0;
    Deck() = default;
    virtual void make() = 0;

public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() = default;

    void shuffle() {
        std::random_shuffle(items_.begin(), items_.end());
        next_ = 0;
    }
    [[nodiscard]] C* getNext() { return isEmpty() ? nullptr : items_[next_++].get(); }
    [[nodiscard]] bool isEmpty() const { return next_ >= items_.size(); }
};
