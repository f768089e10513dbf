#pragma once
#include <functional>
#include <optional>
#include <ostream>
#include <vector>

#include "board.h"
#include "player.h"

class Game {
public:
    using View = std::function<void(std::ostream&, const Board&, const std::vector<Position>&)>;

    explicit Game(bool expertDisplay);

    [[nodiscard]] int getRound() const { return round_; }
    void addPlayer(const Player& p) { players_.push_back(p); }
    Player& getPlayer() { return players_.at(current_); }
    [[nodiscard]] const Card* getPreviousCard() const { return previous_; }
    [[nodiscard]] const Card* getCurrentCard() const { return currentCard_; }
    void setCurrentCard(const Card* c) {
        previous_ = currentCard_;
        currentCard_ = c;
    }

    // round / turn bookkeeping
    void startRound();
    void endRound() { ++round_; }
    void startTurn() { ++turnInRound_; }
    [[nodiscard]] int turnInRound() const { return turnInRound_; }
    void seat(std::size_t i) { current_ = i; }
    void nextActive();
    [[nodiscard]] std::size_t activeCount() const;
    std::vector<Player>& players() { return players_; }

    // table
    [[nodiscard]] const Board& board() const { return board_; }
    const Card* flip(const Position& p);
    void unflip(const Position& p);
    void swap(const Position& a, const Position& b);
    [[nodiscard]] const std::vector<Position>& faceUp() const { return order_; }
    [[nodiscard]] std::vector<Position> faceDown() const;
    [[nodiscard]] std::vector<Position> choosable() const;
    void peek(std::ostream& os, const Player& p);

    // expert rules state
    std::optional<Position> blocked;
    bool skipNext = false;

    friend std::ostream& operator<<(std::ostream& os, const Game& g);

private:
    Board board_;
    std::vector<Player> players_;
    View view_;
    int round_ = 0;
    int turnInRound_ = 0;
    std::size_t current_ = 0;
    const Card* previous_ = nullptr;
    const Card* currentCard_ = nullptr;
    std::vector<Position> order_;
};
