#ifndef BOARD_H
#define BOARD_H
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>
#include "card.h"

enum Letter { A, B, C, D, E };
enum Number { N1, N2, N3, N4, N5 };

struct OutOfRange : std::out_of_range {
    OutOfRange() : std::out_of_range("OutOfRange") {}
};

struct Pos {
    Letter l;
    Number n;
    bool operator==(const Pos& o) const { return l == o.l && n == o.n; }
    bool operator<(const Pos& o) const { return l != o.l ? l < o.l : n < o.n; }
    std::string str() const { return std::string(1, char('A' + l)) + char('1' + n); }
};

class Board {
    Card* card[5][5];
    bool up[5][5];
    void check(int l, int n) const;
public:
    Board();
    bool isFaceUp(const Letter&, const Number&) const;
    bool turnFaceUp(const Letter&, const Number&);
    bool turnFaceDown(const Letter&, const Number&);
    void reset();
    Card* getCard(const Letter&, const Number&) const;
    void swap(const Pos&, const Pos&);
    static bool valid(int l, int n) { return l >= 0 && l < 5 && n >= 0 && n < 5 && !(l == 2 && n == 2); }
    static std::vector<Pos> all();
    friend std::ostream& operator<<(std::ostream&, const Board&);
};
#endif
