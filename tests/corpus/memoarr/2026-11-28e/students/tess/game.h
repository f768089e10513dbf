/*
 * game.h
 * The Game keeps the board, the players, the round and the cards turned over.
 */
#ifndef TESS_GAME_H
#define TESS_GAME_H

#include <ostream>
#include <vector>
#include "board.h"
#include "player.h"

class Game {
private:
    Board board;
    std::vector<Player> players;
    int round;
    int currentPlayer;
    const Card* previousCard;
    const Card* currentCard;
    std::vector<Location> faceUpInOrder;
    bool expertDisplay;

    void printCards(std::ostream& out, const std::vector<Location>& locations) const;

public:
    explicit Game(bool expertDisplay);

    int getRound() const;
    void addPlayer(const Player& player);
    Player& getPlayer();
    const Card* getPreviousCard() const;
    const Card* getCurrentCard() const;
    void setCurrentCard(const Card* card);

    Board& getBoard();
    std::vector<Player>& getPlayers();
    const std::vector<Player>& getPlayers() const;
    int getNumberOfActivePlayers() const;

    void startRound(int firstPlayer);
    void nextRound();
    void nextPlayer(int skipped);

    void uncover(const Location& location);
    void cover(const Location& location);
    void exchange(const Location& first, const Location& second);
    std::vector<Location> getFaceDownLocations() const;
    std::vector<Location> getFaceUpLocations() const;

    /* shows the three cards in front of a player */
    void showSecretCards(std::ostream& out, const Player& player);

    friend std::ostream& operator<<(std::ostream& out, const Game& game);
};

#endif
