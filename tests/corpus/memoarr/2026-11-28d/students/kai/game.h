// game.h - the state of a game of Memoarr!
#ifndef KAI_GAME_H
#define KAI_GAME_H

#include <iosfwd>
#include <memory>
#include <vector>
#include "board.h"
#include "player.h"
#include "view.h"

class Game {
    Board d_board;
    std::vector<Player> d_players;
    std::unique_ptr<TableView> d_view;
    int d_round = 0;
    std::size_t d_current = 0;
    const Card* d_previous = nullptr;
    const Card* d_currentCard = nullptr;
    std::vector<Position> d_faceUpOrder;
    // expert rules state
    bool d_skipNext = false;
    std::vector<Position> d_pendingBlock;   // set by a walrus, for the next player
    std::vector<Position> d_activeBlock;    // what the player on turn may not choose

public:
    explicit Game(bool expertDisplay);

    int getRound() const { return d_round; }
    void addPlayer(const Player& p) { d_players.push_back(p); }
    Player& getPlayer() { return d_players.at(d_current); }
    const Player& getPlayer() const { return d_players.at(d_current); }
    const Card* getPreviousCard() const { return d_previous; }
    const Card* getCurrentCard() const { return d_currentCard; }
    void setCurrentCard(const Card* c) { d_previous = d_currentCard; d_currentCard = c; }

    // --- helpers used by the main loop and the rules ---
    std::vector<Player>& players() { return d_players; }
    const std::vector<Player>& players() const { return d_players; }
    const Board& board() const { return d_board; }
    std::size_t currentIndex() const { return d_current; }
    void setCurrentIndex(std::size_t i) { d_current = i; }
    void advanceToNextActive();
    int activeCount() const;

    void startRound();         // cards face down, everybody active
    void finishRound() { ++d_round; }

    Card* reveal(const Position& p);     // turn face up and make it the current card
    bool hide(const Position& p);        // turn a face-up card face down again
    void swap(const Position& a, const Position& b);
    const std::vector<Position>& faceUpOrder() const { return d_faceUpOrder; }
    Position currentPosition() const { return d_faceUpOrder.back(); }

    // positions the player on turn may pick
    std::vector<Position> selectable() const;
    std::vector<Position> faceDown() const { return d_board.positions(false); }
    bool isBlocked(const Position& p) const;

    void beginTurn();
    void endTurn() { d_activeBlock.clear(); }
    void block(const Position& p) { d_pendingBlock.assign(1, p); }
    void skipNextPlayer() { d_skipNext = true; }
    bool consumeSkip();

    void peek(std::ostream& os, const Player& p);   // temporary reveal of 3 cards

    friend std::ostream& operator<<(std::ostream& os, const Game& g);
};

#endif
