#include "board.h"
#include "carddeck.h"

bool hasCard(int r, int c) { return r >= 0 && r < 5 && c >= 0 && c < 5 && !(r == 2 && c == 2); }

string posName(int r, int c) {
    string s = "A1";
    s[0] = 'A' + r;
    s[1] = '1' + c;
    return s;
}

bool readPos(const string& s, int& r, int& c) {
    if (s.size() != 2) return false;
    r = toupper(s[0]) - 'A';
    c = s[1] - '1';
    return r >= 0 && r < 5 && c >= 0 && c < 5;
}

Board::Board() {
    for (int i = 0; i < 19; i++) scr[i] = string(19, ' ');
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++) { cd[r][c] = nullptr; up[r][c] = false; paint(r, c); }
}

void Board::deal(CardDeck& d) {
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++)
            if (hasCard(r, c)) { cd[r][c] = d.getNext(); up[r][c] = false; paint(r, c); }
}

void Board::chk(int r, int c) const {
    if (!hasCard(r, c)) throw OutOfRange();
}

void Board::paint(int r, int c) {
    for (int i = 0; i < 3; i++) {
        string s = "   ";
        if (cd[r][c]) s = up[r][c] ? (*cd[r][c])(i) : "zzz";
        scr[r * 4 + i].replace(c * 4, 3, s);
    }
}

bool Board::isFaceUp(const Letter& l, const Number& n) const { chk(l, n); return up[l][n]; }

bool Board::turnFaceUp(const Letter& l, const Number& n) {
    chk(l, n);
    if (up[l][n]) return false;
    up[l][n] = true;
    paint(l, n);
    return true;
}

bool Board::turnFaceDown(const Letter& l, const Number& n) {
    chk(l, n);
    if (!up[l][n]) return false;
    up[l][n] = false;
    paint(l, n);
    return true;
}

void Board::reset() {
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++)
            if (hasCard(r, c)) turnFaceDown((Letter)r, (Number)c);
}

const Card* Board::get(int r, int c) const { chk(r, c); return cd[r][c]; }

void Board::swapCards(int r1, int c1, int r2, int c2) {
    chk(r1, c1);
    chk(r2, c2);
    swap(cd[r1][c1], cd[r2][c2]);
    swap(up[r1][c1], up[r2][c2]);
    paint(r1, c1);
    paint(r2, c2);
}

ostream& operator<<(ostream& os, const Board& b) {
    for (int i = 0; i < 19; i++) {
        if (i % 4 == 3) os << "\n";
        else os << (i % 4 == 1 ? char('A' + i / 4) : ' ') << " " << b.scr[i] << "\n";
    }
    os << "\n   1   2   3   4   5\n";
    return os;
}

#ifdef TEST_BOARD_
int main() {
    CardDeck& d = CardDeck::make_CardDeck();
    d.shuffle();
    Board b;
    b.deal(d);
    b.turnFaceUp(A, N1);
    b.turnFaceUp(D, N1);
    b.turnFaceUp(B, N4);
    b.turnFaceUp(D, N3);
    cout << b;
    try { b.turnFaceUp(C, N3); } catch (OutOfRange& e) { cout << e.msg << endl; }
    b.reset();
    cout << b;
}
#endif
