// main.cpp -- Memoarr! -- author: Ike
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <string>
#include <vector>
#include "game.h"

std::string readToken(const std::string& prompt) {
    std::cout << prompt;
    std::string token;
    if (!(std::cin >> token)) {
        std::cout << std::endl;
        std::exit(0);
    }
    return token;
}

bool parseLocation(const std::string& text, Location& location) {
    if (text.length() != 2) {
        return false;
    }
    if (text[0] < 'A' || text[0] > 'E' || text[1] < '1' || text[1] > '5') {
        return false;
    }
    location.row = text[0] - 'A';
    location.col = text[1] - '1';
    return true;
}

std::vector<Location> getFrontLocations(Side side) {
    std::vector<Location> result;
    for (int i = 1; i <= 3; i++) {
        if (side == TOP) {
            result.push_back(Location{0, i});
        } else if (side == BOTTOM) {
            result.push_back(Location{4, i});
        } else if (side == LEFT) {
            result.push_back(Location{i, 0});
        } else {
            result.push_back(Location{i, 4});
        }
    }
    return result;
}

Location askForCard(Game& game, bool hasBlock, Location block) {
    while (true) {
        std::string text = readToken("Player " + game.getPlayer().getName() + " - enter card position (e.g. A1): ");
        Location location;
        if (!parseLocation(text, location)) {
            std::cout << "Error: invalid position." << std::endl;
        } else if (location.row == 2 && location.col == 2) {
            std::cout << "Error: there is no card at C3." << std::endl;
        } else if (game.getBoard().isFaceUp((Letter)location.row, (Number)location.col)) {
            std::cout << "Error: card already face up." << std::endl;
        } else if (hasBlock && block.equals(location)) {
            std::cout << "Error: card blocked by walrus." << std::endl;
        } else {
            return location;
        }
    }
}

TurnInfo playTurn(Game& game, Rules& rules, bool hasBlock, Location block) {
    TurnInfo info;
    Player& player = game.getPlayer();
    do {
        info.extraTurn = false;
        int available = game.getBoard().countFaceDown();
        if (hasBlock && !game.getBoard().isFaceUp((Letter)block.row, (Number)block.col)) {
            available--;
        }
        if (available == 0) {
            player.setActive(false);
            std::cout << "No more cards to turn over! " << player.getName() << " is out of the round." << std::endl;
            std::cout << game;
            return info;
        }
        info.location = askForCard(game, hasBlock, block);
        info.firstCard = (game.getCurrentCard() == nullptr);
        game.flipUp(info.location);
        if (!rules.isValid(game)) {
            player.setActive(false);
            std::cout << player.getName() << "'s card does not match. " << player.getName() << " is out of the round." << std::endl;
            std::cout << game;
            return info;
        }
        if (game.getBoard().countFaceDown() == 0) {
            // no more cards to turn over: the player loses
            player.setActive(false);
            std::cout << "No more cards to turn over! " << player.getName() << " is out of the round." << std::endl;
            std::cout << game;
            return info;
        }
        std::cout << game;
        rules.handleSpecial(game, info);
    } while (info.extraTurn);
    return info;
}

int nextActivePlayer(Game& game, int index) {
    int n = game.getNumberOfPlayers();
    for (int k = 1; k <= n; k++) {
        if (game.getPlayer((index + k) % n).isActive()) {
            return (index + k) % n;
        }
    }
    return index;
}

int main() {
    if (std::getenv("SEED") != nullptr) {
        std::srand(std::atoi(std::getenv("SEED")));
    } else {
        std::srand(std::time(nullptr));
    }

    std::cout << "*** MEMOARR! ***" << std::endl;
    int numberOfPlayers = 0;
    while (numberOfPlayers < 2 || numberOfPlayers > 4) {
        std::string text = readToken("Enter number of players (2-4): ");
        numberOfPlayers = (text.length() == 1) ? text[0] - '0' : 0;
        if (numberOfPlayers < 2 || numberOfPlayers > 4) {
            std::cout << "Error: number of players must be between 2 and 4." << std::endl;
        }
    }
    std::vector<std::string> names;
    for (int i = 0; i < numberOfPlayers; i++) {
        std::string name = readToken("Enter name for player " + std::to_string(i + 1) + ": ");
        if (std::find(names.begin(), names.end(), name) != names.end()) {
            std::cout << "Error: name already used." << std::endl;
            i--;
            continue;
        }
        names.push_back(name);
    }
    int mode = 0;
    while (mode < 1 || mode > 4) {
        std::string text = readToken("Game mode (1 = base, 2 = expert display, 3 = expert rules, 4 = expert display + rules): ");
        mode = (text.length() == 1) ? text[0] - '0' : 0;
        if (mode < 1 || mode > 4) {
            std::cout << "Error: mode must be between 1 and 4." << std::endl;
        }
    }

    Game game(mode == 2 || mode == 4);
    for (int i = 0; i < numberOfPlayers; i++) {
        game.addPlayer(Player(names[i], (Side)i));
    }
    Rules* rules;
    if (mode >= 3) {
        rules = new ExpertRules();
    } else {
        rules = new Rules();
    }
    RewardDeck& rewardDeck = RewardDeck::make_RewardDeck();
    rewardDeck.shuffle();

    std::cout << game;
    while (!rules->gameOver(game)) {
        game.startRound();
        for (int i = 0; i < game.getNumberOfPlayers(); i++) {
            Player& player = game.getPlayer(i);
            std::cout << "Player " << player.getName() << " (" << player.getSideName() << ") memorizes cards:" << std::endl;
            if (game.isExpertDisplay()) {
                game.printCardRow(std::cout, getFrontLocations(player.getSide()));
            } else {
                game.getBoard().print(std::cout, getFrontLocations(player.getSide()));
            }
        }
        int current = game.getRound() % game.getNumberOfPlayers();
        bool hasBlock = false;
        Location block{0, 0};
        while (!rules->roundOver(game)) {
            game.setCurrentPlayer(current);
            TurnInfo info = playTurn(game, *rules, hasBlock, block);
            hasBlock = info.hasBlock;
            block = info.block;
            if (rules->roundOver(game)) {
                break;
            }
            current = nextActivePlayer(game, current);
            if (info.skipNextPlayer) {
                std::cout << game.getPlayer(current).getName() << " is skipped." << std::endl;
                current = nextActivePlayer(game, current);
            }
        }
        for (int i = 0; i < game.getNumberOfPlayers(); i++) {
            if (game.getPlayer(i).isActive()) {
                game.getPlayer(i).addReward(*rewardDeck.getNext());
                std::cout << "Round " << game.getRound() + 1 << " winner: " << game.getPlayer(i).getName() << std::endl;
            }
        }
        game.nextRound();
    }

    std::vector<Player> sorted = game.getPlayers();
    std::stable_sort(sorted.begin(), sorted.end(), [](const Player& a, const Player& b) {
        return a.getNRubies() < b.getNRubies();
    });
    std::cout << "GAME OVER" << std::endl;
    for (Player& player : sorted) {
        player.setDisplayMode(true);
        std::cout << player << std::endl;
    }
    int most = sorted.back().getNRubies();
    std::vector<std::string> winners;
    for (const Player& player : sorted) {
        if (player.getNRubies() == most) {
            winners.push_back(player.getName());
        }
    }
    if (winners.size() == 1) {
        std::cout << "The winner is " << winners[0] << "!" << std::endl;
    } else {
        std::cout << "It's a tie between";
        for (const std::string& w : winners) {
            std::cout << " " << w;
        }
        std::cout << "!" << std::endl;
    }
    delete rules;
    return 0;
}
