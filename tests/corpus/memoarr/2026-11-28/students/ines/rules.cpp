/*
 * rules.cpp
 * CSI2372 - Memoarr! - Ines
 */
#include "rules.h"

#include <cstdlib>

bool Rules::isValid(const Game& g) const {
  const Card* prev = g.getPreviousCard();
  const Card* cur = g.getCurrentCard();
  if (prev == nullptr) return true;  // first card of the round
  return FaceAnimal(*prev) == FaceAnimal(*cur) || FaceBackground(*prev) == FaceBackground(*cur);
}

bool Rules::gameOver(const Game& g) const { return g.getRound() >= 7; }

bool Rules::roundOver(const Game& g) const {
  // the round ends when only one player is left, or when all the cards are turned over
  return g.activeCount() <= 1 || g.getBoard().faceDownCount() == 0;
}

void Rules::cardEffect(Game&, TurnContext&) const {}

// ------------------------------------------------------------------ powers
namespace {

class OctopusPower : public CardPower {
 public:
  void activate(Game& g, TurnContext& ctx) const override {
    Location target{A, One};
    while (true) {
      std::string s = readInput("[" + g.getPlayer().getName() + "] Octopus: select adjacent card to swap with: ");
      if (!toLocation(s, target)) {
        std::cout << "Invalid position." << std::endl;
        continue;
      }
      int dist = std::abs(target.l - ctx.turned.l) + std::abs(target.n - ctx.turned.n);
      if (dist != 1) {
        std::cout << "Not adjacent to the octopus." << std::endl;
        continue;
      }
      break;
    }
    g.getBoard().swapCards(ctx.turned, target);
    std::cout << "Octopus swapped " << ctx.turned.name() << " and " << target.name() << "." << std::endl;
    ctx.turned = target;
    std::cout << g;
  }
};

class PenguinPower : public CardPower {
 public:
  void activate(Game& g, TurnContext& ctx) const override {
    if (ctx.firstOfRound) return;
    Location loc{A, One};
    while (true) {
      std::string s =
          readInput("[" + g.getPlayer().getName() + "] Penguin: select a face-up card to turn down (0 = none): ");
      if (s == "0") return;
      if (!toLocation(s, loc) || !g.getBoard().isFaceUp(loc.l, loc.n) || loc == ctx.turned) {
        std::cout << "Select a face-up card other than the penguin." << std::endl;
        continue;
      }
      break;
    }
    g.turnDown(loc);
    std::cout << loc.name() << " turned face down." << std::endl;
    std::cout << g;
  }
};

class WalrusPower : public CardPower {
 public:
  void activate(Game& g, TurnContext& ctx) const override {
    if (g.getBoard().faceDownCount() == 0) return;
    Location loc{A, One};
    while (true) {
      std::string s =
          readInput("[" + g.getPlayer().getName() + "] Walrus: select a face-down card to block (0 = none): ");
      if (s == "0") return;
      if (!toLocation(s, loc) || g.getBoard().isFaceUp(loc.l, loc.n)) {
        std::cout << "Select a face-down card." << std::endl;
        continue;
      }
      break;
    }
    ctx.block = true;
    ctx.blocked = loc;
    std::cout << loc.name() << " is blocked for the next player." << std::endl;
  }
};

class CrabPower : public CardPower {
 public:
  void activate(Game&, TurnContext& ctx) const override { ctx.anotherCard = true; }
};

class TurtlePower : public CardPower {
 public:
  void activate(Game&, TurnContext& ctx) const override { ctx.skipNext = true; }
};

}  // namespace

ExpertRules::ExpertRules() {
  powers_[Octopus] = std::make_shared<OctopusPower>();
  powers_[Penguin] = std::make_shared<PenguinPower>();
  powers_[Walrus] = std::make_shared<WalrusPower>();
  powers_[Crab] = std::make_shared<CrabPower>();
  powers_[Turtle] = std::make_shared<TurtlePower>();
}

void ExpertRules::cardEffect(Game& g, TurnContext& ctx) const {
  FaceAnimal a = *g.getCurrentCard();
  powers_.at(a)->activate(g, ctx);
}
