// board.h -- the 5 x 5 table of cards, centre left free
#ifndef BOARD_H
#define BOARD_H

#include <array>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>
#include "card.h"

enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

class OutOfRange : public std::out_of_range {
public:
    explicit OutOfRange(const std::string& what) : std::out_of_range(what) {}
};

struct Position {
    Letter letter;
    Number number;
    bool operator==(const Position& o) const { return letter == o.letter && number == o.number; }
    bool operator!=(const Position& o) const { return !(*this == o); }
    std::string str() const;
    bool isCentre() const { return letter == C && number == Three; }
    // parses "B2", "b2", "B 2"; returns false if the text is no board position
    static bool parse(const std::string& text, Position& out);
};

class Board {
    static const int N = 5;
    std::array<std::array<const Card*, N>, N> d_cards{};
    std::array<std::array<bool, N>, N> d_up{};
    std::array<std::string, 19> d_screen;   // the 19 x 19 screen image of the cards

    void check(const Letter&, const Number&) const;
    void render();
public:
    Board();   // deals 24 cards from the shuffled CardDeck

    bool isFaceUp(const Letter&, const Number&) const;
    bool turnFaceUp(const Letter&, const Number&);
    bool turnFaceDown(const Letter&, const Number&);
    void reset();

    const Card* getCard(const Letter&, const Number&) const;
    // octopus: exchange the cards (and their face states) of two positions
    void swap(const Position&, const Position&);
    std::vector<Position> neighbours(const Position&) const;
    std::vector<Position> positions(bool faceUp) const;

    // the board with some extra cards shown (the peek at the start of a round)
    void printWith(std::ostream&, const std::vector<Position>& shown) const;

    friend std::ostream& operator<<(std::ostream&, const Board&);
};

#endif
