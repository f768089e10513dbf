// cards.h -- Card, Reward, Deck<C>, CardDeck, RewardDeck
// author: Ike
#ifndef IKE_CARDS_H
#define IKE_CARDS_H

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
private:
    FaceAnimal animal;
    FaceBackground background;
    Card(FaceAnimal animal, FaceBackground background) {
        this->animal = animal;
        this->background = background;
    }
    friend class CardDeck;
public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    FaceAnimal getAnimal() const { return this->animal; }
    FaceBackground getBackground() const { return this->background; }
    std::string operator()(int row) const {
        const std::string colourLetters = "rgpby";
        const std::string animalLetters = "CPOTW";
        std::string result(3, colourLetters[this->background]);
        if (row == 1) {
            result[1] = animalLetters[this->animal];
        }
        return result;
    }
};

class Reward {
private:
    int rubies;
    Reward(int rubies) { this->rubies = rubies; }
    friend class RewardDeck;
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int getRubies() const { return this->rubies; }
    friend std::ostream& operator<<(std::ostream& out, const Reward& reward) {
        out << reward.rubies << " rubies";
        return out;
    }
};

template <class C>
class Deck {
protected:
    std::vector<C*> items;
    int nextIndex = 0;
public:
    virtual ~Deck() {
        for (C* item : this->items) {
            delete item;
        }
    }
    void shuffle() {
        std::random_shuffle(this->items.begin(), this->items.end());
        this->nextIndex = 0;
    }
    C* getNext() {
        if (this->isEmpty()) {
            return nullptr;
        }
        return this->items[this->nextIndex++];
    }
    bool isEmpty() const { return this->nextIndex >= (int)this->items.size(); }
};

class CardDeck : public Deck<Card> {
private:
    CardDeck() {
        for (int a = 0; a < 5; a++) {
            for (int b = 0; b < 5; b++) {
                this->items.push_back(new Card((FaceAnimal)a, (FaceBackground)b));
            }
        }
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
        for (int i = 0; i < 7; i++) {
            this->items.push_back(new Reward(values[i]));
        }
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
