/*
 * board.h
 * The 5x5 table of cards, centre left free. Board shows the whole table,
 * ExpertBoard (expert display mode) only the face-up cards in a row.
 */
#ifndef MOE_BOARD_H
#define MOE_BOARD_H

#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "card.h"

enum class Letter { A, B, C, D, E };
enum class Number { One, Two, Three, Four, Five };

class OutOfRange : public std::runtime_error {
public:
    OutOfRange() : std::runtime_error("position out of range") {}
};

struct Location {
    Letter letter;
    Number number;

    int row() const { return static_cast<int>(letter); }
    int col() const { return static_cast<int>(number); }
    std::string name() const { return std::string(1, static_cast<char>('A' + row())) + std::to_string(col() + 1); }
    bool operator==(const Location& o) const { return letter == o.letter && number == o.number; }
    bool operator!=(const Location& o) const { return !(*this == o); }
    static bool exists(int row, int col);   // on the board and not the centre
    static Location of(int row, int col) { return {static_cast<Letter>(row), static_cast<Number>(col)}; }
};

class Board {
public:
    Board();
    virtual ~Board() = default;

    bool isFaceUp(const Letter& l, const Number& n) const;
    bool turnFaceUp(const Letter& l, const Number& n);
    bool turnFaceDown(const Letter& l, const Number& n);
    void reset();

    const Card* getCard(const Letter& l, const Number& n) const;
    void swapCards(const Location& a, const Location& b);
    // all card locations, row by row
    std::vector<Location> locations() const;
    // face-up locations in the order the cards were turned
    const std::vector<Location>& faceUpOrder() const { return m_order; }

    friend std::ostream& operator<<(std::ostream& os, const Board& b) {
        b.print(os);
        return os;
    }

protected:
    virtual void print(std::ostream& os) const;

private:
    void validate(const Letter& l, const Number& n) const;
    const Card* m_cards[5][5];
    bool m_up[5][5];
    std::vector<Location> m_order;
};

class ExpertBoard : public Board {
protected:
    void print(std::ostream& os) const override;
};

#endif
