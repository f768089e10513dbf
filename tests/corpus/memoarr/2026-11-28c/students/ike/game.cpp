// game.cpp -- author: Ike
#include "game.h"
#include <cstdlib>

Player::Player(std::string name, Side side) {
    this->name = name;
    this->side = side;
    this->rubies = 0;
    this->active = true;
    this->endOfGame = false;
}

std::string Player::getSideName() const {
    const std::string names[4] = {"top", "bottom", "left", "right"};
    return names[this->side];
}

std::ostream& operator<<(std::ostream& out, const Player& player) {
    out << player.name << ": ";
    if (player.endOfGame) {
        out << player.rubies << " rubies";
    } else {
        out << player.getSideName() << (player.active ? " (active)" : " (inactive)");
    }
    return out;
}

Game::Game(bool expertDisplay) {
    this->round = 0;
    this->currentPlayer = 0;
    this->previousCard = nullptr;
    this->currentCard = nullptr;
    this->expertDisplay = expertDisplay;
}

void Game::setCurrentCard(const Card* card) {
    this->previousCard = this->currentCard;
    this->currentCard = card;
}

void Game::startRound() {
    this->board.reset();
    this->turnedOrder.clear();
    this->previousCard = nullptr;
    this->currentCard = nullptr;
    for (Player& player : this->players) {
        player.setActive(true);
    }
}

void Game::flipUp(Location location) {
    this->board.turnFaceUp((Letter)location.row, (Number)location.col);
    this->turnedOrder.push_back(location);
    this->setCurrentCard(this->board.getCard((Letter)location.row, (Number)location.col));
}

void Game::flipDown(Location location) {
    this->board.turnFaceDown((Letter)location.row, (Number)location.col);
    for (size_t i = 0; i < this->turnedOrder.size(); i++) {
        if (this->turnedOrder[i].equals(location)) {
            this->turnedOrder.erase(this->turnedOrder.begin() + i);
            break;
        }
    }
}

void Game::swapCards(Location first, Location second) {
    this->board.swapCards(first, second);
    for (Location& l : this->turnedOrder) {
        if (l.equals(first)) {
            l = second;
        } else if (l.equals(second)) {
            l = first;
        }
    }
}

void Game::printCardRow(std::ostream& out, const std::vector<Location>& locations) const {
    if (locations.empty()) {
        out << "(no face-up cards)" << std::endl;
        return;
    }
    for (int line = 0; line < 3; line++) {
        for (size_t i = 0; i < locations.size(); i++) {
            if (i > 0) {
                out << " ";
            }
            out << (*this->board.getCard((Letter)locations[i].row, (Number)locations[i].col))(line);
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
    out << std::endl << std::endl;
}

std::ostream& operator<<(std::ostream& out, const Game& game) {
    out << "=== Round " << game.round + 1 << " ===" << std::endl;
    if (game.expertDisplay) {
        game.printCardRow(out, game.turnedOrder);
    } else {
        out << game.board;
    }
    out << "Players:" << std::endl;
    for (const Player& player : game.players) {
        out << player << std::endl;
    }
    return out;
}

bool Rules::isValid(const Game& game) {
    if (game.getPreviousCard() == nullptr) {
        return true;
    }
    if (game.getPreviousCard()->getAnimal() == game.getCurrentCard()->getAnimal()) {
        return true;
    }
    if (game.getPreviousCard()->getBackground() == game.getCurrentCard()->getBackground()) {
        return true;
    }
    return false;
}

bool Rules::gameOver(const Game& game) {
    // rounds are numbered 0 to 6
    return game.getRound() >= 6;
}

bool Rules::roundOver(const Game& game) {
    int count = 0;
    for (const Player& player : game.getPlayers()) {
        if (player.isActive()) {
            count++;
        }
    }
    return count <= 1;
}

void Rules::handleSpecial(Game&, TurnInfo&) {
    // no special powers in the base game
}

static bool chooseLocation(const std::string& prompt, const std::vector<Location>& options, Location& chosen) {
    while (true) {
        std::string text = readToken(prompt);
        if (text == "0") {
            return false;
        }
        if (parseLocation(text, chosen)) {
            for (const Location& l : options) {
                if (l.equals(chosen)) {
                    return true;
                }
            }
        }
        std::cout << "Error: you cannot choose that card." << std::endl;
    }
}

void ExpertRules::handleSpecial(Game& game, TurnInfo& info) {
    FaceAnimal animal = game.getCurrentCard()->getAnimal();
    std::string name = game.getPlayer().getName();
    if (animal == Octopus) {
        std::vector<Location> options;
        int dr[4] = {-1, 0, 0, 1};
        int dc[4] = {0, -1, 1, 0};
        for (int k = 0; k < 4; k++) {
            Location l{info.location.row + dr[k], info.location.col + dc[k]};
            if (l.row < 0 || l.row > 4 || l.col < 0 || l.col > 4 || (l.row == 2 && l.col == 2)) {
                continue;
            }
            options.push_back(l);
        }
        std::cout << "Octopus! Choose the card to swap with:" << std::endl;
        for (size_t i = 0; i < options.size(); i++) {
            std::cout << "  " << i + 1 << ") " << options[i].toString() << std::endl;
        }
        int choice = 0;
        while (choice < 1 || choice > (int)options.size()) {
            std::string text = readToken("Enter option number: ");
            choice = std::atoi(text.c_str());
            if (choice < 1 || choice > (int)options.size()) {
                std::cout << "Error: invalid option." << std::endl;
            }
        }
        Location other = options[choice - 1];
        game.swapCards(info.location, other);
        info.location = other;
        std::cout << game;
    } else if (animal == Penguin) {
        if (info.firstCard) {
            return;
        }
        std::vector<Location> options;
        for (const Location& l : game.getBoard().getLocations(true)) {
            if (!l.equals(info.location)) {
                options.push_back(l);
            }
        }
        if (options.empty()) {
            return;
        }
        Location chosen;
        if (chooseLocation("Penguin! " + name + ", enter position to turn face down (or 0 to skip): ", options, chosen)) {
            game.flipDown(chosen);
            std::cout << game;
        }
    } else if (animal == Walrus) {
        std::vector<Location> options = game.getBoard().getLocations(false);
        if (options.empty()) {
            return;
        }
        Location chosen;
        if (chooseLocation("Walrus! " + name + ", enter position to block (or 0 to skip): ", options, chosen)) {
            info.hasBlock = true;
            info.block = chosen;
        }
    } else if (animal == Crab) {
        std::cout << "Crab! " << name << " has to turn over another card." << std::endl;
        info.extraTurn = true;
    } else if (animal == Turtle) {
        std::cout << "Turtle! The next player will be skipped." << std::endl;
        info.skipNextPlayer = true;
    }
}
