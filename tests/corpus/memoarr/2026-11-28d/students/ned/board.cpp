#include "board.h"
#include "carddeck.h"

bool Board::exists(int r, int c) { return r >= 0 && r < 5 && c >= 0 && c < 5 && !(r == 2 && c == 2); }

Board::Board() {
    screen = vector<string>(19, string(19, ' '));
    CardDeck &deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int r = 0; r < 5; r++) {
        for (int c = 0; c < 5; c++) {
            if (exists(r, c))
                cards[r][c] = deck.getNext();
            else
                cards[r][c] = nullptr;
            faceUp[r][c] = false;
            draw(r, c);
        }
    }
}

void Board::draw(int r, int c) {
    for (int i = 0; i < 3; i++) {
        string s = "   ";
        if (cards[r][c] != nullptr) {
            if (faceUp[r][c])
                s = (*cards[r][c])(i);
            else
                s = "zzz";
        }
        screen[r * 4 + i].replace(c * 4, 3, s);
    }
}

void Board::check(int r, int c) const {
    if (!exists(r, c)) throw OutOfRange("invalid position");
}

bool Board::isFaceUp(const Letter &l, const Number &n) const {
    check(l, n);
    return faceUp[l][n];
}

bool Board::turnFaceUp(const Letter &l, const Number &n) {
    check(l, n);
    if (faceUp[l][n]) return false;
    faceUp[l][n] = true;
    draw(l, n);
    return true;
}

bool Board::turnFaceDown(const Letter &l, const Number &n) {
    check(l, n);
    if (!faceUp[l][n]) return false;
    faceUp[l][n] = false;
    draw(l, n);
    return true;
}

void Board::reset() {
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++) {
            faceUp[r][c] = false;
            draw(r, c);
        }
}

Card *Board::getCard(const Letter &l, const Number &n) const {
    check(l, n);
    return cards[l][n];
}

void Board::swapCards(int r1, int c1, int r2, int c2) {
    check(r1, c1);
    check(r2, c2);
    Card *tmp = cards[r1][c1];
    cards[r1][c1] = cards[r2][c2];
    cards[r2][c2] = tmp;
    bool up = faceUp[r1][c1];
    faceUp[r1][c1] = faceUp[r2][c2];
    faceUp[r2][c2] = up;
    draw(r1, c1);
    draw(r2, c2);
}

ostream &operator<<(ostream &out, const Board &b) {
    string letters = "ABCDE";
    for (int i = 0; i < 19; i++) {
        if (i % 4 == 3) {
            out << endl;
            continue;
        }
        if (i % 4 == 1)
            out << letters[i / 4] << " ";
        else
            out << "  ";
        out << b.screen[i] << endl;
    }
    out << endl;
    out << "   1   2   3   4   5" << endl;
    return out;
}

#ifdef TEST_BOARD_
int main() {
    Board b;
    cout << b;
    b.turnFaceUp(A, One);
    b.turnFaceUp(D, One);
    b.turnFaceUp(B, Four);
    b.turnFaceUp(D, Three);
    cout << b;
    try {
        b.turnFaceUp(C, Three);
    } catch (OutOfRange &e) {
        cout << "exception: " << e.msg << endl;
    }
    return 0;
}
#endif
