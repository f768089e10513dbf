#ifndef GAME_H
#define GAME_H
#include <iostream>
#include <vector>
#include "board.h"
#include "player.h"
using namespace std;

struct Spot { int r, c; };
inline bool operator==(Spot a, Spot b) { return a.r == b.r && a.c == b.c; }

class Game {
    Board brd;
    vector<Player> pl;
    int rnd = 0;
    int cur = 0;
    const Card* prevCard = nullptr;
    const Card* curCard = nullptr;
    vector<Spot> shown;   // face up cards in the order they were turned
    bool xdisp;
    void printRow(ostream& os, const vector<Spot>& v) const;
public:
    Game(bool expertDisplay) { xdisp = expertDisplay; }
    int getRound() { return rnd; }
    void addPlayer(const Player& p) { pl.push_back(p); }
    Player& getPlayer() { return pl[cur]; }
    const Card* getPreviousCard() const { return prevCard; }
    const Card* getCurrentCard() const { return curCard; }
    void setCurrentCard(const Card* c) { prevCard = curCard; curCard = c; }

    Board& board() { return brd; }
    vector<Player>& players() { return pl; }
    int activeCount() const;
    int faceDownCount() const;
    void newRound(int first);
    void endRound() { rnd++; }
    void nextPlayer(bool skip);
    void flip(Spot s);
    void hide(Spot s);
    void swapSpots(Spot a, Spot b);
    bool isUp(Spot s) const { return brd.isFaceUp((Letter)s.r, (Number)s.c); }
    void peek(ostream& os, const Player& p);
    friend ostream& operator<<(ostream& os, const Game& g);
};
#endif
