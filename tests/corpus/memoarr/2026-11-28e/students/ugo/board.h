#ifndef BOARD_H
#define BOARD_H
#include <array>
#include <iostream>
#include <string>
#include "card.h"
class CardDeck;

enum Letter { A, B, C, D, E };
enum Number { N1, N2, N3, N4, N5 };

struct OutOfRange {
    string msg = "OutOfRange";
};

// r,c in 0..4
bool hasCard(int r, int c);
string posName(int r, int c);
bool readPos(const string& s, int& r, int& c);

class Board {
    const Card* cd[5][5];
    bool up[5][5];
    array<string, 19> scr;
    void chk(int r, int c) const;
    void paint(int r, int c);
public:
    Board();
    void deal(CardDeck& d);
    bool isFaceUp(const Letter& l, const Number& n) const;
    bool turnFaceUp(const Letter& l, const Number& n);
    bool turnFaceDown(const Letter& l, const Number& n);
    void reset();
    const Card* get(int r, int c) const;
    void swapCards(int r1, int c1, int r2, int c2);
    friend ostream& operator<<(ostream& os, const Board& b);
};
#endif
