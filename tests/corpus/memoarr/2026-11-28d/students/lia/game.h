#ifndef GAME_H
#define GAME_H
#include <ostream>
#include <vector>
#include "board.h"
#include "player.h"

class Game {
    Board board;
    std::vector<Player> players;
    int round = 0;
    size_t cur = 0;
    const Card* prev = nullptr;
    const Card* now = nullptr;
    std::vector<Pos> order;   // face-up cards, in the order they were turned
    bool xdisplay;
    void table(std::ostream&, const std::vector<Pos>&) const;
public:
    // expert rules state
    bool skip = false;
    std::vector<Pos> block, nextBlock;   // 0 or 1 element

    explicit Game(bool expertDisplay) : xdisplay(expertDisplay) {}
    int getRound() const { return round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[cur]; }
    const Card* getPreviousCard() const { return prev; }
    const Card* getCurrentCard() const { return now; }
    void setCurrentCard(const Card* c) { prev = now; now = c; }

    std::vector<Player>& all() { return players; }
    size_t current() const { return cur; }
    void setCurrent(size_t i) { cur = i; }
    void nextActive();
    int activeCount() const;
    void newRound();
    void endRound() { ++round; }

    const Board& getBoard() const { return board; }
    const std::vector<Pos>& faceUp() const { return order; }
    std::vector<Pos> faceDown() const;
    std::vector<Pos> choosable() const;
    bool blocked(const Pos& p) const;
    void flipUp(const Pos& p);
    void flipDown(const Pos& p);
    void swap(const Pos& p, const Pos& q);
    void peek(std::ostream& os, const Player& p);
    friend std::ostream& operator<<(std::ostream&, const Game&);
};
#endif
