#include "board.h"
#include "carddeck.h"
#include <utility>

Board::Board() {
    CardDeck& d = CardDeck::make_CardDeck();
    d.shuffle();
    for (int l = 0; l < 5; ++l)
        for (int n = 0; n < 5; ++n) {
            card[l][n] = valid(l, n) ? d.getNext() : nullptr;
            up[l][n] = false;
        }
}

void Board::check(int l, int n) const {
    if (!valid(l, n)) throw OutOfRange();
}

bool Board::isFaceUp(const Letter& l, const Number& n) const {
    check(l, n);
    return up[l][n];
}

bool Board::turnFaceUp(const Letter& l, const Number& n) {
    check(l, n);
    if (up[l][n]) return false;
    return up[l][n] = true;
}

bool Board::turnFaceDown(const Letter& l, const Number& n) {
    check(l, n);
    if (!up[l][n]) return false;
    up[l][n] = false;
    return true;
}

void Board::reset() {
    for (auto& row : up)
        for (bool& u : row) u = false;
}

Card* Board::getCard(const Letter& l, const Number& n) const {
    check(l, n);
    return card[l][n];
}

void Board::swap(const Pos& p, const Pos& q) {
    check(p.l, p.n);
    check(q.l, q.n);
    std::swap(card[p.l][p.n], card[q.l][q.n]);
    std::swap(up[p.l][p.n], up[q.l][q.n]);
}

std::vector<Pos> Board::all() {
    std::vector<Pos> v;
    for (int l = 0; l < 5; ++l)
        for (int n = 0; n < 5; ++n)
            if (valid(l, n)) v.push_back({Letter(l), Number(n)});
    return v;
}

std::ostream& operator<<(std::ostream& os, const Board& b) {
    for (int l = 0; l < 5; ++l) {
        for (int r = 0; r < 3; ++r) {
            os << (r == 1 ? char('A' + l) : ' ');
            for (int n = 0; n < 5; ++n) {
                const Card* c = b.card[l][n];
                os << ' ' << (!c ? "   " : b.up[l][n] ? (*c)(r) : "zzz");
            }
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
    b.turnFaceUp(A, N1);
    b.turnFaceUp(D, N3);
    std::cout << b << b.turnFaceUp(A, N1) << "\n";
    try { b.turnFaceUp(C, N3); } catch (OutOfRange&) { std::cout << "OutOfRange\n"; }
    b.reset();
    std::cout << b;
}
#endif
