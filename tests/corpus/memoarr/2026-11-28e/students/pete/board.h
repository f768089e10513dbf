// board.h -- the 5 x 5 board (centre empty) and its 19 x 19 screen image.
#ifndef PETE_BOARD_H
#define PETE_BOARD_H

#include <array>
#include <iosfwd>
#include <string>
#include "card.h"
#include "position.h"

class Board {
public:
    static constexpr int kScreenRows = 19;

private:
    std::array<std::array<Card*, kSize>, kSize> cards_{};
    std::array<std::array<bool, kSize>, kSize> faceUp_{};
    std::array<std::string, kScreenRows> screen_;   // 19 rows x 19 characters

    static void check(const Letter& l, const Number& n);
    void redraw(int r, int c);

public:
    Board();
    // deals the first 24 cards of the deck, row by row, around the free centre
    void deal(class CardDeck& deck);

    bool isFaceUp(const Letter&, const Number&) const;
    bool turnFaceUp(const Letter&, const Number&);
    bool turnFaceDown(const Letter&, const Number&);
    void reset();

    const Card* getCard(const Letter&, const Number&) const;
    void swapCards(const Position& a, const Position& b);

    bool isFaceUp(const Position& p) const { return isFaceUp(p.row, p.col); }
    const Card* getCard(const Position& p) const { return getCard(p.row, p.col); }

    friend std::ostream& operator<<(std::ostream& os, const Board& b);
};

#endif
