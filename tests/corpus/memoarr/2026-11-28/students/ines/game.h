/*
 * game.h
 * CSI2372 - Memoarr! - Ines
 */
#ifndef GAME_H
#define GAME_H

#include <iostream>
#include <vector>

#include "board.h"
#include "player.h"

class Game {
 private:
  Board board_;
  std::vector<Player> players_;
  int round_ = 0;
  int current_ = 0;
  const Card* previousCard_ = nullptr;
  const Card* currentCard_ = nullptr;
  std::vector<Location> turned_;  // order in which cards were turned (expert display)
  bool expertDisplay_ = false;

 public:
  explicit Game(bool expertDisplay) : expertDisplay_(expertDisplay) {}

  int getRound() const { return round_; }
  void incrementRound() { round_++; }
  void addPlayer(const Player& p) { players_.push_back(p); }
  Player& getPlayer() { return players_[current_]; }
  Player& getPlayer(int i) { return players_[i]; }
  int numPlayers() const { return (int)players_.size(); }
  int activeCount() const;
  int currentIndex() const { return current_; }
  void setCurrentIndex(int i) { current_ = i; }
  int nextActive(int from) const;

  const Card* getPreviousCard() const { return previousCard_; }
  const Card* getCurrentCard() const { return currentCard_; }
  void setCurrentCard(const Card* c) {
    previousCard_ = currentCard_;
    currentCard_ = c;
  }

  Board& getBoard() { return board_; }
  const Board& getBoard() const { return board_; }

  const Card* turnUp(const Location& loc);
  void turnDown(const Location& loc);
  void newRound();
  void showCards(std::ostream& os, const std::vector<Location>& locs) const;
  void reveal(std::ostream& os, const std::vector<Location>& locs);

  friend std::ostream& operator<<(std::ostream& os, const Game& g);
};

#endif
