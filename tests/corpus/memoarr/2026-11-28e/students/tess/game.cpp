/*
 * game.cpp
 */
#include "game.h"
#include <algorithm>

Game::Game(bool expertDisplay) {
    this->round = 0;
    this->currentPlayer = 0;
    this->previousCard = nullptr;
    this->currentCard = nullptr;
    this->expertDisplay = expertDisplay;
}

int Game::getRound() const {
    return this->round;
}

void Game::addPlayer(const Player& player) {
    this->players.push_back(player);
}

Player& Game::getPlayer() {
    return this->players[this->currentPlayer];
}

const Card* Game::getPreviousCard() const {
    return this->previousCard;
}

const Card* Game::getCurrentCard() const {
    return this->currentCard;
}

void Game::setCurrentCard(const Card* card) {
    this->previousCard = this->currentCard;
    this->currentCard = card;
}

Board& Game::getBoard() {
    return this->board;
}

std::vector<Player>& Game::getPlayers() {
    return this->players;
}

const std::vector<Player>& Game::getPlayers() const {
    return this->players;
}

int Game::getNumberOfActivePlayers() const {
    int count = 0;
    for (const Player& player : this->players) {
        if (player.isActive()) {
            count++;
        }
    }
    return count;
}

void Game::startRound(int firstPlayer) {
    this->board.reset();
    for (Player& player : this->players) {
        player.setActive(true);
    }
    this->previousCard = nullptr;
    this->currentCard = nullptr;
    this->faceUpInOrder.clear();
    this->currentPlayer = firstPlayer;
}

void Game::nextRound() {
    this->round++;
}

/* moves on to the next active player; skipped active players are passed over */
void Game::nextPlayer(int skipped) {
    int size = static_cast<int>(this->players.size());
    for (int hop = 0; hop <= skipped; hop++) {
        for (int step = 1; step <= size; step++) {
            int candidate = (this->currentPlayer + step) % size;
            if (this->players[candidate].isActive()) {
                this->currentPlayer = candidate;
                break;
            }
        }
    }
}

void Game::uncover(const Location& location) {
    this->board.turnFaceUp(location.getLetter(), location.getNumber());
    this->faceUpInOrder.push_back(location);
    this->setCurrentCard(this->board.getCard(location.getLetter(), location.getNumber()));
}

void Game::cover(const Location& location) {
    this->board.turnFaceDown(location.getLetter(), location.getNumber());
    this->faceUpInOrder.erase(std::remove(this->faceUpInOrder.begin(), this->faceUpInOrder.end(), location),
                              this->faceUpInOrder.end());
}

void Game::exchange(const Location& first, const Location& second) {
    this->board.exchange(first, second);
    for (Location& location : this->faceUpInOrder) {
        if (location == first) {
            location = second;
        } else if (location == second) {
            location = first;
        }
    }
}

std::vector<Location> Game::getFaceDownLocations() const {
    std::vector<Location> result;
    for (const Location& location : Location::allCardLocations()) {
        if (!this->board.isFaceUp(location.getLetter(), location.getNumber())) {
            result.push_back(location);
        }
    }
    return result;
}

std::vector<Location> Game::getFaceUpLocations() const {
    std::vector<Location> result;
    for (const Location& location : Location::allCardLocations()) {
        if (this->board.isFaceUp(location.getLetter(), location.getNumber())) {
            result.push_back(location);
        }
    }
    return result;
}

void Game::printCards(std::ostream& out, const std::vector<Location>& locations) const {
    if (locations.empty()) {
        out << "(nothing face up yet)" << std::endl;
        return;
    }
    for (int line = 0; line < 3; line++) {
        for (size_t i = 0; i < locations.size(); i++) {
            if (i > 0) {
                out << " ";
            }
            out << (*this->board.getCard(locations[i].getLetter(), locations[i].getNumber()))(line);
        }
        out << std::endl;
    }
    out << std::endl;
    for (size_t i = 0; i < locations.size(); i++) {
        if (i > 0) {
            out << "  ";
        }
        out << locations[i].toString();
    }
    out << std::endl;
}

void Game::showSecretCards(std::ostream& out, const Player& player) {
    std::vector<Location> front = player.getFrontLocations();
    if (this->expertDisplay) {
        this->printCards(out, front);
        return;
    }
    for (const Location& location : front) {
        this->board.turnFaceUp(location.getLetter(), location.getNumber());
    }
    out << this->board;
    for (const Location& location : front) {
        this->board.turnFaceDown(location.getLetter(), location.getNumber());
    }
}

std::ostream& operator<<(std::ostream& out, const Game& game) {
    if (game.expertDisplay) {
        game.printCards(out, game.faceUpInOrder);
    } else {
        out << game.board;
    }
    out << "Players:" << std::endl;
    for (const Player& player : game.players) {
        out << "   " << player << std::endl;
    }
    return out;
}

#ifdef TEST_GAME_
#include <iostream>
int main() {
    Game game(true);
    game.addPlayer(Player("Ann", Top));
    game.addPlayer(Player("Bob", Left));
    game.startRound(0);
    game.uncover(Location(0, 0));
    game.uncover(Location(3, 0));
    std::cout << game;
    game.nextPlayer(0);
    std::cout << "next: " << game.getPlayer().getName() << ", round " << game.getRound() << std::endl;
    return 0;
}
#endif
