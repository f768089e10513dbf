#ifndef STAN_GAME_H
#define STAN_GAME_H

#include <ostream>
#include <vector>
#include "board.h"
#include "player.h"

class Game {
public:
    explicit Game(bool expertDisplay) : m_expertDisplay(expertDisplay) {}

    int getRound() const { return m_round; }
    void addPlayer(const Player& player) { m_players.push_back(player); }
    Player& getPlayer() { return m_players[m_current]; }
    const Card* getPreviousCard() const { return m_previous; }
    const Card* getCurrentCard() const { return m_currentCard; }
    void setCurrentCard(const Card* card);

    Board& getBoard() { return m_board; }
    const Board& getBoard() const { return m_board; }
    std::vector<Player>& getPlayers() { return m_players; }
    const std::vector<Player>& getPlayers() const { return m_players; }
    int countActive() const;

    void beginRound();                  // all face down, all active, player 1 starts
    void endRound() { ++m_round; }
    void moveToNextPlayer(bool skipOne);
    const Player& peekNextPlayer() const;

    void showCard(const Position& pos);         // turn up + becomes the current card
    void hideCard(const Position& pos);         // penguin
    void swapCards(const Position& a, const Position& b);   // octopus
    std::vector<Position> faceDownPositions() const;
    std::vector<Position> faceUpPositions() const;

    void printSecretLook(std::ostream& out, const Player& player);
    friend std::ostream& operator<<(std::ostream& out, const Game& game);

private:
    std::size_t nextActiveAfter(std::size_t index) const;
    void printCardRow(std::ostream& out, const std::vector<Position>& positions) const;

    Board m_board;
    std::vector<Player> m_players;
    int m_round = 0;
    std::size_t m_current = 0;
    const Card* m_previous = nullptr;
    const Card* m_currentCard = nullptr;
    std::vector<Position> m_turnedOrder;
    bool m_expertDisplay;
};

#endif
