#pragma once
#include <ostream>
#include <vector>
#include "board.h"
#include "player.h"

class Game {
    Board board;
    std::vector<Player> ps;
    int round = 0;
    size_t cur = 0;
    const Card* prev = nullptr;
    const Card* now = nullptr;
    std::vector<Pos> order;  // face-up cards in the order they were turned
    bool xd;
    void row(std::ostream& o, const std::vector<Pos>& v) const;
public:
    explicit Game(bool expertDisplay) : xd(expertDisplay) {}
    int getRound() const { return round; }
    void addPlayer(const Player& p) { ps.push_back(p); }
    Player& getPlayer() { return ps[cur]; }
    const Card* getPreviousCard() const { return prev; }
    const Card* getCurrentCard() const { return now; }
    void setCurrentCard(const Card* c) { prev = now; now = c; }

    Board& getBoard() { return board; }
    std::vector<Player>& players() { return ps; }
    const std::vector<Player>& players() const { return ps; }
    size_t current() const { return cur; }
    void next(int skip);
    void newRound(size_t starter);
    void endRound() { ++round; }

    void flip(const Pos& p);
    void unflip(const Pos& p);
    void swap(const Pos& a, const Pos& b);
    std::vector<Pos> down() const;
    std::vector<Pos> up() const;
    void peek(std::ostream& o, const Player& p);
    friend std::ostream& operator<<(std::ostream& o, const Game& g);
};
