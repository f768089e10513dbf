#include "board.h"
#include <cctype>
#include "carddeck.h"

bool Pos::parse(std::string s, Pos& p) {
    if (s.size() != 2) return false;
    p.r = std::toupper((unsigned char)s[0]) - 'A';
    p.c = s[1] - '1';
    return p.r >= 0 && p.r < 5 && p.c >= 0 && p.c < 5;
}

Board::Board() {
    for (auto& s : screen) s = std::string(19, ' ');
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c) draw(r, c);
}

void Board::check(const Letter& l, const Number& n) const {
    Pos p{int(l), int(n)};
    if (!p.ok()) throw OutOfRange();
}

void Board::draw(int r, int c) {
    for (int i = 0; i < 3; ++i) {
        std::string s = "   ";
        if (cell[r][c]) s = up[r][c] ? (*cell[r][c])(i) : "zzz";
        screen[4 * r + i].replace(4 * c, 3, s);
    }
}

void Board::deal(CardDeck& d) {
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            if (Pos{r, c}.ok()) { cell[r][c] = d.getNext(); up[r][c] = false; draw(r, c); }
}

bool Board::isFaceUp(const Letter& l, const Number& n) const {
    check(l, n);
    return up[l][n];
}

bool Board::turnFaceUp(const Letter& l, const Number& n) {
    check(l, n);
    if (up[l][n]) return false;
    up[l][n] = true;
    draw(l, n);
    return true;
}

bool Board::turnFaceDown(const Letter& l, const Number& n) {
    check(l, n);
    if (!up[l][n]) return false;
    up[l][n] = false;
    draw(l, n);
    return true;
}

void Board::reset() {
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            if (Pos{r, c}.ok()) turnFaceDown(Letter(r), Number(c));
}

const Card* Board::get(const Letter& l, const Number& n) const {
    check(l, n);
    return cell[l][n];
}

void Board::swap(const Pos& x, const Pos& y) {
    check(x.L(), x.N());
    check(y.L(), y.N());
    std::swap(cell[x.r][x.c], cell[y.r][y.c]);
    std::swap(up[x.r][x.c], up[y.r][y.c]);
    draw(x.r, x.c);
    draw(y.r, y.c);
}

std::ostream& operator<<(std::ostream& o, const Board& b) {
    for (int i = 0; i < 19; ++i) {
        if (i % 4 == 3) { o << "\n"; continue; }
        o << (i % 4 == 1 ? char('A' + i / 4) : ' ') << ' ' << b.screen[i] << "\n";
    }
    return o << "\n   1   2   3   4   5\n";
}

#ifdef TEST_BOARD_
#include <iostream>
int main() {
    auto& d = CardDeck::make_CardDeck();
    d.shuffle();
    Board b;
    b.deal(d);
    std::cout << b;
    b.turnFaceUp(A, N1); b.turnFaceUp(D, N1); b.turnFaceUp(B, N4); b.turnFaceUp(D, N3);
    std::cout << b << b.turnFaceUp(A, N1) << "\n";
    try { b.isFaceUp(C, N3); } catch (OutOfRange& e) { std::cout << e.what() << "\n"; }
    b.reset();
    std::cout << b;
}
#endif
