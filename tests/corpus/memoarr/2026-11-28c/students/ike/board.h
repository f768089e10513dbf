// board.h -- author: Ike
#ifndef IKE_BOARD_H
#define IKE_BOARD_H

#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>
#include "cards.h"

enum Letter { A, B, C, D, E };
enum Number { ONE, TWO, THREE, FOUR, FIVE };

class OutOfRange : public std::exception {
public:
    const char* what() const noexcept override { return "OutOfRange"; }
};

struct Location {
    int row;
    int col;
    std::string toString() const {
        std::string s = "";
        s += (char)('A' + row);
        s += (char)('1' + col);
        return s;
    }
    bool equals(const Location& other) const { return row == other.row && col == other.col; }
};

class Board {
private:
    const Card* cards[5][5];
    bool faceUp[5][5];
    void validate(const Letter& letter, const Number& number) const;
public:
    Board();
    bool isFaceUp(const Letter& letter, const Number& number) const;
    bool turnFaceUp(const Letter& letter, const Number& number);
    bool turnFaceDown(const Letter& letter, const Number& number);
    void reset();
    const Card* getCard(const Letter& letter, const Number& number) const;
    void swapCards(Location first, Location second);
    int countFaceDown() const;
    std::vector<Location> getLocations(bool up) const;
    void print(std::ostream& out, const std::vector<Location>& peek) const;
    friend std::ostream& operator<<(std::ostream& out, const Board& board);
};

#endif
