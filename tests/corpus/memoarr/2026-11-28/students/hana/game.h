// game.h -- Memoarr! (CSI2372 project, Hana)
#ifndef HANA_GAME_H
#define HANA_GAME_H

#include <ostream>
#include <vector>

#include "board.h"
#include "player.h"

class Game;

// How the cards on the table are shown: the whole board, or (expert display) only the
// face-up cards in a row.
class GameView {
public:
    virtual ~GameView() {}
    virtual void showTable(std::ostream& os, const Game& g) const = 0;
    virtual void showPeek(std::ostream& os, const Game& g, const std::vector<Position>& cards) const = 0;
};

class BoardView : public GameView {
public:
    void showTable(std::ostream& os, const Game& g) const override;
    void showPeek(std::ostream& os, const Game& g, const std::vector<Position>& cards) const override;
};

class RowView : public GameView {
public:
    void showTable(std::ostream& os, const Game& g) const override;
    void showPeek(std::ostream& os, const Game& g, const std::vector<Position>& cards) const override;
    static void printRow(std::ostream& os, const Board& b, const std::vector<Position>& cards);
};

class Game {
    Board d_board;
    std::vector<Player> d_players;
    int d_round = 0;
    std::size_t d_current = 0;
    const Card* d_previousCard = nullptr;
    const Card* d_currentCard = nullptr;
    std::vector<Position> d_faceUpOrder;
    const GameView& d_view;

public:
    explicit Game(const GameView& view) : d_view(view) {}

    int getRound() const { return d_round; }
    void endRound() { ++d_round; }
    void addPlayer(const Player& p) { d_players.push_back(p); }
    Player& getPlayer() { return d_players[d_current]; }
    Player& getPlayer(std::size_t i) { return d_players[i]; }
    std::size_t getNPlayers() const { return d_players.size(); }
    std::size_t getCurrentIndex() const { return d_current; }
    void setCurrentIndex(std::size_t i) { d_current = i; }
    std::size_t nextActiveAfter(std::size_t i) const;
    int countActive() const;

    const Card* getPreviousCard() const { return d_previousCard; }
    const Card* getCurrentCard() const { return d_currentCard; }
    void setCurrentCard(const Card* c) {
        d_previousCard = d_currentCard;
        d_currentCard = c;
    }

    Board& getBoard() { return d_board; }
    const Board& getBoard() const { return d_board; }
    const GameView& getView() const { return d_view; }
    const std::vector<Position>& getFaceUpOrder() const { return d_faceUpOrder; }

    const Card* turnUp(const Position& p);
    void turnDown(const Position& p);
    void swapCards(const Position& p, const Position& q);
    void startRound();

    friend std::ostream& operator<<(std::ostream& os, const Game& g);
};

#endif
