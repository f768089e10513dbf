/*
 * board.h
 * The board: 5 x 5 places, the centre is empty. It keeps the text of the screen display.
 */
#ifndef TESS_BOARD_H
#define TESS_BOARD_H

#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>
#include "card.h"

enum Letter { A = 0, B, C, D, E };
enum Number { One = 0, Two, Three, Four, Five };

/* thrown for a position that has no card */
class OutOfRange : public std::out_of_range {
public:
    OutOfRange() : std::out_of_range("OutOfRange") {}
};

/* a place on the board, like B4 */
class Location {
private:
    int row;
    int column;

public:
    Location();
    Location(int row, int column);
    int getRow() const;
    int getColumn() const;
    Letter getLetter() const;
    Number getNumber() const;
    bool hasCard() const;           // inside the board and not the centre
    std::string toString() const;
    bool operator==(const Location& other) const;

    /* reads "B4" (also "b4"); returns false if the text is not a position */
    static bool parse(const std::string& text, Location& result);
    static std::vector<Location> allCardLocations();
};

class CardDeck;

class Board {
private:
    const Card* cards[5][5];
    bool faceUp[5][5];
    std::string display[19];

    void checkRange(const Letter& letter, const Number& number) const;
    void updateDisplay(int row, int column);
    void fill(CardDeck& deck);

public:
    Board();

    bool isFaceUp(const Letter& letter, const Number& number) const;
    bool turnFaceUp(const Letter& letter, const Number& number);
    bool turnFaceDown(const Letter& letter, const Number& number);
    void reset();

    const Card* getCard(const Letter& letter, const Number& number) const;
    void exchange(const Location& first, const Location& second);

    friend std::ostream& operator<<(std::ostream& out, const Board& board);
};

#endif
