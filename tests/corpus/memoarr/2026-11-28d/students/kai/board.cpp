// board.cpp
#include "board.h"
#include "carddeck.h"
#include <iostream>

Board::Board() : d_screen(19, std::string(19, ' ')) {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int r = 0; r < SIZE; ++r)
        for (int c = 0; c < SIZE; ++c) {
            d_cards[r][c] = Position::at(r, c).isCentre() ? nullptr : deck.getNext();
            d_faceUp[r][c] = false;
            redraw(r, c);
        }
}

void Board::check(const Letter& l, const Number& n) const {
    const int r = static_cast<int>(l), c = static_cast<int>(n);
    if (!Position::inside(r, c) || d_cards[r][c] == nullptr)
        throw OutOfRange("no card at this position");
}

void Board::redraw(int row, int col) {
    const Card* card = d_cards[row][col];
    for (int k = 0; k < 3; ++k) {
        std::string cell = card == nullptr ? "   " : (d_faceUp[row][col] ? (*card)(k) : "zzz");
        d_screen[row * 4 + k].replace(col * 4, 3, cell);
    }
}

bool Board::isFaceUp(const Letter& l, const Number& n) const {
    check(l, n);
    return d_faceUp[static_cast<int>(l)][static_cast<int>(n)];
}

bool Board::setFace(const Letter& l, const Number& n, bool up) {
    check(l, n);
    const int r = static_cast<int>(l), c = static_cast<int>(n);
    if (d_faceUp[r][c] == up) return false;
    d_faceUp[r][c] = up;
    redraw(r, c);
    return true;
}

bool Board::turnFaceUp(const Letter& l, const Number& n) { return setFace(l, n, true); }
bool Board::turnFaceDown(const Letter& l, const Number& n) { return setFace(l, n, false); }

void Board::reset() {
    for (int r = 0; r < SIZE; ++r)
        for (int c = 0; c < SIZE; ++c) {
            d_faceUp[r][c] = false;
            redraw(r, c);
        }
}

Card* Board::getCard(const Letter& l, const Number& n) const {
    check(l, n);
    return d_cards[static_cast<int>(l)][static_cast<int>(n)];
}

void Board::swapCards(const Position& a, const Position& b) {
    check(a.letter, a.number);
    check(b.letter, b.number);
    std::swap(d_cards[a.row()][a.col()], d_cards[b.row()][b.col()]);
    std::swap(d_faceUp[a.row()][a.col()], d_faceUp[b.row()][b.col()]);
    redraw(a.row(), a.col());
    redraw(b.row(), b.col());
}

std::vector<Position> Board::positions(bool faceUp) const {
    std::vector<Position> result;
    for (int r = 0; r < SIZE; ++r)
        for (int c = 0; c < SIZE; ++c)
            if (d_cards[r][c] != nullptr && d_faceUp[r][c] == faceUp) result.push_back(Position::at(r, c));
    return result;
}

std::ostream& operator<<(std::ostream& os, const Board& b) {
    for (std::size_t line = 0; line < b.d_screen.size(); ++line) {
        const bool labelled = line % 4 == 1;
        const bool spacer = line % 4 == 3;
        if (spacer) { os << '\n'; continue; }
        os << (labelled ? static_cast<char>('A' + line / 4) : ' ') << ' ' << b.d_screen[line] << '\n';
    }
    os << '\n' << "   1   2   3   4   5" << '\n';
    return os;
}

#ifdef TEST_BOARD_
int main() {
    Board b;
    std::cout << b << std::endl;
    b.turnFaceUp(Letter::A, Number::One);
    b.turnFaceUp(Letter::D, Number::Three);
    std::cout << "A1 up again returns " << b.turnFaceUp(Letter::A, Number::One) << std::endl;
    std::cout << b << std::endl;
    try {
        b.isFaceUp(Letter::C, Number::Three);
    } catch (const OutOfRange& e) {
        std::cout << "centre throws OutOfRange: " << e.what() << std::endl;
    }
    b.swapCards(Position::at(0, 0), Position::at(0, 1));
    std::cout << b << std::endl;
    b.reset();
    std::cout << b;
    return 0;
}
#endif
