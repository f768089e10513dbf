#include "board.h"

#include <cctype>
#include <utility>

#include "carddeck.h"

std::optional<Position> Position::parse(const std::string& text) {
    std::string s;
    for (unsigned char ch : text)
        if (std::isalnum(ch)) s += static_cast<char>(std::toupper(ch));
    if (s.size() != 2) return std::nullopt;
    Position p{s[0] - 'A', s[1] - '1'};
    if (!p.onBoard()) return std::nullopt;
    return p;
}

Board::Board() {
    auto& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (const auto& p : positions()) grid_[p.row][p.col].card = deck.getNext();
}

Board::Cell& Board::at(const Letter& l, const Number& n) {
    return const_cast<Cell&>(static_cast<const Board&>(*this).at(l, n));
}

const Board::Cell& Board::at(const Letter& l, const Number& n) const {
    const Position p = Position::of(l, n);
    if (!p.onBoard()) throw OutOfRange("no card at " + p.str());
    return grid_[p.row][p.col];
}

bool Board::isFaceUp(const Letter& l, const Number& n) const { return at(l, n).up; }

bool Board::turnFaceUp(const Letter& l, const Number& n) { return !std::exchange(at(l, n).up, true); }

bool Board::turnFaceDown(const Letter& l, const Number& n) { return std::exchange(at(l, n).up, false); }

void Board::reset() {
    for (auto& row : grid_)
        for (auto& cell : row) cell.up = false;
}

const Card* Board::getCard(const Letter& l, const Number& n) const { return at(l, n).card; }

void Board::swap(const Position& a, const Position& b) {
    std::swap(at(a.letter(), a.number()), at(b.letter(), b.number()));
}

std::vector<Position> Board::positions() const {
    std::vector<Position> all;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            if (Position{r, c}.onBoard()) all.push_back({r, c});
    return all;
}

std::ostream& operator<<(std::ostream& os, const Board& b) {
    for (int r = 0; r < 5; ++r) {
        for (int line = 0; line < 3; ++line) {
            os << (line == 1 ? static_cast<char>('A' + r) : ' ');
            for (const auto& cell : b.grid_[r])
                os << ' ' << (cell.card == nullptr ? std::string(3, ' ') : cell.up ? (*cell.card)(line) : "zzz");
            os << '\n';
        }
        os << '\n';
    }
    return os << "   1   2   3   4   5\n";
}

#ifdef TEST_BOARD_
#include <iostream>
int main() {
    Board b;
    b.turnFaceUp(Letter::A, Number::One);
    b.turnFaceUp(Letter::D, Number::Three);
    std::cout << b << "again: " << b.turnFaceUp(Letter::A, Number::One) << '\n';
    try {
        b.isFaceUp(Letter::C, Number::Three);
    } catch (const OutOfRange& e) {
        std::cout << e.what() << '\n';
    }
    b.reset();
    std::cout << b;
}
#endif
