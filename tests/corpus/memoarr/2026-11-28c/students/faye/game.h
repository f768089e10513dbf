// game.h -- state of one game of Memoarr!
#ifndef GAME_H
#define GAME_H

#include <ostream>
#include <vector>
#include "board.h"
#include "player.h"

class Game {
    Board d_board;
    std::vector<Player> d_players;
    int d_round = 0;
    std::size_t d_current = 0;            // index of the player whose turn it is
    const Card* d_previous = nullptr;
    const Card* d_currentCard = nullptr;
    bool d_expertDisplay;
    std::vector<Position> d_upOrder;      // face-up cards in the order they were turned
public:
    explicit Game(bool expertDisplay) : d_expertDisplay(expertDisplay) {}

    int getRound() const { return d_round; }
    void nextRound() { ++d_round; }
    void addPlayer(const Player& p) { d_players.push_back(p); }
    Player& getPlayer() { return d_players[d_current]; }
    const Player& getPlayer() const { return d_players[d_current]; }
    std::vector<Player>& players() { return d_players; }
    const std::vector<Player>& players() const { return d_players; }
    std::size_t currentIndex() const { return d_current; }
    void setCurrentIndex(std::size_t i) { d_current = i; }

    const Card* getPreviousCard() const { return d_previous; }
    const Card* getCurrentCard() const { return d_currentCard; }
    void setCurrentCard(const Card* c) { d_previous = d_currentCard; d_currentCard = c; }

    Board& board() { return d_board; }
    const Board& board() const { return d_board; }

    // board operations that also keep the face-up order for the expert display
    const Card* turnUp(const Position& p);
    void turnDown(const Position& p);
    void swap(const Position& p, const Position& q);
    void newRound();   // all cards down, all players active, no cards played

    void printCards(std::ostream& os, const std::vector<Position>& shown) const;
    friend std::ostream& operator<<(std::ostream&, const Game&);
};

#endif
