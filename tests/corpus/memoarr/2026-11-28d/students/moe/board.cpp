/*
 * board.cpp
 */
#include "board.h"

#include <algorithm>
#include <utility>

#include "carddeck.h"

bool Location::exists(int row, int col) {
    return row >= 0 && row < 5 && col >= 0 && col < 5 && !(row == 2 && col == 2);
}

Board::Board() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int r = 0; r < 5; ++r) {
        for (int c = 0; c < 5; ++c) {
            m_cards[r][c] = Location::exists(r, c) ? deck.getNext() : nullptr;
            m_up[r][c] = false;
        }
    }
}

void Board::validate(const Letter& l, const Number& n) const {
    if (!Location::exists(static_cast<int>(l), static_cast<int>(n))) throw OutOfRange();
}

bool Board::isFaceUp(const Letter& l, const Number& n) const {
    validate(l, n);
    return m_up[static_cast<int>(l)][static_cast<int>(n)];
}

bool Board::turnFaceUp(const Letter& l, const Number& n) {
    if (isFaceUp(l, n)) return false;
    m_up[static_cast<int>(l)][static_cast<int>(n)] = true;
    m_order.push_back({l, n});
    return true;
}

bool Board::turnFaceDown(const Letter& l, const Number& n) {
    if (!isFaceUp(l, n)) return false;
    m_up[static_cast<int>(l)][static_cast<int>(n)] = false;
    m_order.erase(std::find(m_order.begin(), m_order.end(), Location{l, n}));
    return true;
}

void Board::reset() {
    for (auto& row : m_up) std::fill(std::begin(row), std::end(row), false);
    m_order.clear();
}

const Card* Board::getCard(const Letter& l, const Number& n) const {
    validate(l, n);
    return m_cards[static_cast<int>(l)][static_cast<int>(n)];
}

void Board::swapCards(const Location& a, const Location& b) {
    validate(a.letter, a.number);
    validate(b.letter, b.number);
    std::swap(m_cards[a.row()][a.col()], m_cards[b.row()][b.col()]);
    std::swap(m_up[a.row()][a.col()], m_up[b.row()][b.col()]);
    for (Location& loc : m_order) {
        if (loc == a) loc = b;
        else if (loc == b) loc = a;
    }
}

std::vector<Location> Board::locations() const {
    std::vector<Location> all;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            if (Location::exists(r, c)) all.push_back(Location::of(r, c));
    return all;
}

void Board::print(std::ostream& os) const {
    for (int r = 0; r < 5; ++r) {
        for (int line = 0; line < 3; ++line) {
            os << (line == 1 ? static_cast<char>('A' + r) : ' ');
            for (int c = 0; c < 5; ++c) {
                std::string cell = "   ";
                if (m_cards[r][c] != nullptr) cell = m_up[r][c] ? (*m_cards[r][c])(line) : "zzz";
                os << ' ' << cell;
            }
            os << '\n';
        }
        os << '\n';
    }
    os << "   1   2   3   4   5\n";
}

void ExpertBoard::print(std::ostream& os) const {
    const std::vector<Location>& up = faceUpOrder();
    if (up.empty()) {
        os << "[no face-up cards]\n";
        return;
    }
    for (int line = 0; line < 3; ++line) {
        for (std::size_t i = 0; i < up.size(); ++i) {
            if (i > 0) os << ' ';
            os << (*getCard(up[i].letter, up[i].number))(line);
        }
        os << '\n';
    }
    os << '\n';
    for (std::size_t i = 0; i < up.size(); ++i) {
        if (i > 0) os << "  ";
        os << up[i].name();
    }
    os << "\n\n";
}

#ifdef TEST_BOARD_
#include <iostream>
int main() {
    Board board;
    board.turnFaceUp(Letter::A, Number::One);
    board.turnFaceUp(Letter::D, Number::One);
    board.turnFaceUp(Letter::B, Number::Four);
    board.turnFaceUp(Letter::D, Number::Three);
    std::cout << board << std::endl;
    try {
        board.turnFaceUp(Letter::C, Number::Three);
    } catch (const OutOfRange& e) {
        std::cout << "caught: " << e.what() << std::endl;
    }
    ExpertBoard expert;
    expert.turnFaceUp(Letter::A, Number::One);
    expert.turnFaceUp(Letter::D, Number::One);
    std::cout << expert;
    expert.reset();
    std::cout << expert;
    return 0;
}
#endif
