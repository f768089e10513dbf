/*
 * game.cpp
 * CSI2372 - Memoarr! - Ines
 */
#include "game.h"

#include <algorithm>

int Game::activeCount() const {
  int n = 0;
  for (const Player& p : players_)
    if (p.isActive()) n++;
  return n;
}

int Game::nextActive(int from) const {
  int i = from;
  do {
    i = (i + 1) % numPlayers();
  } while (!players_[i].isActive());
  return i;
}

const Card* Game::turnUp(const Location& loc) {
  board_.turnFaceUp(loc.l, loc.n);
  turned_.push_back(loc);
  return board_.getCard(loc.l, loc.n);
}

void Game::turnDown(const Location& loc) {
  board_.turnFaceDown(loc.l, loc.n);
  turned_.erase(std::find(turned_.begin(), turned_.end(), loc));
}

void Game::newRound() {
  board_.reset();
  turned_.clear();
  previousCard_ = nullptr;
  currentCard_ = nullptr;
  for (Player& p : players_) p.setActive(true);
}

void Game::showCards(std::ostream& os, const std::vector<Location>& locs) const {
  for (int row = 0; row < 3; row++) {
    for (size_t i = 0; i < locs.size(); i++) {
      if (i > 0) os << " ";
      os << (*board_.getCard(locs[i].l, locs[i].n))(row);
    }
    os << std::endl;
  }
  os << std::endl;
  for (size_t i = 0; i < locs.size(); i++) {
    os << locs[i].name();
    if (i + 1 < locs.size()) os << "  ";
  }
  os << std::endl << std::endl;
}

void Game::reveal(std::ostream& os, const std::vector<Location>& locs) {
  if (expertDisplay_) {
    showCards(os, locs);
    return;
  }
  for (const Location& l : locs) board_.turnFaceUp(l.l, l.n);
  os << board_;
  for (const Location& l : locs) board_.turnFaceDown(l.l, l.n);
}

std::ostream& operator<<(std::ostream& os, const Game& g) {
  if (g.expertDisplay_) {
    if (g.turned_.empty())
      os << "No face-up cards." << std::endl;
    else
      g.showCards(os, g.turned_);
  } else {
    os << g.board_;
  }
  os << "Players:" << std::endl;
  for (const Player& p : g.players_) os << p << std::endl;
  return os;
}

#ifdef TEST_GAME_
int main() {
  Game g(false);
  g.addPlayer(Player("Ann", Side::top));
  g.addPlayer(Player("Bob", Side::bottom));
  g.newRound();
  g.setCurrentCard(g.turnUp(Location{A, One}));
  std::cout << g;
}
#endif
