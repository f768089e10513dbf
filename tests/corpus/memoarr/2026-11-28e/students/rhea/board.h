#pragma once
#include <exception>
#include <ostream>
#include <string>
#include "card.h"

class CardDeck;

enum Letter { A, B, C, D, E };
enum Number { N1, N2, N3, N4, N5 };

struct OutOfRange : std::exception {
    const char* what() const noexcept override { return "OutOfRange"; }
};

// board position helper, r/c are 0..4
struct Pos {
    int r = -1, c = -1;
    bool ok() const { return r >= 0 && r < 5 && c >= 0 && c < 5 && !(r == 2 && c == 2); }
    bool operator==(const Pos& o) const { return r == o.r && c == o.c; }
    Letter L() const { return Letter(r); }
    Number N() const { return Number(c); }
    std::string str() const { return std::string{char('A' + r), char('1' + c)}; }
    static bool parse(std::string s, Pos& p);
};

class Board {
    const Card* cell[5][5] = {};
    bool up[5][5] = {};
    std::string screen[19];
    void check(const Letter& l, const Number& n) const;
    void draw(int r, int c);
public:
    Board();
    void deal(CardDeck& d);
    bool isFaceUp(const Letter& l, const Number& n) const;
    bool turnFaceUp(const Letter& l, const Number& n);
    bool turnFaceDown(const Letter& l, const Number& n);
    void reset();
    const Card* get(const Letter& l, const Number& n) const;
    void swap(const Pos& x, const Pos& y);
    friend std::ostream& operator<<(std::ostream& o, const Board& b);
};
