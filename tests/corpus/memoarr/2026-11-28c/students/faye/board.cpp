// board.cpp
#include "board.h"
#include "carddeck.h"
#include <cctype>
#include <iostream>
#include <algorithm>

std::string Position::str() const {
    return std::string(1, char('A' + letter)) + char('1' + number);
}

bool Position::parse(const std::string& text, Position& out) {
    std::string t;
    for (char ch : text)
        if (!std::isspace(static_cast<unsigned char>(ch))) t += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (t.size() != 2 || t[0] < 'A' || t[0] > 'E' || t[1] < '1' || t[1] > '5') return false;
    out.letter = static_cast<Letter>(t[0] - 'A');
    out.number = static_cast<Number>(t[1] - '1');
    return true;
}

Board::Board() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int r = 0; r < N; ++r)
        for (int c = 0; c < N; ++c)
            d_cards[r][c] = (r == 2 && c == 2) ? nullptr : deck.getNext();
    render();
}

void Board::check(const Letter& l, const Number& n) const {
    if (l < A || l > E || n < One || n > Five || (l == C && n == Three))
        throw OutOfRange("no card at this position");
}

bool Board::isFaceUp(const Letter& l, const Number& n) const {
    check(l, n);
    return d_up[l][n];
}

bool Board::turnFaceUp(const Letter& l, const Number& n) {
    check(l, n);
    if (d_up[l][n]) return false;
    d_up[l][n] = true;
    render();
    return true;
}

bool Board::turnFaceDown(const Letter& l, const Number& n) {
    check(l, n);
    if (!d_up[l][n]) return false;
    d_up[l][n] = false;
    render();
    return true;
}

void Board::reset() {
    for (auto& row : d_up) row.fill(false);
    render();
}

const Card* Board::getCard(const Letter& l, const Number& n) const {
    check(l, n);
    return d_cards[l][n];
}

void Board::swap(const Position& p, const Position& q) {
    check(p.letter, p.number);
    check(q.letter, q.number);
    std::swap(d_cards[p.letter][p.number], d_cards[q.letter][q.number]);
    std::swap(d_up[p.letter][p.number], d_up[q.letter][q.number]);
    render();
}

std::vector<Position> Board::neighbours(const Position& p) const {
    static const int dr[] = { -1, 0, 0, 1 };   // up, left, right, down
    static const int dc[] = { 0, -1, 1, 0 };
    std::vector<Position> out;
    for (int k = 0; k < 4; ++k) {
        int r = p.letter + dr[k], c = p.number + dc[k];
        if (r < 0 || r >= N || c < 0 || c >= N || (r == 2 && c == 2)) continue;
        out.push_back({ static_cast<Letter>(r), static_cast<Number>(c) });
    }
    return out;
}

std::vector<Position> Board::positions(bool faceUp) const {
    std::vector<Position> out;
    for (int r = 0; r < N; ++r)
        for (int c = 0; c < N; ++c)
            if (!(r == 2 && c == 2) && d_up[r][c] == faceUp)
                out.push_back({ static_cast<Letter>(r), static_cast<Number>(c) });
    return out;
}

void Board::render() {
    for (int r = 0; r < N; ++r)
        for (int line = 0; line < 3; ++line) {
            std::string& s = d_screen[r * 4 + line];
            s.clear();
            for (int c = 0; c < N; ++c) {
                if (c) s += ' ';
                if (!d_cards[r][c]) s += "   ";
                else if (d_up[r][c]) s += (*d_cards[r][c])(line);
                else s += "zzz";
            }
        }
    for (int r = 0; r < N - 1; ++r) d_screen[r * 4 + 3].clear();
}

static void printScreen(std::ostream& os, const std::array<std::string, 19>& screen) {
    for (int i = 0; i < 19; ++i) {
        char label = (i % 4 == 1) ? char('A' + i / 4) : ' ';
        if (screen[i].empty()) os << '\n';
        else os << label << ' ' << screen[i] << '\n';
    }
    os << '\n' << "   1   2   3   4   5" << '\n';
}

void Board::printWith(std::ostream& os, const std::vector<Position>& shown) const {
    Board& self = const_cast<Board&>(*this);
    auto saved = d_up;
    for (const Position& p : shown) self.d_up[p.letter][p.number] = true;
    self.render();
    printScreen(os, d_screen);
    self.d_up = saved;
    self.render();
}

std::ostream& operator<<(std::ostream& os, const Board& b) {
    printScreen(os, b.d_screen);
    return os;
}

#ifdef TEST_BOARD_
int main() {
    Board b;
    std::cout << b << std::endl;
    b.turnFaceUp(A, One);
    b.turnFaceUp(D, Three);
    std::cout << b << std::endl;
    std::cout << "A1 up? " << b.isFaceUp(A, One) << "  again: " << b.turnFaceUp(A, One) << std::endl;
    try { b.turnFaceUp(C, Three); } catch (const OutOfRange& e) { std::cout << "OutOfRange: " << e.what() << std::endl; }
    b.reset();
    std::cout << b;
    return 0;
}
#endif
