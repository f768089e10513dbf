#ifndef STAN_BOARD_H
#define STAN_BOARD_H

#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>
#include "card.h"

enum Letter { ROW_A, ROW_B, ROW_C, ROW_D, ROW_E };
enum Number { COL_1, COL_2, COL_3, COL_4, COL_5 };

const int BOARD_SIZE = 5;

class OutOfRange : public std::logic_error {
public:
    OutOfRange() : std::logic_error("OutOfRange: no card at that position") {}
};

struct Position {
    Letter letter;
    Number number;

    bool operator==(const Position& other) const { return letter == other.letter && number == other.number; }
    bool operator!=(const Position& other) const { return !(*this == other); }
    std::string toString() const;
    bool isCenter() const { return letter == ROW_C && number == COL_3; }

    static bool fromString(const std::string& text, Position& result);
    static bool onBoard(int row, int col);   // inside 5x5 and not the centre
    static std::vector<Position> everyCard();
};

class CardDeck;

class Board {
public:
    Board();
    void placeCards(CardDeck& deck);

    bool isFaceUp(const Letter& letter, const Number& number) const;
    bool turnFaceUp(const Letter& letter, const Number& number);
    bool turnFaceDown(const Letter& letter, const Number& number);
    void reset();

    const Card* getCard(const Letter& letter, const Number& number) const;
    void exchange(const Position& first, const Position& second);

    friend std::ostream& operator<<(std::ostream& out, const Board& board);

private:
    void validate(const Letter& letter, const Number& number) const;
    void refresh(int row, int col);

    const Card* m_cards[BOARD_SIZE][BOARD_SIZE];
    bool m_faceUp[BOARD_SIZE][BOARD_SIZE];
    std::string m_screen[19];
};

#endif
