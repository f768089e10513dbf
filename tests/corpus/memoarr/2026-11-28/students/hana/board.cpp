// board.cpp -- Memoarr! (CSI2372 project, Hana)
#include "board.h"

#include <cctype>
#include <cstdlib>
#include <utility>

#include "carddeck.h"

std::string Position::toString() const {
    return std::string(1, char('A' + letter)) + char('1' + number);
}

bool Position::isNeighbourOf(const Position& o) const {
    return std::abs(int(letter) - int(o.letter)) + std::abs(int(number) - int(o.number)) == 1;
}

bool Position::parse(const std::string& text, Position& out) {
    if (text.size() != 2) return false;
    char l = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    char n = text[1];
    if (l < 'A' || l > 'E' || n < '1' || n > '5') return false;
    out.letter = static_cast<Letter>(l - 'A');
    out.number = static_cast<Number>(n - '1');
    return true;
}

void Board::check(const Letter& l, const Number& n) {
    if (l < A || l > E || n < One || n > Five || Position::isCentre(l, n)) throw OutOfRange();
}

Board::Board() {
    for (int r = 0; r < kScreenRows; ++r) d_screen[r] = std::string(19, ' ');
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int l = 0; l < kSize; ++l)
        for (int n = 0; n < kSize; ++n) {
            d_cards[l][n] = Position::isCentre(Letter(l), Number(n)) ? nullptr : deck.getNext();
            d_faceUp[l][n] = false;
            paint(l, n);
        }
}

void Board::paint(int l, int n) {
    for (int row = 0; row < 3; ++row) {
        std::string face;
        if (!d_cards[l][n]) face = "   ";
        else if (d_faceUp[l][n]) face = (*d_cards[l][n])(row);
        else face = "zzz";
        d_screen[4 * l + row].replace(4 * n, 3, face);
    }
}

bool Board::isFaceUp(const Letter& l, const Number& n) const {
    check(l, n);
    return d_faceUp[l][n];
}

bool Board::turnFaceUp(const Letter& l, const Number& n) {
    check(l, n);
    if (d_faceUp[l][n]) return false;
    d_faceUp[l][n] = true;
    paint(l, n);
    return true;
}

bool Board::turnFaceDown(const Letter& l, const Number& n) {
    check(l, n);
    if (!d_faceUp[l][n]) return false;
    d_faceUp[l][n] = false;
    paint(l, n);
    return true;
}

void Board::reset() {
    for (int l = 0; l < kSize; ++l)
        for (int n = 0; n < kSize; ++n) {
            d_faceUp[l][n] = false;
            paint(l, n);
        }
}

const Card* Board::getCard(const Letter& l, const Number& n) const {
    check(l, n);
    return d_cards[l][n];
}

void Board::swapCards(const Position& p, const Position& q) {
    check(p.letter, p.number);
    check(q.letter, q.number);
    std::swap(d_cards[p.letter][p.number], d_cards[q.letter][q.number]);
    std::swap(d_faceUp[p.letter][p.number], d_faceUp[q.letter][q.number]);
    paint(p.letter, p.number);
    paint(q.letter, q.number);
}

int Board::countFaceDown() const {
    int count = 0;
    for (int l = 0; l < kSize; ++l)
        for (int n = 0; n < kSize; ++n)
            if (d_cards[l][n] && !d_faceUp[l][n]) ++count;
    return count;
}

std::ostream& operator<<(std::ostream& os, const Board& b) {
    for (int r = 0; r < Board::kScreenRows; ++r) {
        if (r % 4 == 3) {
            os << '\n';
            continue;
        }
        char label = (r % 4 == 1) ? char('A' + r / 4) : ' ';
        os << label << ' ' << b.d_screen[r] << '\n';
    }
    os << '\n' << "   1   2   3   4   5" << '\n';
    return os;
}

#ifdef TEST_BOARD_
#include <iostream>
int main() {
    Board b;
    std::cout << b << std::endl;
    b.turnFaceUp(A, One);
    b.turnFaceUp(D, One);
    b.turnFaceUp(B, Four);
    b.turnFaceUp(D, Three);
    std::cout << b << std::endl;
    std::cout << "A1 up again? " << b.turnFaceUp(A, One) << std::endl;
    try {
        b.isFaceUp(C, Three);
    } catch (const OutOfRange& e) {
        std::cout << "C3: " << e.what() << std::endl;
    }
    b.reset();
    std::cout << b;
    return 0;
}
#endif
