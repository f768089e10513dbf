/*
 * rules.h
 * CSI2372 - Memoarr! - Ines
 */
#ifndef RULES_H
#define RULES_H

#include <map>
#include <memory>
#include <string>

#include "game.h"

// Everything the special animals can change about the flow of the game.
struct TurnContext {
  Location turned{A, One};
  bool firstOfRound = false;
  bool anotherCard = false;  // crab
  bool skipNext = false;     // turtle
  bool block = false;        // walrus (for the next player)
  Location blocked{A, One};
};

class Rules {
 public:
  virtual ~Rules() {}
  bool isValid(const Game& g) const;
  bool gameOver(const Game& g) const;
  bool roundOver(const Game& g) const;
  virtual void cardEffect(Game& g, TurnContext& ctx) const;
};

class CardPower {
 public:
  virtual ~CardPower() {}
  virtual void activate(Game& g, TurnContext& ctx) const = 0;
};

class ExpertRules : public Rules {
 private:
  std::map<FaceAnimal, std::shared_ptr<CardPower>> powers_;

 public:
  ExpertRules();
  void cardEffect(Game& g, TurnContext& ctx) const override;
};

// input helpers (main.cpp)
std::string readInput(const std::string& prompt);
bool toLocation(const std::string& s, Location& loc);

#endif
