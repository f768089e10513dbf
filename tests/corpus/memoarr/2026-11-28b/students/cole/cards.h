// cards.h - Card, Reward, Deck<C>, CardDeck, RewardDeck
#pragma once
#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
    FaceAnimal animal;
    FaceBackground background;
    Card(FaceAnimal a, FaceBackground b) : animal(a), background(b) {}
    friend class CardDeck;

public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    std::string operator()(int row) const {
        std::string s(3, "rgpby"[background]);
        if (row == 1) s[1] = "CPOTW"[animal];
        return s;
    }
    FaceAnimal getAnimal() const { return animal; }
    FaceBackground getBackground() const { return background; }
    std::string toString() const {
        static const char* an[] = {"crab", "penguin", "octopus", "turtle", "walrus"};
        static const char* bg[] = {"red", "green", "purple", "blue", "yellow"};
        return std::string(bg[background]) + " " + an[animal];
    }
};

class Reward {
    int rubies;
    explicit Reward(int r) : rubies(r) {}
    friend class RewardDeck;

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int getRubies() const { return rubies; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r) {
        return os << r.rubies << (r.rubies == 1 ? " ruby" : " rubies");
    }
};

template <class C>
class Deck {
protected:
    std::vector<C*> items;
    std::size_t pos = 0;
    Deck() = default;

public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() {
        for (C* c : items) delete c;
    }
    void shuffle() {
        std::random_shuffle(items.begin(), items.end());
        pos = 0;
    }
    C* getNext() { return pos < items.size() ? items[pos++] : nullptr; }
    bool isEmpty() const { return pos >= items.size(); }
};

class CardDeck : public Deck<Card> {
    CardDeck() {
        for (int a = 0; a < 5; ++a)
            for (int b = 0; b < 5; ++b) items.push_back(new Card(FaceAnimal(a), FaceBackground(b)));
    }

public:
    static CardDeck& make_CardDeck() {
        static CardDeck deck;
        return deck;
    }
};

class RewardDeck : public Deck<Reward> {
    RewardDeck() {
        for (int r : {1, 1, 1, 2, 2, 3, 4}) items.push_back(new Reward(r));
    }

public:
    static RewardDeck& make_RewardDeck() {
        static RewardDeck deck;
        return deck;
    }
};
