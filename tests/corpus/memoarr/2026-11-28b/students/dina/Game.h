#ifndef GAME_H
#define GAME_H
#include <vector>
#include <iostream>
#include "Board.h"
#include "Player.h"

class Game {
public:
    Board board;
    std::vector<Player> players;
    bool expertDisplay;
    int round;
    int current;
    const Card* prevCard;
    const Card* curCard;
    std::vector<int> faceUp;  // r*5+c of the face-up cards, in the order they were turned
    int turnedThisRound;
    int blocked;      // card the walrus blocked for the current player (-1 = none)
    int blockedNext;  // card blocked for the next player
    bool skipNext;

    Game(bool expert);
    int getRound() const { return round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[current]; }
    const Card* getPreviousCard() const { return prevCard; }
    const Card* getCurrentCard() const { return curCard; }
    void setCurrentCard(const Card* c) { prevCard = curCard; curCard = c; }

    void startRound();
    void flip(int pos);
    void hide(int pos);
    void swapCards(int a, int b);
    void nextPlayer();
    int nextActive() const;
    void show(std::ostream& os, std::vector<int> peek) const;
    friend std::ostream& operator<<(std::ostream& os, const Game& g);
};

std::string posName(int pos);

#endif
