/*
 * game.h
 */
#ifndef MOE_GAME_H
#define MOE_GAME_H

#include <memory>
#include <ostream>
#include <vector>

#include "board.h"
#include "player.h"

// Effects of the expert rules that outlive the turn in which they happen.
struct TurnEffects {
    bool skipNext = false;
    std::vector<Location> blockForNext;   // chosen by a walrus
    std::vector<Location> blockedNow;     // applies to the player on turn
    void clear() { *this = TurnEffects(); }
};

class Game {
public:
    explicit Game(bool expertDisplay);

    int getRound() const;
    void addPlayer(const Player& player);
    Player& getPlayer();
    const Card* getPreviousCard() const;
    const Card* getCurrentCard() const;
    void setCurrentCard(const Card* card);

    Board& board() { return *m_board; }
    const Board& board() const { return *m_board; }
    std::vector<Player>& players() { return m_players; }
    const std::vector<Player>& players() const { return m_players; }
    TurnEffects& effects() { return m_effects; }

    void startRound();
    void endRound() { ++m_round; }
    void setCurrentPlayer(std::size_t index) { m_current = index; }
    std::size_t currentPlayerIndex() const { return m_current; }
    void moveToNextActivePlayer();
    std::size_t activePlayers() const;

    const Card* turnUp(const Location& loc);
    Location lastTurned() const { return m_board->faceUpOrder().back(); }
    bool isBlocked(const Location& loc) const;
    std::vector<Location> faceDownLocations() const;
    std::vector<Location> availableLocations() const;   // face down and not blocked
    void showCardsInFront(std::ostream& os, const Player& p);

    friend std::ostream& operator<<(std::ostream& os, const Game& game);

private:
    std::unique_ptr<Board> m_board;
    std::vector<Player> m_players;
    int m_round = 0;
    std::size_t m_current = 0;
    const Card* m_previous = nullptr;
    const Card* m_currentCard = nullptr;
    TurnEffects m_effects;
};

#endif
