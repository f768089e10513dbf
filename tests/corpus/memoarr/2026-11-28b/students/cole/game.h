// game.h
#pragma once
#include <ostream>
#include <vector>

#include "board.h"
#include "player.h"

class Game {
    Board board;
    std::vector<Player> players;
    bool expertDisplay;
    int round = 0;
    std::size_t current = 0;
    const Card* previousCard = nullptr;
    const Card* currentCard = nullptr;
    std::vector<Pos> upOrder;  // face-up cards in the order they were turned
    int turnedThisRound = 0;
    Pos blocked{-1, -1}, blockNext{-1, -1};
    bool skipNext = false;

    void printRow(std::ostream& os, const std::vector<Pos>& cards) const;

public:
    explicit Game(bool expert) : expertDisplay(expert) {}

    int getRound() const { return round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[current]; }
    const Card* getPreviousCard() const { return previousCard; }
    const Card* getCurrentCard() const { return currentCard; }
    void setCurrentCard(const Card* c) {
        previousCard = currentCard;
        currentCard = c;
    }

    Board& getBoard() { return board; }
    std::vector<Player>& getPlayers() { return players; }
    const std::vector<Player>& getPlayers() const { return players; }
    void newRound(std::size_t starter);
    void endRound() { ++round; }
    const Card* flip(const Pos& p);
    void unflip(const Pos& p);
    void swap(const Pos& a, const Pos& b);
    const std::vector<Pos>& faceUpCards() const { return upOrder; }
    bool firstCardOfRound() const { return turnedThisRound == 1; }
    bool isBlocked(const Pos& p) const { return p == blocked; }
    void block(const Pos& p) { blockNext = p; }
    void skip() { skipNext = true; }
    std::size_t nextActive(std::size_t from) const;
    Player& upcomingPlayer() { return players[nextActive(current)]; }
    std::string advance();  // returns the name of a skipped player or ""
    void printPeek(std::ostream& os, const std::vector<Pos>& cards);
    friend std::ostream& operator<<(std::ostream& os, const Game& g);
};
