// board.cpp
#include "board.h"
#include "carddeck.h"
#include <ostream>

Board::Board() {
    screen_.fill(std::string(19, ' '));
    for (int r = 0; r < kSize; ++r)
        for (int c = 0; c < kSize; ++c) redraw(r, c);
}

void Board::check(const Letter& l, const Number& n) {
    const int r = static_cast<int>(l), c = static_cast<int>(n);
    if (!Position::inRange(r, c) || Position::at(r, c).isCentre())
        throw OutOfRange("no card at this position");
}

void Board::redraw(int r, int c) {
    const Card* card = cards_[r][c];
    for (int row = 0; row < 3; ++row) {
        std::string cell = "   ";
        if (card != nullptr) cell = faceUp_[r][c] ? (*card)(row) : std::string("zzz");
        screen_[r * 4 + row].replace(c * 4, 3, cell);
    }
}

void Board::deal(CardDeck& deck) {
    for (const Position& p : Position::all()) {
        cards_[p.r()][p.c()] = deck.getNext();
        faceUp_[p.r()][p.c()] = false;
        redraw(p.r(), p.c());
    }
}

bool Board::isFaceUp(const Letter& l, const Number& n) const {
    check(l, n);
    return faceUp_[static_cast<int>(l)][static_cast<int>(n)];
}

bool Board::turnFaceUp(const Letter& l, const Number& n) {
    check(l, n);
    const int r = static_cast<int>(l), c = static_cast<int>(n);
    if (faceUp_[r][c]) return false;
    faceUp_[r][c] = true;
    redraw(r, c);
    return true;
}

bool Board::turnFaceDown(const Letter& l, const Number& n) {
    check(l, n);
    const int r = static_cast<int>(l), c = static_cast<int>(n);
    if (!faceUp_[r][c]) return false;
    faceUp_[r][c] = false;
    redraw(r, c);
    return true;
}

void Board::reset() {
    for (const Position& p : Position::all()) turnFaceDown(p.row, p.col);
}

const Card* Board::getCard(const Letter& l, const Number& n) const {
    check(l, n);
    return cards_[static_cast<int>(l)][static_cast<int>(n)];
}

void Board::swapCards(const Position& a, const Position& b) {
    check(a.row, a.col);
    check(b.row, b.col);
    std::swap(cards_[a.r()][a.c()], cards_[b.r()][b.c()]);
    std::swap(faceUp_[a.r()][a.c()], faceUp_[b.r()][b.c()]);
    redraw(a.r(), a.c());
    redraw(b.r(), b.c());
}

std::ostream& operator<<(std::ostream& os, const Board& b) {
    for (int line = 0; line < Board::kScreenRows; ++line) {
        const bool labelled = line % 4 == 1;
        const bool gap = line % 4 == 3;
        if (gap) { os << '\n'; continue; }
        os << (labelled ? static_cast<char>('A' + line / 4) : ' ') << ' ' << b.screen_[line] << '\n';
    }
    os << '\n' << "   1   2   3   4   5" << '\n';
    return os;
}

#ifdef TEST_BOARD_
#include <iostream>
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    Board board;
    board.deal(deck);
    board.turnFaceUp(Letter::A, Number::One);
    board.turnFaceUp(Letter::D, Number::One);
    board.turnFaceUp(Letter::B, Number::Four);
    board.turnFaceUp(Letter::D, Number::Three);
    std::cout << board;
    try {
        board.turnFaceUp(Letter::C, Number::Three);
    } catch (const OutOfRange& e) {
        std::cout << "OutOfRange: " << e.what() << '\n';
    }
    board.reset();
    std::cout << board;
    return 0;
}
#endif
