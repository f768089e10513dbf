// board.h
#pragma once
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cards.h"

enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

struct OutOfRange : std::out_of_range {
    OutOfRange() : std::out_of_range("position out of range") {}
};

struct Pos {
    int row = 0, col = 0;
    Letter letter() const { return Letter(row); }
    Number number() const { return Number(col); }
    std::string str() const { return std::string(1, char('A' + row)) + char('1' + col); }
    bool operator==(const Pos& o) const { return row == o.row && col == o.col; }
    bool operator!=(const Pos& o) const { return !(*this == o); }
    static bool parse(std::string s, Pos& out);
};

class Board {
    const Card* cards[5][5] = {};
    bool faceUp[5][5] = {};
    std::vector<std::string> screen;  // 19 lines of 19 characters
    static void check(const Letter& l, const Number& n);
    void redraw(int r, int c);

public:
    Board();
    bool isFaceUp(const Letter& l, const Number& n) const;
    bool turnFaceUp(const Letter& l, const Number& n);
    bool turnFaceDown(const Letter& l, const Number& n);
    void reset();
    const Card* getCard(const Letter& l, const Number& n) const;
    void swap(const Pos& a, const Pos& b);
    bool hasCard(const Pos& p) const { return !(p.row == 2 && p.col == 2); }
    std::vector<Pos> faceDown() const;
    friend std::ostream& operator<<(std::ostream& os, const Board& b);
};
