// game.h -- Player, Game, Rules, ExpertRules; author: Ike
#ifndef IKE_GAME_H
#define IKE_GAME_H

#include <iostream>
#include <string>
#include <vector>
#include "board.h"
#include "cards.h"

enum Side { TOP, BOTTOM, LEFT, RIGHT };

class Player {
private:
    std::string name;
    Side side;
    int rubies;
    bool active;
    bool endOfGame;
public:
    Player(std::string name, Side side);
    std::string getName() const { return this->name; }
    Side getSide() const { return this->side; }
    void setActive(bool active) { this->active = active; }
    bool isActive() const { return this->active; }
    int getNRubies() const { return this->rubies; }
    void addReward(const Reward& reward) { this->rubies += reward.getRubies(); }
    void setDisplayMode(bool endOfGame) { this->endOfGame = endOfGame; }
    std::string getSideName() const;
    friend std::ostream& operator<<(std::ostream& out, const Player& player);
};

class Game {
private:
    Board board;
    std::vector<Player> players;
    int round;
    int currentPlayer;
    const Card* previousCard;
    const Card* currentCard;
    bool expertDisplay;
    std::vector<Location> turnedOrder;
public:
    Game(bool expertDisplay);
    int getRound() const { return this->round; }
    void nextRound() { this->round++; }
    void addPlayer(const Player& player) { this->players.push_back(player); }
    Player& getPlayer() { return this->players[this->currentPlayer]; }
    Player& getPlayer(int index) { return this->players[index]; }
    int getNumberOfPlayers() const { return (int)this->players.size(); }
    void setCurrentPlayer(int index) { this->currentPlayer = index; }
    const std::vector<Player>& getPlayers() const { return this->players; }
    const Card* getPreviousCard() const { return this->previousCard; }
    const Card* getCurrentCard() const { return this->currentCard; }
    void setCurrentCard(const Card* card);
    Board& getBoard() { return this->board; }
    bool isExpertDisplay() const { return this->expertDisplay; }
    void startRound();
    void flipUp(Location location);
    void flipDown(Location location);
    void swapCards(Location first, Location second);
    void printCardRow(std::ostream& out, const std::vector<Location>& locations) const;
    friend std::ostream& operator<<(std::ostream& out, const Game& game);
};

struct TurnInfo {
    Location location;
    bool firstCard = false;
    bool extraTurn = false;
    bool skipNextPlayer = false;
    bool hasBlock = false;
    Location block;
};

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(const Game& game);
    bool gameOver(const Game& game);
    bool roundOver(const Game& game);
    virtual void handleSpecial(Game& game, TurnInfo& info);
};

class ExpertRules : public Rules {
public:
    void handleSpecial(Game& game, TurnInfo& info) override;
};

std::string readToken(const std::string& prompt);
bool parseLocation(const std::string& text, Location& location);

#endif
