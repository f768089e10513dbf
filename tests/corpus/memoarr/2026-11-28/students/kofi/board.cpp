// Memoarr! -- the board (Kofi)
#include "memoarr.h"

Board::Board() : screen(19, std::string(19, ' ')) {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c) {
            card[r][c] = (r == 2 && c == 2) ? nullptr : deck.getNext();
            up[r][c] = false;
            draw(r, c);
        }
}

void Board::check(const Letter& l, const Number& n) {
    if (l < A || l > E || n < One || n > Five || (l == C && n == Three)) throw OutOfRange();
}

void Board::draw(int r, int c) {
    for (int i = 0; i < 3; ++i) {
        std::string s = card[r][c] == nullptr ? "   " : up[r][c] ? (*card[r][c])(i) : "zzz";
        screen[4 * r + i].replace(4 * c, 3, s);
    }
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
        for (int c = 0; c < 5; ++c) {
            up[r][c] = false;
            draw(r, c);
        }
}

const Card* Board::getCard(const Letter& l, const Number& n) const {
    check(l, n);
    return card[l][n];
}

void Board::swap(Pos a, Pos b) {
    check(Letter(a.row), Number(a.col));
    check(Letter(b.row), Number(b.col));
    std::swap(card[a.row][a.col], card[b.row][b.col]);
    std::swap(up[a.row][a.col], up[b.row][b.col]);
    draw(a.row, a.col);
    draw(b.row, b.col);
}

std::ostream& operator<<(std::ostream& os, const Board& b) {
    for (int i = 0; i < 19; ++i) {
        if (i % 4 == 3)
            os << '\n';
        else
            os << (i % 4 == 1 ? char('A' + i / 4) : ' ') << ' ' << b.screen[i] << '\n';
    }
    return os << "\n   1   2   3   4   5\n";
}

#ifdef TEST_BOARD_
int main() {
    Board b;
    b.turnFaceUp(A, One);
    b.turnFaceUp(C, Two);
    std::cout << b;
    try {
        b.turnFaceUp(C, Three);
    } catch (OutOfRange& e) {
        std::cout << e.what() << '\n';
    }
}
#endif
