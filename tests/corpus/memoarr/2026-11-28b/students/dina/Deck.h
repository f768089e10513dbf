#ifndef DECK_H
#define DECK_H
#include <vector>
#include <algorithm>
#include "Card.h"

template <class C>
class Deck {
protected:
    std::vector<C*> cards;
    int next = 0;
public:
    virtual ~Deck() {}
    void shuffle() { std::random_shuffle(cards.begin(), cards.end()); next = 0; }
    C* getNext() {
        if (next >= (int)cards.size()) return nullptr;
        return cards[next++];
    }
    bool isEmpty() const { return next >= (int)cards.size(); }
};

class CardDeck : public Deck<Card> {
private:
    CardDeck() {
        for (int a = 0; a < 5; a++)
            for (int c = 0; c < 5; c++)
                cards.push_back(new Card((FaceAnimal)a, (FaceBackground)c));
    }
public:
    CardDeck(const CardDeck&) = delete;
    CardDeck& operator=(const CardDeck&) = delete;
    static CardDeck& make_CardDeck() {
        static CardDeck instance;
        return instance;
    }
};

class RewardDeck : public Deck<Reward> {
private:
    RewardDeck() {
        int values[7] = {1, 1, 1, 2, 2, 3, 4};
        for (int i = 0; i < 7; i++) cards.push_back(new Reward(values[i]));
    }
public:
    RewardDeck(const RewardDeck&) = delete;
    RewardDeck& operator=(const RewardDeck&) = delete;
    static RewardDeck& make_RewardDeck() {
        static RewardDeck instance;
        return instance;
    }
};

#endif
