/*
 * board.cpp
 * CSI2372 - Memoarr! - Ines
 */
#include "board.h"

Board::Board() {
  CardDeck& deck = CardDeck::make_CardDeck();
  deck.shuffle();
  for (int i = 0; i < 5; i++) {
    for (int j = 0; j < 5; j++) {
      faceUp_[i][j] = false;
      if (i == 2 && j == 2)
        grid_[i][j] = nullptr;  // centre stays free
      else
        grid_[i][j] = deck.getNext();
    }
  }
}

void Board::validate(const Letter& l, const Number& n) const {
  if (l < A || l > E || n < One || n > Five) throw OutOfRange();
  if (l == C && n == Three) throw OutOfRange();
}

bool Board::isFaceUp(const Letter& l, const Number& n) const {
  validate(l, n);
  return faceUp_[l][n];
}

bool Board::turnFaceUp(const Letter& l, const Number& n) {
  validate(l, n);
  if (faceUp_[l][n]) return false;
  faceUp_[l][n] = true;
  return true;
}

bool Board::turnFaceDown(const Letter& l, const Number& n) {
  validate(l, n);
  if (!faceUp_[l][n]) return false;
  faceUp_[l][n] = false;
  return true;
}

void Board::reset() {
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++) faceUp_[i][j] = false;
}

Card* Board::getCard(const Letter& l, const Number& n) const {
  validate(l, n);
  return grid_[l][n];
}

void Board::swapCards(const Location& a, const Location& b) {
  validate(a.l, a.n);
  validate(b.l, b.n);
  Card* tmp = grid_[a.l][a.n];
  grid_[a.l][a.n] = grid_[b.l][b.n];
  grid_[b.l][b.n] = tmp;
}

int Board::faceDownCount() const {
  int count = 0;
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      if (grid_[i][j] != nullptr && !faceUp_[i][j]) count++;
  return count;
}

std::string Board::line(int row) const {
  std::string s;
  if (row % 4 == 3) return s;  // empty line between rows of cards
  int i = row / 4;
  for (int j = 0; j < 5; j++) {
    if (j > 0) s += " ";
    if (grid_[i][j] == nullptr)
      s += "   ";
    else if (faceUp_[i][j])
      s += (*grid_[i][j])(row % 4);
    else
      s += "zzz";
  }
  return s;
}

std::ostream& operator<<(std::ostream& os, const Board& b) {
  for (int row = 0; row < 19; row++) {
    if (row % 4 == 3) {
      os << std::endl;
      continue;
    }
    if (row % 4 == 1)
      os << (char)('A' + row / 4) << " ";
    else
      os << "  ";
    os << b.line(row) << std::endl;
  }
  os << std::endl << "   1   2   3   4   5" << std::endl;
  return os;
}

#ifdef TEST_BOARD_
int main() {
  Board b;
  std::cout << b << std::endl;
  b.turnFaceUp(A, One);
  b.turnFaceUp(B, Four);
  std::cout << b << std::endl;
  try {
    b.turnFaceUp(C, Three);
  } catch (OutOfRange& e) {
    std::cout << "exception: " << e.what() << std::endl;
  }
  return 0;
}
#endif
