#ifndef GAME_H
#define GAME_H

#include <iostream>
#include <vector>
#include "board.h"
#include "player.h"
using namespace std;

struct Pos {
    int r, c;
    string name() const {
        string s = "";
        s += (char)('A' + r);
        s += (char)('1' + c);
        return s;
    }
    bool operator==(const Pos &o) const { return r == o.r && c == o.c; }
};

class Game {
    int round;
    int current;
    const Card *previousCard;
    const Card *currentCard;
    bool expertDisplay;

public:
    Board board;
    vector<Player> players;
    vector<Pos> order;   // face up cards in the order they were turned
    // expert rules
    bool skipNext;
    vector<Pos> blocked;
    vector<Pos> blockedNext;

    Game(bool expertDisplay);
    int getRound();
    void addPlayer(const Player &p);
    Player &getPlayer();
    const Card *getPreviousCard();
    const Card *getCurrentCard();
    void setCurrentCard(const Card *c);

    void nextRound();
    void newRound();
    void setCurrent(int i);
    int getCurrent();
    void nextPlayer();
    int countActive() const;
    void flip(Pos p);
    void unflip(Pos p);
    void swapCards(Pos a, Pos b);
    bool isBlocked(Pos p);
    vector<Pos> faceDown();
    vector<Pos> available();
    void printCards(ostream &out, vector<Pos> list) const;
    void showFront(const Player &p);
    friend ostream &operator<<(ostream &out, const Game &g);
};

#endif
