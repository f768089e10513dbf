// board.h -- Memoarr! (CSI2372 project, Hana)
#ifndef HANA_BOARD_H
#define HANA_BOARD_H

#include <ostream>
#include <stdexcept>
#include <string>

#include "card.h"

enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

class OutOfRange : public std::out_of_range {
public:
    OutOfRange() : std::out_of_range("no card at this position") {}
};

struct Position {
    Letter letter;
    Number number;
    bool operator==(const Position& o) const { return letter == o.letter && number == o.number; }
    bool operator!=(const Position& o) const { return !(*this == o); }
    std::string toString() const;
    bool isNeighbourOf(const Position& o) const;
    static bool parse(const std::string& text, Position& out);   // "B2", "b2"
    static bool isCentre(Letter l, Number n) { return l == C && n == Three; }
};

class Board {
public:
    static const int kSize = 5;
    static const int kScreenRows = 19;

private:
    std::string d_screen[kScreenRows];       // the 19 x 19 characters of the display
    const Card* d_cards[kSize][kSize];
    bool d_faceUp[kSize][kSize];

    static void check(const Letter& l, const Number& n);
    void paint(int l, int n);               // refresh one card in the screen

public:
    Board();
    bool isFaceUp(const Letter& l, const Number& n) const;
    bool turnFaceUp(const Letter& l, const Number& n);
    bool turnFaceDown(const Letter& l, const Number& n);
    void reset();

    const Card* getCard(const Letter& l, const Number& n) const;
    void swapCards(const Position& p, const Position& q);
    int countFaceDown() const;

    friend std::ostream& operator<<(std::ostream& os, const Board& b);
};

#endif
