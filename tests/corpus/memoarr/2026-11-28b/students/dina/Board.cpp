#include "Board.h"
#include <iostream>

Board::Board() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int r = 0; r < 5; r++) {
        for (int c = 0; c < 5; c++) {
            up[r][c] = false;
            if (r == 2 && c == 2) grid[r][c] = nullptr;
            else grid[r][c] = deck.getNext();
        }
    }
    draw();
}

void Board::check(const Letter& l, const Number& n) const {
    if (l < 0 || l > 4 || n < 0 || n > 4) throw OutOfRange();
    if (l == 2 && n == 2) throw OutOfRange();
}

void Board::draw() {
    for (int i = 0; i < 19; i++) screen[i] = std::string(19, ' ');
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++)
            for (int k = 0; k < 3; k++) {
                std::string s;
                if (grid[r][c] == nullptr) s = "   ";
                else if (up[r][c]) s = (*grid[r][c])(k);
                else s = "zzz";
                screen[r * 4 + k].replace(c * 4, 3, s);
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
    draw();
    return true;
}

bool Board::turnFaceDown(const Letter& l, const Number& n) {
    check(l, n);
    if (!up[l][n]) return false;
    up[l][n] = false;
    draw();
    return true;
}

void Board::reset() {
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++) up[r][c] = false;
    draw();
}

const Card* Board::getCard(const Letter& l, const Number& n) const {
    check(l, n);
    return grid[l][n];
}

void Board::swapCards(int r1, int c1, int r2, int c2) {
    const Card* t = grid[r1][c1];
    grid[r1][c1] = grid[r2][c2];
    grid[r2][c2] = t;
    bool u = up[r1][c1];
    up[r1][c1] = up[r2][c2];
    up[r2][c2] = u;
    draw();
}

bool Board::allFaceUp() const {
    return countFaceDown() == 0;
}

int Board::countFaceDown() const {
    int n = 0;
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++)
            if (grid[r][c] != nullptr && !up[r][c]) n++;
    return n;
}

// prints the board; the cards in "extra" (r*5+c) are shown face up too (peeking)
void Board::print(std::ostream& os, std::vector<int> extra) const {
    std::string lines[19];
    for (int i = 0; i < 19; i++) lines[i] = screen[i];
    for (int e : extra) {
        int r = e / 5, c = e % 5;
        for (int k = 0; k < 3; k++) lines[r * 4 + k].replace(c * 4, 3, (*grid[r][c])(k));
    }
    const char letters[] = "ABCDE";
    for (int i = 0; i < 19; i++) {
        if (i % 4 == 3) { os << std::endl; continue; }
        std::string line;
        if (i % 4 == 1) line = std::string(1, letters[i / 4]) + " ";
        else line = "  ";
        line += lines[i];
        while (!line.empty() && line.back() == ' ') line.pop_back();
        os << line << std::endl;
    }
    os << std::endl << "   1   2   3   4   5" << std::endl;
}

std::ostream& operator<<(std::ostream& os, const Board& b) {
    b.print(os, std::vector<int>());
    return os;
}

#ifdef TEST_BOARD_
int main() {
    Board b;
    std::cout << b;
    b.turnFaceUp(A, ONE);
    b.turnFaceUp(B, FOUR);
    std::cout << b;
    try { b.turnFaceUp(C, THREE); } catch (OutOfRange& e) { std::cout << "caught " << e.what() << std::endl; }
    return 0;
}
#endif
