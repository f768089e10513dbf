// board.h -- the 5 x 5 table of cards (the centre C3 stays empty).
#ifndef ABE_BOARD_H
#define ABE_BOARD_H

#include <array>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "card.h"

enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

constexpr int kBoardSize = 5;

class OutOfRange : public std::out_of_range {
public:
    explicit OutOfRange(const std::string& what) : std::out_of_range(what) {}
};

struct Position {
    Letter letter;
    Number number;

    std::string str() const;
    bool operator==(const Position& o) const { return letter == o.letter && number == o.number; }
    bool operator!=(const Position& o) const { return !(*this == o); }
    bool isCentre() const { return letter == C && number == Three; }
    // parses things like "B4", "b4", " b 4 "; false if not of that form
    static bool parse(const std::string& text, Position& out);
};

class Board {
    std::array<std::array<const Card*, kBoardSize>, kBoardSize> d_cards{};
    std::array<std::array<bool, kBoardSize>, kBoardSize> d_faceUp{};
    // the 19 x 19 characters of the screen picture of the cards
    std::array<std::string, 19> d_screen;

    void check(const Letter& l, const Number& n) const;
    void paint(int row, int col);

public:
    Board();  // deals the shuffled CardDeck onto the table

    bool isFaceUp(const Letter& l, const Number& n) const;
    bool turnFaceUp(const Letter& l, const Number& n);
    bool turnFaceDown(const Letter& l, const Number& n);
    void reset();

    const Card* getCard(const Letter& l, const Number& n) const;
    void swapCards(const Position& a, const Position& b);

    std::vector<Position> allPositions() const;  // every position holding a card
    std::vector<Position> faceDownPositions() const;
    std::vector<Position> neighbours(const Position& p) const;

    friend std::ostream& operator<<(std::ostream& os, const Board& board);
};

#endif
