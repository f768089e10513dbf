#ifndef BOARD_H
#define BOARD_H
#include <string>
#include <vector>
#include <stdexcept>
#include "Deck.h"

enum Letter { A, B, C, D, E };
enum Number { ONE, TWO, THREE, FOUR, FIVE };

class OutOfRange : public std::exception {
public:
    const char* what() const noexcept override { return "OutOfRange"; }
};

class Board {
private:
    const Card* grid[5][5];
    bool up[5][5];
    std::string screen[19];
    void check(const Letter& l, const Number& n) const;
    void draw();
public:
    Board();
    bool isFaceUp(const Letter& l, const Number& n) const;
    bool turnFaceUp(const Letter& l, const Number& n);
    bool turnFaceDown(const Letter& l, const Number& n);
    void reset();
    const Card* getCard(const Letter& l, const Number& n) const;
    void swapCards(int r1, int c1, int r2, int c2);
    bool allFaceUp() const;
    int countFaceDown() const;
    void print(std::ostream& os, std::vector<int> extra) const;
    friend std::ostream& operator<<(std::ostream& os, const Board& b);
};

#endif
