// cards.hpp -- Jon's Memoarr!: cards, rewards and their decks
#pragma once
#include <algorithm>
#include <array>
#include <ostream>
#include <string>
#include <vector>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
    FaceAnimal animal_;
    FaceBackground bg_;
    Card(FaceAnimal a, FaceBackground b) : animal_{a}, bg_{b} {}
    friend class CardDeck;
public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    std::string operator()(int row) const {
        std::string s(3, "rgpby"[bg_]);
        if (row == 1) s[1] = "CPOTW"[animal_];
        return s;
    }
    FaceAnimal animal() const { return animal_; }
    FaceBackground background() const { return bg_; }
    bool fits(const Card& o) const { return animal_ == o.animal_ || bg_ == o.bg_; }
};

class Reward {
    int rubies_;
    explicit Reward(int r) : rubies_{r} {}
    friend class RewardDeck;
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    operator int() const { return rubies_; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r) { return os << r.rubies_ << " rubies"; }
};

template <typename C>
class Deck {
protected:
    std::vector<C*> cards_;
    typename std::vector<C*>::size_type top_ = 0;
    Deck() = default;
public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() { for (auto c : cards_) delete c; }
    void shuffle() { std::random_shuffle(cards_.begin(), cards_.end()); top_ = 0; }
    C* getNext() { return isEmpty() ? nullptr : cards_[top_++]; }
    bool isEmpty() const { return top_ >= cards_.size(); }
};

class CardDeck : public Deck<Card> {
    CardDeck() {
        for (auto a : {Crab, Penguin, Octopus, Turtle, Walrus})
            for (auto b : {Red, Green, Purple, Blue, Yellow}) cards_.push_back(new Card(a, b));
    }
public:
    static CardDeck& make_CardDeck() { static CardDeck d; return d; }
};

class RewardDeck : public Deck<Reward> {
    RewardDeck() {
        for (auto r : {1, 1, 1, 2, 2, 3, 4}) cards_.push_back(new Reward(r));
    }
public:
    static RewardDeck& make_RewardDeck() { static RewardDeck d; return d; }
};
