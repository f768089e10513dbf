// main.cpp - Memoarr! console game (CSI2372 project), main loop.
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

namespace {

unsigned chooseSeed() {
    const char* env = std::getenv("SEED");
    if (env != nullptr && *env != '\0') return static_cast<unsigned>(std::strtoul(env, nullptr, 10));
    return static_cast<unsigned>(std::time(nullptr));
}

int askNumber(const std::string& prompt, int low, int high) {
    for (;;) {
        const std::string answer = Console::trim(Console::ask(prompt));
        const bool digits = !answer.empty() && answer.size() < 3 &&
                            std::all_of(answer.begin(), answer.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (digits) {
            const int value = std::stoi(answer);
            if (value >= low && value <= high) return value;
        }
        std::cout << "  Please enter a number from " << low << " to " << high << "." << std::endl;
    }
}

void banner() {
    std::cout << "+--------------------------------------------+\n"
                 "|   ~~~  M E M O A R R !  ~~~                 |\n"
                 "|   crabs, penguins, octopuses, turtles       |\n"
                 "|   and walruses hide under the sand...       |\n"
                 "+--------------------------------------------+\n\n";
}

Position askCard(Game& game) {
    const std::string name = game.getPlayer().getName();
    for (;;) {
        const std::string answer = Console::trim(Console::ask(name + ", pick a card to turn over (e.g. B4): "));
        Position p{};
        if (!Position::parse(answer, p)) {
            std::cout << "  Please type a row letter A-E followed by a column number 1-5." << std::endl;
        } else if (p.isCentre()) {
            std::cout << "  C3 is the empty centre of the board." << std::endl;
        } else if (game.board().isFaceUp(p.letter, p.number)) {
            std::cout << "  " << p.str() << " is already face up." << std::endl;
        } else if (game.isBlocked(p)) {
            std::cout << "  " << p.str() << " is blocked by the walrus, choose another card." << std::endl;
        } else {
            return p;
        }
    }
}

void playTurn(Game& game, Rules& rules) {
    game.beginTurn();
    Player& player = game.getPlayer();
    const std::string name = player.getName();
    bool again = true;
    while (again) {
        again = false;
        if (game.selectable().empty()) {
            std::cout << "-> No card left for " << name << " to turn over: " << name
                      << " is out of this round." << std::endl << std::endl;
            player.setActive(false);
            std::cout << game;
            break;
        }
        const Position pos = askCard(game);
        const Card* card = game.reveal(pos);
        std::cout << "-> " << name << " turns over " << pos.str() << ": " << card->describe() << "." << std::endl;
        if (!rules.isValid(game)) {
            player.setActive(false);
            std::cout << "-> No match! " << name << " is out of this round." << std::endl << std::endl;
            std::cout << game;
        } else {
            std::cout << std::endl << game;
            again = rules.applyCardEffect(game, std::cout);
        }
    }
    game.endTurn();
}

void finalResults(Game& game) {
    std::vector<Player> ranking = game.players();
    for (Player& p : ranking) p.setDisplayMode(true);
    std::stable_sort(ranking.begin(), ranking.end(),
                     [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << std::endl << "==================== Game over ====================" << std::endl;
    std::cout << "Rubies, from least to most:" << std::endl;
    for (const Player& p : ranking) std::cout << p << std::endl;
    const int best = ranking.back().getNRubies();
    std::vector<std::string> winners;
    for (const Player& p : ranking)
        if (p.getNRubies() == best) winners.push_back(p.getName());
    std::cout << std::endl;
    if (winners.size() == 1) {
        std::cout << "*** The winner is " << winners.front() << " with " << best << " rubies! ***" << std::endl;
    } else {
        std::cout << "*** It's a tie! Winners: ";
        for (std::size_t k = 0; k < winners.size(); ++k) std::cout << (k ? ", " : "") << winners[k];
        std::cout << " with " << best << " rubies each! ***" << std::endl;
    }
}

void play() {
    banner();
    std::cout << "Game versions:\n"
                 "  1) Base game\n"
                 "  2) Expert display mode\n"
                 "  3) Expert rules mode\n"
                 "  4) Expert display + expert rules\n";
    const int version = askNumber("Choose a version [1-4]: ", 1, 4);
    const bool expertDisplay = version == 2 || version == 4;
    const bool expertRules = version >= 3;
    const int nPlayers = askNumber("Number of players [2-4]: ", 2, 4);

    Game game(expertDisplay);
    std::unique_ptr<Rules> rules = Rules::create(expertRules);
    const Side seats[] = {Side::top, Side::bottom, Side::left, Side::right};
    for (int i = 0; i < nPlayers; ++i) {
        Player seat("", seats[i]);
        std::string name = Console::trim(Console::ask("Name of player " + std::to_string(i + 1) + " (sits at the " +
                                                      seat.sideName() + "): "));
        if (name.empty()) name = "Player " + std::to_string(i + 1);
        game.addPlayer(Player(name, seats[i]));
    }
    std::cout << std::endl << game;

    RewardDeck& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();

    while (!rules->gameOver(game)) {
        game.startRound();
        std::cout << std::endl << "==================== Round " << game.getRound() + 1 << " of "
                  << Rules::NUMBER_OF_ROUNDS << " ====================" << std::endl;
        for (const Player& p : game.players()) {
            std::cout << p.getName() << " (" << p.sideName() << ") secretly looks at the cards in front:" << std::endl;
            game.peek(std::cout, p);
            std::cout << std::endl;
        }
        std::cout << game;
        game.setCurrentIndex(static_cast<std::size_t>(game.getRound()) % game.players().size());
        bool firstTurn = true;
        while (!rules->roundOver(game)) {
            if (!firstTurn) game.advanceToNextActive();
            firstTurn = false;
            if (game.consumeSkip()) {
                std::cout << "-> " << game.getPlayer().getName() << " is skipped by the turtle." << std::endl;
                continue;
            }
            playTurn(game, *rules);
        }
        game.advanceToNextActive();   // lands on the only active player
        Player& winner = game.getPlayer();
        Reward* reward = rewards.getNext();
        if (reward != nullptr) winner.addReward(*reward);
        std::cout << std::endl << "*** " << winner.getName() << " wins round " << game.getRound() + 1
                  << " and takes a reward card (kept secret until the end). ***" << std::endl;
        game.finishRound();
    }
    finalResults(game);
}

}  // namespace

int main() {
    std::srand(chooseSeed());
    try {
        play();
    } catch (const EndOfInput&) {
        std::cout << "Input ended - goodbye!" << std::endl;
    }
    return 0;
}
