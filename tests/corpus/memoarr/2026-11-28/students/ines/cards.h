/*
 * cards.h
 * CSI2372 - Memoarr! - Ines
 * Card, Reward, Deck<C>, CardDeck, RewardDeck
 */
#ifndef CARDS_H
#define CARDS_H

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
  friend class CardDeck;

 private:
  FaceAnimal animal_;
  FaceBackground background_;
  Card(FaceAnimal a, FaceBackground b) : animal_(a), background_(b) {}

 public:
  Card(const Card&) = delete;
  Card& operator=(const Card&) = delete;

  int getNRows() const { return 3; }
  std::string operator()(int row) const {
    const std::string colours = "rgpby";
    const std::string animals = "CPOTW";
    std::string s(3, colours[background_]);
    if (row == 1) s[1] = animals[animal_];
    return s;
  }
  operator FaceAnimal() const { return animal_; }
  operator FaceBackground() const { return background_; }
};

class Reward {
  friend class RewardDeck;

 private:
  int rubies_;
  explicit Reward(int r) : rubies_(r) {}

 public:
  Reward(const Reward&) = delete;
  Reward& operator=(const Reward&) = delete;
  int rubies() const { return rubies_; }
  friend std::ostream& operator<<(std::ostream& os, const Reward& r) {
    return os << r.rubies_ << " rubies";
  }
};

template <class C>
class Deck {
 protected:
  std::vector<C*> cards_;
  int top_ = 0;

 public:
  virtual ~Deck() {
    for (auto c : cards_) delete c;
  }
  void shuffle() {
    top_ = 0;
    std::random_shuffle(cards_.begin(), cards_.end());
  }
  C* getNext() {
    if (isEmpty()) return nullptr;
    return cards_[top_++];
  }
  bool isEmpty() const { return top_ >= (int)cards_.size(); }
};

class CardDeck : public Deck<Card> {
 private:
  CardDeck() {
    for (int a = 0; a < 5; a++)
      for (int b = 0; b < 5; b++)
        cards_.push_back(new Card((FaceAnimal)a, (FaceBackground)b));
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
    int values[] = {1, 1, 1, 2, 2, 3, 4};
    for (int v : values) cards_.push_back(new Reward(v));
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
