/*
 * main.cpp
 * Memoarr! - CSI2372 Fall 2018 project.
 */
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <map>
#include <memory>
#include <string>

#include "prompt.h"
#include "rewarddeck.h"
#include "rules.h"

namespace {

struct Version {
    bool expertDisplay;
    bool expertRules;
};

Version askVersion() {
    static const std::map<std::string, Version> versions = {
        {"base", {false, false}}, {"display", {true, false}}, {"rules", {false, true}}, {"both", {true, true}}};
    while (true) {
        std::string answer = Prompt::line("Game version - base, display, rules or both? ");
        std::transform(answer.begin(), answer.end(), answer.begin(), [](unsigned char c) { return std::tolower(c); });
        const auto found = versions.find(answer);
        if (found != versions.end()) return found->second;
        std::cout << "Please type base, display, rules or both." << std::endl;
    }
}

void addPlayers(Game& game) {
    const Side seats[] = {Side::Top, Side::Right, Side::Bottom, Side::Left};
    const int count = Prompt::number("How many players (2-4)? ", 2, 4);
    for (int i = 0; i < count; ++i) {
        while (true) {
            const std::string name = Prompt::line("Player " + std::to_string(i + 1) + " name: ");
            const auto& players = game.players();
            const bool taken = std::any_of(players.begin(), players.end(),
                                           [&name](const Player& p) { return p.getName() == name; });
            if (name.empty()) {
                std::cout << "The name cannot be empty." << std::endl;
            } else if (taken) {
                std::cout << "That name is already taken." << std::endl;
            } else {
                game.addPlayer(Player(name, seats[i]));
                break;
            }
        }
    }
}

// The row letter and the column number are asked one after the other.
Location askLocation(Game& game) {
    const std::string who = game.getPlayer().getName();
    while (true) {
        const std::string row = Prompt::line(who + " - row (A-E): ");
        if (row.size() != 1 || std::toupper(static_cast<unsigned char>(row[0])) < 'A' ||
            std::toupper(static_cast<unsigned char>(row[0])) > 'E') {
            std::cout << "Please type a letter from A to E." << std::endl;
            continue;
        }
        const std::string col = Prompt::line(who + " - column (1-5): ");
        if (col.size() != 1 || col[0] < '1' || col[0] > '5') {
            std::cout << "Please type a number from 1 to 5." << std::endl;
            continue;
        }
        const Location loc = Location::of(std::toupper(static_cast<unsigned char>(row[0])) - 'A', col[0] - '1');
        if (!Location::exists(loc.row(), loc.col())) {
            std::cout << "C3 is the empty centre of the table." << std::endl;
        } else if (game.board().isFaceUp(loc.letter, loc.number)) {
            std::cout << loc.name() << " is already face up." << std::endl;
        } else if (game.isBlocked(loc)) {
            std::cout << loc.name() << " is blocked by the walrus." << std::endl;
        } else {
            return loc;
        }
    }
}

void playTurn(Game& game, Rules& rules) {
    TurnEffects& fx = game.effects();
    fx.blockedNow = fx.blockForNext;
    fx.blockForNext.clear();
    Player& player = game.getPlayer();
    bool anotherCard = true;
    while (anotherCard) {
        anotherCard = false;
        if (game.availableLocations().empty()) {
            player.setActive(false);
            std::cout << "There is no card left for " << player.getName() << " to turn over, so "
                      << player.getName() << " is out of this round." << std::endl << std::endl << game;
            break;
        }
        const Location loc = askLocation(game);
        const Card* card = game.turnUp(loc);
        std::cout << player.getName() << " turned up " << loc.name() << " (" << card->toString() << ")." << std::endl;
        if (rules.isValid(game)) {
            std::cout << std::endl << game;
            anotherCard = rules.afterMatch(game);
        } else {
            player.setActive(false);
            std::cout << "It does not match - " << player.getName() << " is out of this round." << std::endl
                      << std::endl << game;
        }
    }
    fx.blockedNow.clear();
}

void printResults(Game& game) {
    std::vector<Player> ranking = game.players();
    std::stable_sort(ranking.begin(), ranking.end(),
                     [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << std::endl << "=== Final results ===" << std::endl;
    for (Player& p : ranking) {
        p.setDisplayMode(true);
        std::cout << p << std::endl;
    }
    std::string winners;
    int count = 0;
    for (const Player& p : ranking) {
        if (p.getNRubies() == ranking.back().getNRubies()) {
            winners += (count++ > 0 ? " & " : "") + p.getName();
        }
    }
    std::cout << (count > 1 ? "Overall winners (tie): " : "Overall winner: ") << winners << std::endl;
}

void play() {
    std::cout << "Welcome to Memoarr!" << std::endl;
    const Version version = askVersion();
    Game game(version.expertDisplay);
    std::unique_ptr<Rules> rules(version.expertRules ? new ExpertRules : new Rules);
    addPlayers(game);
    std::cout << std::endl << game;

    RewardDeck& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();
    std::size_t opener = 0;   // the winner of a round opens the next one

    while (!rules->gameOver(game)) {
        game.startRound();
        std::cout << std::endl << "--- Round " << game.getRound() + 1 << " ---" << std::endl;
        for (const Player& p : game.players()) {
            std::cout << p.getName() << " looks at the cards in front of them:" << std::endl;
            game.showCardsInFront(std::cout, p);
        }
        std::cout << game;
        game.setCurrentPlayer(opener);
        bool first = true;
        while (!rules->roundOver(game)) {
            if (!first) game.moveToNextActivePlayer();
            first = false;
            if (game.effects().skipNext) {
                game.effects().skipNext = false;
                std::cout << game.getPlayer().getName() << " is skipped (turtle)." << std::endl;
                continue;
            }
            playTurn(game, *rules);
        }
        game.moveToNextActivePlayer();
        Player& winner = game.getPlayer();
        winner.addReward(*rewards.getNext());
        opener = game.currentPlayerIndex();
        std::cout << std::endl << winner.getName() << " wins round " << game.getRound() + 1 << "." << std::endl;
        game.endRound();
    }
    printResults(game);
}

}  // namespace

int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed != nullptr ? static_cast<unsigned>(std::atol(seed)) : static_cast<unsigned>(std::time(nullptr)));
    try {
        play();
    } catch (const InputClosed&) {
        std::cout << std::endl << "End of input." << std::endl;
    }
    return 0;
}
