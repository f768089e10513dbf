// game.h -- the state of one game of Memoarr!
#ifndef PETE_GAME_H
#define PETE_GAME_H

#include <iosfwd>
#include <vector>
#include "board.h"
#include "player.h"

class Game {
    Board board_;
    std::vector<Player> players_;
    int round_ = 0;
    std::size_t current_ = 0;
    const Card* previous_ = nullptr;
    const Card* currentCard_ = nullptr;
    std::vector<Position> faceUpOrder_;   // for the expert display
    bool expertDisplay_;

    void printRow(std::ostream& os, const std::vector<Position>& ps) const;

public:
    explicit Game(bool expertDisplay) : expertDisplay_(expertDisplay) {}

    int getRound() const { return round_; }
    void addPlayer(const Player& p) { players_.push_back(p); }
    Player& getPlayer() { return players_.at(current_); }
    const Card* getPreviousCard() const { return previous_; }
    const Card* getCurrentCard() const { return currentCard_; }
    void setCurrentCard(const Card* c) { previous_ = currentCard_; currentCard_ = c; }

    Board& board() { return board_; }
    const Board& board() const { return board_; }
    std::vector<Player>& players() { return players_; }
    const std::vector<Player>& players() const { return players_; }

    // round handling
    void startRound(std::size_t starter);
    void finishRound() { ++round_; }
    void advance(int skips);            // next active player, skipping `skips` active ones
    int activeCount() const;

    // card handling that keeps the expert display in sync
    void reveal(const Position& p);     // turn face up and make it the current card
    void hide(const Position& p);       // penguin: turn face down
    void swap(const Position& a, const Position& b);   // octopus
    std::vector<Position> faceDown() const;
    std::vector<Position> faceUpExcept(const Position& p) const;

    // the secret look at the cards in front of a player
    void printPeek(std::ostream& os, const Player& p);

    friend std::ostream& operator<<(std::ostream& os, const Game& g);
};

#endif
