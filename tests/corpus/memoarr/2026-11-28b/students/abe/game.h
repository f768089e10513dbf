// game.h -- the complete state of a game of Memoarr!
#ifndef ABE_GAME_H
#define ABE_GAME_H

#include <cstddef>
#include <memory>
#include <optional>
#include <ostream>
#include <vector>

#include "board.h"
#include "player.h"

class Game;

// How the table is shown: the full board, or the expert row of face-up cards.
class GameView {
public:
    virtual ~GameView() = default;
    virtual void showTable(std::ostream& os, const Game& game) const = 0;
    virtual void showPeek(std::ostream& os, const Game& game, const std::vector<Position>& cards) const = 0;
};

class BoardView : public GameView {
public:
    void showTable(std::ostream& os, const Game& game) const override;
    void showPeek(std::ostream& os, const Game& game, const std::vector<Position>& cards) const override;
};

class ExpertView : public GameView {
    static void showRow(std::ostream& os, const Game& game, const std::vector<Position>& cards);

public:
    void showTable(std::ostream& os, const Game& game) const override;
    void showPeek(std::ostream& os, const Game& game, const std::vector<Position>& cards) const override;
};

class Game {
    Board d_board;
    std::vector<Player> d_players;
    std::unique_ptr<GameView> d_view;
    int d_round = 0;
    std::size_t d_current = 0;
    const Card* d_previous = nullptr;
    const Card* d_currentCard = nullptr;
    std::vector<Position> d_faceUpOrder;  // face-up cards in the order they were turned
    int d_turnedThisRound = 0;
    std::optional<Position> d_blocked;       // blocked for the player on turn
    std::optional<Position> d_pendingBlock;  // blocked for the next player
    bool d_skipNext = false;

public:
    explicit Game(std::unique_ptr<GameView> view) : d_view(std::move(view)) {}

    int getRound() const { return d_round; }
    void nextRound() { ++d_round; }
    void addPlayer(const Player& player) { d_players.push_back(player); }
    Player& getPlayer() { return d_players.at(d_current); }
    const Card* getPreviousCard() const { return d_previous; }
    const Card* getCurrentCard() const { return d_currentCard; }
    void setCurrentCard(const Card* card) {
        d_previous = d_currentCard;
        d_currentCard = card;
    }

    Board& getBoard() { return d_board; }
    const Board& getBoard() const { return d_board; }
    std::vector<Player>& getPlayers() { return d_players; }
    const std::vector<Player>& getPlayers() const { return d_players; }
    const GameView& view() const { return *d_view; }

    void startRound(std::size_t starter);
    void turnUp(const Position& p);
    void turnDown(const Position& p);
    void swapCards(const Position& a, const Position& b);
    const std::vector<Position>& faceUpOrder() const { return d_faceUpOrder; }
    int cardsTurnedThisRound() const { return d_turnedThisRound; }

    bool isBlocked(const Position& p) const { return d_blocked && *d_blocked == p; }
    std::vector<Position> selectable() const;
    void blockForNextPlayer(const Position& p) { d_pendingBlock = p; }
    void skipNextPlayer() { d_skipNext = true; }
    std::size_t nextActiveAfter(std::size_t seat) const;
    Player& nextPlayer() { return d_players.at(nextActiveAfter(d_current)); }
    void advance(std::ostream& log);
    void endTurn() { d_blocked.reset(); }
    Player* roundWinner();

    friend std::ostream& operator<<(std::ostream& os, const Game& game);
};

#endif
