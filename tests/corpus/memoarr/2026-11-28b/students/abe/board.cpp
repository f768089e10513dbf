// board.cpp
#include "board.h"

#include <cctype>

#include "carddeck.h"

std::string Position::str() const {
    return std::string(1, static_cast<char>('A' + letter)) + static_cast<char>('1' + number);
}

bool Position::parse(const std::string& text, Position& out) {
    std::string s;
    for (char ch : text)
        if (!std::isspace(static_cast<unsigned char>(ch))) s += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (s.size() != 2 || s[0] < 'A' || s[0] > 'E' || s[1] < '1' || s[1] > '5') return false;
    out = Position{static_cast<Letter>(s[0] - 'A'), static_cast<Number>(s[1] - '1')};
    return true;
}

Board::Board() {
    d_screen.fill(std::string(19, ' '));
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int r = 0; r < kBoardSize; ++r)
        for (int c = 0; c < kBoardSize; ++c) {
            if (r == C && c == Three) continue;  // the free centre
            d_cards[r][c] = deck.getNext();
        }
    // the 25th card simply stays in the deck
    reset();
}

void Board::check(const Letter& l, const Number& n) const {
    if (l < A || l > E || n < One || n > Five || (l == C && n == Three))
        throw OutOfRange("no card at this position");
}

void Board::paint(int row, int col) {
    const Card* card = d_cards[row][col];
    for (int k = 0; k < 3; ++k) {
        std::string cell = card == nullptr ? "   " : d_faceUp[row][col] ? (*card)(k) : "zzz";
        d_screen[row * 4 + k].replace(col * 4, 3, cell);
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
    for (int r = 0; r < kBoardSize; ++r)
        for (int c = 0; c < kBoardSize; ++c) {
            d_faceUp[r][c] = false;
            paint(r, c);
        }
}

const Card* Board::getCard(const Letter& l, const Number& n) const {
    check(l, n);
    return d_cards[l][n];
}

void Board::swapCards(const Position& a, const Position& b) {
    check(a.letter, a.number);
    check(b.letter, b.number);
    std::swap(d_cards[a.letter][a.number], d_cards[b.letter][b.number]);
    std::swap(d_faceUp[a.letter][a.number], d_faceUp[b.letter][b.number]);
    paint(a.letter, a.number);
    paint(b.letter, b.number);
}

std::vector<Position> Board::allPositions() const {
    std::vector<Position> all;
    for (int r = 0; r < kBoardSize; ++r)
        for (int c = 0; c < kBoardSize; ++c)
            if (d_cards[r][c] != nullptr) all.push_back({static_cast<Letter>(r), static_cast<Number>(c)});
    return all;
}

std::vector<Position> Board::faceDownPositions() const {
    std::vector<Position> down;
    for (const Position& p : allPositions())
        if (!d_faceUp[p.letter][p.number]) down.push_back(p);
    return down;
}

std::vector<Position> Board::neighbours(const Position& p) const {
    static const int dr[] = {-1, 1, 0, 0};
    static const int dc[] = {0, 0, -1, 1};
    std::vector<Position> result;
    for (int k = 0; k < 4; ++k) {
        int r = p.letter + dr[k], c = p.number + dc[k];
        if (r < 0 || r >= kBoardSize || c < 0 || c >= kBoardSize) continue;
        if (d_cards[r][c] == nullptr) continue;
        result.push_back({static_cast<Letter>(r), static_cast<Number>(c)});
    }
    return result;
}

std::ostream& operator<<(std::ostream& os, const Board& board) {
    for (int line = 0; line < 19; ++line) {
        std::string text = board.d_screen[line];
        if (line % 4 == 3) {  // the gap between two rows of cards
            os << '\n';
            continue;
        }
        char label = line % 4 == 1 ? static_cast<char>('A' + line / 4) : ' ';
        text = std::string(1, label) + ' ' + text;
        text.erase(text.find_last_not_of(' ') + 1);
        os << text << '\n';
    }
    os << '\n' << "   1   2   3   4   5" << '\n';
    return os;
}

#ifdef TEST_BOARD_
#include <iostream>
int main() {
    Board b;
    std::cout << b;
    b.turnFaceUp(A, One);
    b.turnFaceUp(D, One);
    b.turnFaceUp(B, Four);
    b.turnFaceUp(D, Three);
    std::cout << b;
    std::cout << "B4 up again: " << b.turnFaceUp(B, Four) << '\n';
    try {
        b.isFaceUp(C, Three);
    } catch (const OutOfRange& e) {
        std::cout << "OutOfRange: " << e.what() << '\n';
    }
    b.reset();
    std::cout << b;
    return 0;
}
#endif
