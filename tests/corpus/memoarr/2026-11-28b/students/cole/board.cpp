// board.cpp
#include "board.h"

#include <cctype>

bool Pos::parse(std::string s, Pos& out) {
    std::string t;
    for (char ch : s)
        if (!std::isspace((unsigned char)ch)) t += (char)std::toupper((unsigned char)ch);
    if (t.size() != 2 || t[0] < 'A' || t[0] > 'E' || t[1] < '1' || t[1] > '5') return false;
    out.row = t[0] - 'A';
    out.col = t[1] - '1';
    return true;
}

Board::Board() : screen(19, std::string(19, ' ')) {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            if (!(r == 2 && c == 2)) cards[r][c] = deck.getNext();
    reset();
}

void Board::check(const Letter& l, const Number& n) {
    if (l < A || l > E || n < One || n > Five || (l == C && n == Three)) throw OutOfRange();
}

void Board::redraw(int r, int c) {
    for (int k = 0; k < 3; ++k) {
        std::string cell = !cards[r][c] ? "   " : faceUp[r][c] ? (*cards[r][c])(k) : "zzz";
        screen[4 * r + k].replace(4 * c, 3, cell);
    }
}

bool Board::isFaceUp(const Letter& l, const Number& n) const {
    check(l, n);
    return faceUp[l][n];
}

bool Board::turnFaceUp(const Letter& l, const Number& n) {
    check(l, n);
    if (faceUp[l][n]) return false;
    faceUp[l][n] = true;
    redraw(l, n);
    return true;
}

bool Board::turnFaceDown(const Letter& l, const Number& n) {
    check(l, n);
    if (!faceUp[l][n]) return false;
    faceUp[l][n] = false;
    redraw(l, n);
    return true;
}

void Board::reset() {
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c) {
            faceUp[r][c] = false;
            redraw(r, c);
        }
}

const Card* Board::getCard(const Letter& l, const Number& n) const {
    check(l, n);
    return cards[l][n];
}

void Board::swap(const Pos& a, const Pos& b) {
    std::swap(cards[a.row][a.col], cards[b.row][b.col]);
    std::swap(faceUp[a.row][a.col], faceUp[b.row][b.col]);
    redraw(a.row, a.col);
    redraw(b.row, b.col);
}

std::vector<Pos> Board::faceDown() const {
    std::vector<Pos> v;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            if (cards[r][c] && !faceUp[r][c]) v.push_back(Pos{r, c});
    return v;
}

std::ostream& operator<<(std::ostream& os, const Board& b) {
    for (int i = 0; i < 19; ++i) {
        if (i % 4 == 3) {
            os << "\n";
            continue;
        }
        std::string line = std::string(1, i % 4 == 1 ? char('A' + i / 4) : ' ') + " " + b.screen[i];
        line.erase(line.find_last_not_of(' ') + 1);
        os << line << "\n";
    }
    return os << "\n   1   2   3   4   5\n";
}

#ifdef TEST_BOARD_
#include <iostream>
int main() {
    Board b;
    b.turnFaceUp(A, One);
    b.turnFaceUp(D, Three);
    std::cout << b;
    try {
        b.turnFaceUp(C, Three);
    } catch (OutOfRange&) {
        std::cout << "C3 -> OutOfRange\n";
    }
    return 0;
}
#endif
