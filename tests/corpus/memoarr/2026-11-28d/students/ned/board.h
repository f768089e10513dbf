#ifndef BOARD_H
#define BOARD_H

#include <iostream>
#include <string>
#include <vector>
#include "card.h"
using namespace std;

enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

class OutOfRange {
public:
    string msg;
    OutOfRange(string m) : msg(m) {}
};

class Board {
    Card *cards[5][5];
    bool faceUp[5][5];
    vector<string> screen;   // 19 lines of 19 characters
    void draw(int r, int c);
    void check(int r, int c) const;

public:
    Board();
    bool isFaceUp(const Letter &l, const Number &n) const;
    bool turnFaceUp(const Letter &l, const Number &n);
    bool turnFaceDown(const Letter &l, const Number &n);
    void reset();
    Card *getCard(const Letter &l, const Number &n) const;
    void swapCards(int r1, int c1, int r2, int c2);
    static bool exists(int r, int c);
    friend ostream &operator<<(ostream &out, const Board &b);
};

#endif
