#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "carddeck.h"
#include "input.h"
#include "rewarddeck.h"
#include "rules.h"

namespace {

const int NUMBER_OF_ROUNDS = 7;

unsigned chooseSeed() {
    const char* seed = std::getenv("SEED");
    return seed != nullptr ? static_cast<unsigned>(std::strtoul(seed, nullptr, 10))
                           : static_cast<unsigned>(std::time(nullptr));
}

int askChoice(const std::string& prompt, int low, int high) {
    for (;;) {
        const std::string answer = readAnswer(prompt);
        if (answer.size() == 1 && answer[0] - '0' >= low && answer[0] - '0' <= high) return answer[0] - '0';
        std::cout << "Please enter a number between " << low << " and " << high << "." << std::endl;
    }
}

bool canTake(const Game& game, const Position& pos, bool hasBlock, const Position& block) {
    return !game.getBoard().isFaceUp(pos.letter, pos.number) && !(hasBlock && pos == block);
}

bool anyCardLeft(const Game& game, bool hasBlock, const Position& block) {
    for (const Position& p : game.faceDownPositions())
        if (canTake(game, p, hasBlock, block)) return true;
    return false;
}

Position askForCard(const Game& game, const std::string& prompt, bool hasBlock, const Position& block) {
    for (;;) {
        const std::string answer = readAnswer(prompt);
        Position pos{ROW_A, COL_1};
        if (!Position::fromString(answer, pos)) {
            std::cout << "Invalid position, try again (row A-E, column 1-5)." << std::endl;
        } else if (pos.isCenter()) {
            std::cout << "There is no card at C3." << std::endl;
        } else if (game.getBoard().isFaceUp(pos.letter, pos.number)) {
            std::cout << "That card is already face up." << std::endl;
        } else if (hasBlock && pos == block) {
            std::cout << "That card is blocked by the walrus." << std::endl;
        } else {
            return pos;
        }
    }
}

// Plays the turn of the current player. `blocked` carries the walrus block into and out of the turn.
void playTurn(Game& game, const Rules& rules, bool& hasBlock, Position& block) {
    Player& player = game.getPlayer();
    const bool blockedNow = hasBlock;
    const Position blockNow = block;
    hasBlock = false;

    TurnState state{game, Position{ROW_A, COL_1}};
    bool extra = false;
    do {
        state.anotherCard = false;
        if (!anyCardLeft(game, blockedNow, blockNow)) {
            std::cout << player.getName() << " has no card left to turn over and is out of this round." << std::endl;
            player.setActive(false);
            std::cout << game;
            break;
        }
        const std::string prompt = extra ? "Crab! " + player.getName() + ", choose one more card: "
                                         : player.getName() + ", choose a card (e.g. B4): ";
        const Position pos = askForCard(game, prompt, blockedNow, blockNow);
        game.showCard(pos);
        const bool valid = rules.isValid(game);
        std::cout << player.getName() << " turned " << pos.toString() << ": "
                  << game.getCurrentCard()->getDescription() << (valid ? "." : " - no match, out of this round!")
                  << std::endl;
        if (!valid) player.setActive(false);
        std::cout << game;
        if (valid) {
            state.where = pos;
            rules.afterMatch(state);
        }
        extra = true;
    } while (state.anotherCard && player.isActive());

    hasBlock = state.hasBlock;
    block = state.block;
    game.moveToNextPlayer(state.skipNext);
}

void printResults(Game& game) {
    std::vector<Player> standings = game.getPlayers();
    for (Player& p : standings) p.setDisplayMode(true);
    std::stable_sort(standings.begin(), standings.end(),
                     [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << std::endl << "Final standings (fewest rubies first):" << std::endl;
    for (const Player& p : standings) std::cout << p << std::endl;

    std::vector<std::string> best;
    for (const Player& p : standings)
        if (p.getNRubies() == standings.back().getNRubies()) best.push_back(p.getName());
    if (best.size() == 1) {
        std::cout << "Overall winner: " << best[0] << std::endl;
    } else {
        std::cout << "Overall winners (tie): ";
        for (std::size_t i = 0; i < best.size(); ++i)
            std::cout << (i == 0 ? "" : (i + 1 == best.size() ? " and " : ", ")) << best[i];
        std::cout << std::endl;
    }
}

void playGame() {
    std::cout << "Memoarr!" << std::endl << "========" << std::endl;
    std::cout << "Game version:" << std::endl
              << "  1. base" << std::endl
              << "  2. expert display" << std::endl
              << "  3. expert rules" << std::endl
              << "  4. expert display + expert rules" << std::endl;
    const int version = askChoice("Choice: ", 1, 4);
    const bool expertDisplay = version == 2 || version == 4;
    const bool expertRules = version >= 3;

    const int count = askChoice("Number of players (2-4): ", 2, 4);
    const Side seats[] = {Side::Left, Side::Right, Side::Top, Side::Bottom};
    Game game(expertDisplay);
    for (int i = 0; i < count; ++i) {
        std::string name;
        while ((name = readAnswer("Player " + std::to_string(i + 1) + " name: ")).empty())
            std::cout << "The name must not be empty." << std::endl;
        game.addPlayer(Player(name, seats[i]));
    }

    std::unique_ptr<Rules> rules(expertRules ? new ExpertRules() : new Rules());
    CardDeck& cardDeck = CardDeck::make_CardDeck();
    cardDeck.shuffle();
    game.getBoard().placeCards(cardDeck);
    RewardDeck& rewardDeck = RewardDeck::make_RewardDeck();
    rewardDeck.shuffle();

    std::cout << std::endl << game;

    while (!rules->gameOver(game)) {
        game.beginRound();
        std::cout << std::endl << "--- Round " << game.getRound() + 1 << " of " << NUMBER_OF_ROUNDS << " ---" << std::endl;
        for (const Player& p : game.getPlayers()) {
            std::cout << p.getName() << " (" << p.getSideName() << ") peeks at the cards in front:" << std::endl;
            game.printSecretLook(std::cout, p);
        }
        std::cout << std::endl << game;

        bool hasBlock = false;
        Position block{ROW_A, COL_1};
        while (!rules->roundOver(game)) playTurn(game, *rules, hasBlock, block);

        for (Player& p : game.getPlayers()) {
            if (!p.isActive()) continue;
            p.addReward(*rewardDeck.getNext());
            std::cout << "Round " << game.getRound() + 1 << " goes to " << p.getName() << "." << std::endl;
        }
        game.endRound();
    }
    printResults(game);
}

}  // namespace

int main() {
    std::srand(chooseSeed());
    try {
        playGame();
    } catch (const InputClosed&) {
        std::cout << std::endl;
    }
    return 0;
}
