/*
 * board.h
 * CSI2372 - Memoarr! - Ines
 */
#ifndef BOARD_H
#define BOARD_H

#include <iostream>
#include <stdexcept>
#include <string>

#include "cards.h"

enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

class OutOfRange : public std::runtime_error {
 public:
  OutOfRange() : std::runtime_error("OutOfRange") {}
};

struct Location {
  Letter l;
  Number n;
  bool operator==(const Location& o) const { return l == o.l && n == o.n; }
  std::string name() const { return std::string(1, 'A' + l) + std::to_string(n + 1); }
};

class Board {
 private:
  Card* grid_[5][5];
  bool faceUp_[5][5];
  void validate(const Letter& l, const Number& n) const;

 public:
  Board();
  bool isFaceUp(const Letter& l, const Number& n) const;
  bool turnFaceUp(const Letter& l, const Number& n);
  bool turnFaceDown(const Letter& l, const Number& n);
  void reset();
  Card* getCard(const Letter& l, const Number& n) const;
  void swapCards(const Location& a, const Location& b);
  int faceDownCount() const;
  std::string line(int row) const;  // one of the 19 lines of the display
  friend std::ostream& operator<<(std::ostream& os, const Board& b);
};

#endif
