// board.h - the 5x5 board of cards (centre left empty).
#ifndef KAI_BOARD_H
#define KAI_BOARD_H

#include <array>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>
#include "card.h"
#include "position.h"

class OutOfRange : public std::out_of_range {
public:
    explicit OutOfRange(const std::string& what) : std::out_of_range(what) {}
};

class Board {
    static const int SIZE = 5;
    std::array<std::array<Card*, SIZE>, SIZE> d_cards{};
    std::array<std::array<bool, SIZE>, SIZE> d_faceUp{};
    std::vector<std::string> d_screen;   // the 19 text rows (cards + spacer rows)

    void check(const Letter& l, const Number& n) const;
    void redraw(int row, int col);       // refresh the 3x3 block of one card
    bool setFace(const Letter& l, const Number& n, bool up);

public:
    Board();   // deals 24 cards from the CardDeck

    bool isFaceUp(const Letter& l, const Number& n) const;
    bool turnFaceUp(const Letter& l, const Number& n);
    bool turnFaceDown(const Letter& l, const Number& n);
    void reset();

    Card* getCard(const Letter& l, const Number& n) const;
    // Octopus support: two cards trade places, each keeping its face state.
    void swapCards(const Position& a, const Position& b);
    std::vector<Position> positions(bool faceUp) const;   // all card positions in that state

    friend std::ostream& operator<<(std::ostream& os, const Board& b);
};

#endif
