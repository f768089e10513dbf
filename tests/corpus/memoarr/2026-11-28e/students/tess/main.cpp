/*
 * main.cpp
 * CSI2372 project - Memoarr!
 * The main loop of the game.
 */
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <string>
#include <vector>

#include "console.h"
#include "game.h"
#include "rewarddeck.h"
#include "rules.h"

/* reads the game version: B, D, R or E */
static char askVersion() {
    std::cout << "Select the game version:" << std::endl;
    std::cout << "  (B) Base game" << std::endl;
    std::cout << "  (D) Expert display" << std::endl;
    std::cout << "  (R) Expert rules" << std::endl;
    std::cout << "  (E) Expert display and expert rules" << std::endl;
    while (true) {
        std::string answer = readAnswer("Your choice: ");
        if (answer.length() == 1) {
            char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(answer[0])));
            if (letter == 'B' || letter == 'D' || letter == 'R' || letter == 'E') {
                return letter;
            }
        }
        std::cout << "Please answer B, D, R or E." << std::endl;
    }
}

static int askNumberOfPlayers() {
    while (true) {
        std::string answer = readAnswer("Enter the number of players (2 to 4): ");
        if (answer == "2" || answer == "3" || answer == "4") {
            return answer[0] - '0';
        }
        std::cout << "The game is for 2 to 4 players." << std::endl;
    }
}

/* the cards that can be chosen by the current player */
static std::vector<Location> choosableLocations(Game& game, bool blockSet, const Location& blocked) {
    std::vector<Location> result;
    for (const Location& location : game.getFaceDownLocations()) {
        if (!(blockSet && location == blocked)) {
            result.push_back(location);
        }
    }
    return result;
}

static Location askCard(Game& game, const std::string& question, bool blockSet, const Location& blocked) {
    while (true) {
        std::string answer = readAnswer(question);
        Location location;
        if (!Location::parse(answer, location)) {
            std::cout << "Please give a row letter and a column number, for example B4." << std::endl;
        } else if (!location.hasCard()) {
            std::cout << "The centre of the board has no card." << std::endl;
        } else if (game.getBoard().isFaceUp(location.getLetter(), location.getNumber())) {
            std::cout << "This card is already face up, choose another one." << std::endl;
        } else if (blockSet && location == blocked) {
            std::cout << "The walrus has blocked this card, choose another one." << std::endl;
        } else {
            return location;
        }
    }
}

/* plays the turn of the current player and returns the walrus block for the next player */
static void playTurn(Game& game, Rules& rules, bool& blockSet, Location& blocked) {
    Player& player = game.getPlayer();
    bool myBlockSet = blockSet;
    Location myBlocked = blocked;

    TurnInfo info;
    info.game = &game;
    info.mustTurnAgain = false;
    info.playersToSkip = 0;
    info.blockSet = false;

    bool firstCard = true;
    do {
        info.mustTurnAgain = false;
        if (choosableLocations(game, myBlockSet, myBlocked).empty()) {
            std::cout << "There is no card left for " << player.getName() << ", "
                      << player.getName() << " is out of this round!" << std::endl;
            player.setActive(false);
            std::cout << game;
            break;
        }
        std::string question = firstCard ? player.getName() + ", which card do you want to turn over? "
                                         : "The crab makes " + player.getName() + " turn over another card: ";
        Location location = askCard(game, question, myBlockSet, myBlocked);
        game.uncover(location);
        std::cout << player.getName() << " uncovered " << location.toString() << "." << std::endl;
        bool valid = rules.isValid(game);
        if (!valid) {
            player.setActive(false);
            std::cout << "It does not fit! " << player.getName() << " is out of this round!" << std::endl;
        }
        std::cout << game;
        if (valid) {
            info.location = location;
            rules.specialAction(info);
        }
        firstCard = false;
    } while (info.mustTurnAgain && player.isActive());

    blockSet = info.blockSet;
    blocked = info.blocked;
    game.nextPlayer(info.playersToSkip);
}

int main() {
    const char* seedText = std::getenv("SEED");
    if (seedText != nullptr) {
        std::srand(static_cast<unsigned>(std::atoi(seedText)));
    } else {
        std::srand(static_cast<unsigned>(std::time(nullptr)));
    }

    try {
        std::cout << "Welcome to Memoarr!" << std::endl << std::endl;
        char version = askVersion();
        bool expertDisplay = version == 'D' || version == 'E';
        bool expertRules = version == 'R' || version == 'E';
        int numberOfPlayers = askNumberOfPlayers();

        Game game(expertDisplay);
        const Side sides[4] = {Top, Left, Bottom, Right};
        for (int i = 0; i < numberOfPlayers; i++) {
            std::string name = readAnswer("Enter the name of player #" + std::to_string(i + 1) + ": ");
            while (name.empty()) {
                std::cout << "The name cannot be empty." << std::endl;
                name = readAnswer("Enter the name of player #" + std::to_string(i + 1) + ": ");
            }
            game.addPlayer(Player(name, sides[i]));
        }

        Rules baseRules;
        ExpertRules expert;
        Rules& rules = expertRules ? static_cast<Rules&>(expert) : baseRules;

        RewardDeck& rewardDeck = RewardDeck::make_RewardDeck();
        rewardDeck.shuffle();

        std::cout << std::endl << game;

        int firstPlayer = 0;
        while (!rules.gameOver(game)) {
            game.startRound(firstPlayer);
            std::cout << std::endl << "******** ROUND " << game.getRound() + 1 << " ********" << std::endl;
            for (const Player& player : game.getPlayers()) {
                std::cout << player.getName() << ", here are the three cards in front of you ("
                          << player.getSideName() << " side):" << std::endl;
                game.showSecretCards(std::cout, player);
                readAnswer("(press Enter to continue) ");
            }
            std::cout << game;

            bool blockSet = false;
            Location blocked;
            while (!rules.roundOver(game)) {
                playTurn(game, rules, blockSet, blocked);
            }

            std::vector<Player>& players = game.getPlayers();
            for (size_t i = 0; i < players.size(); i++) {
                if (players[i].isActive()) {
                    players[i].addReward(*rewardDeck.getNext());
                    std::cout << "Round " << game.getRound() + 1 << " is over. The winner of this round is "
                              << players[i].getName() << "." << std::endl;
                    firstPlayer = static_cast<int>(i);  // the winner begins the next round
                }
            }
            game.nextRound();
        }

        // end of the game: sort the players by rubies
        std::vector<Player> ranking = game.getPlayers();
        std::sort(ranking.begin(), ranking.end(),
                  [](const Player& a, const Player& b) { return a.getNRubies() > b.getNRubies(); });
        std::cout << std::endl << "FINAL RESULT" << std::endl;
        for (Player& player : ranking) {
            player.setDisplayMode(true);
            std::cout << player << std::endl;
        }
        int most = ranking.front().getNRubies();
        std::vector<std::string> winners;
        for (const Player& player : game.getPlayers()) {
            if (player.getNRubies() == most) {
                winners.push_back(player.getName());
            }
        }
        if (winners.size() == 1) {
            std::cout << "Congratulations " << winners[0] << ", you won the game!" << std::endl;
        } else {
            std::cout << "The game ends in a tie between ";
            for (size_t i = 0; i < winners.size(); i++) {
                if (i > 0) {
                    std::cout << (i + 1 == winners.size() ? " and " : ", ");
                }
                std::cout << winners[i];
            }
            std::cout << "." << std::endl;
        }
    } catch (const EndOfInputException&) {
        std::cout << std::endl << "Input ended, the game stops." << std::endl;
    }
    return 0;
}
