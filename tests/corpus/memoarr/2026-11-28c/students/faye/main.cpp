// main.cpp -- Memoarr! main loop (CSI2372 project, Faye's version)
#ifndef TEST_CARD_
#ifndef TEST_REWARD_
#ifndef TEST_CARDDECK_
#ifndef TEST_REWARDDECK_
#ifndef TEST_BOARD_
#ifndef TEST_PLAYER_
#ifndef TEST_GAME_
#ifndef TEST_RULES_

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "game.h"
#include "io.h"
#include "rewarddeck.h"
#include "rules.h"

namespace {

std::vector<Position> inFrontOf(Side s) {
    switch (s) {
    case Side::Top:    return { { A, Two }, { A, Three }, { A, Four } };
    case Side::Bottom: return { { E, Two }, { E, Three }, { E, Four } };
    case Side::Left:   return { { B, One }, { C, One }, { D, One } };
    default:           return { { B, Five }, { C, Five }, { D, Five } };
    }
}

int askNumber(const std::string& prompt, int lo, int hi) {
    for (;;) {
        std::string text = io::ask(prompt);
        if (text.size() == 1 && text[0] >= '0' + lo && text[0] <= '0' + hi) return text[0] - '0';
        std::cout << "  ! Please enter a number from " << lo << " to " << hi << ".\n";
    }
}

Position askCard(Game& g, const Turn& t) {
    const std::string name = g.getPlayer().getName();
    for (;;) {
        std::string text = io::ask(name + ", choose a card to turn face up (e.g. B2): ");
        Position p;
        if (!Position::parse(text, p))
            std::cout << "  ! '" << text << "' is not a position. Use a row letter A-E and a column number 1-5, e.g. B2.\n";
        else if (p.isCentre())
            std::cout << "  ! C3 is the empty centre of the board.\n";
        else if (g.board().isFaceUp(p.letter, p.number))
            std::cout << "  ! " << p.str() << " is already face up.\n";
        else if (t.blocked && *t.blocked == p)
            std::cout << "  ! The walrus is lying on " << p.str() << ": choose another card.\n";
        else
            return p;
    }
}

// One player's turn; returns what the next player has to know (turtle, walrus)
Turn playTurn(Game& g, Rules& rules, std::optional<Position> blocked) {
    Turn t;
    t.blocked = blocked;
    Player& player = g.getPlayer();
    for (;;) {
        std::vector<Position> down = g.board().positions(false);
        if (t.blocked) down.erase(std::remove(down.begin(), down.end(), *t.blocked), down.end());
        if (down.empty()) {
            player.setActive(false);
            std::cout << "There is no card left for " << player.getName() << " to turn over: "
                      << player.getName() << " is out of this round.\n";
            std::cout << g;
            return t;
        }
        t.pos = askCard(g, t);
        t.firstCard = g.getCurrentCard() == nullptr;
        t.again = false;
        const Card* card = g.turnUp(t.pos);
        std::cout << player.getName() << " turns over " << t.pos.str() << ": " << card->describe() << ".\n";
        if (!rules.isValid(g)) {
            player.setActive(false);
            std::cout << "That does not match the " << g.getPreviousCard()->describe() << "! "
                      << player.getName() << " is out of this round.\n";
            std::cout << g;
            return t;
        }
        std::cout << g;
        rules.applyPower(g, t);
        if (!t.again) return t;
    }
}

std::size_t nextActive(const std::vector<Player>& ps, std::size_t i) {
    for (std::size_t k = 1; k <= ps.size(); ++k)
        if (ps[(i + k) % ps.size()].isActive()) return (i + k) % ps.size();
    return i;
}

} // namespace

int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed ? static_cast<unsigned>(std::strtoul(seed, nullptr, 10)) : static_cast<unsigned>(std::time(nullptr)));

    std::cout << "==============================================\n"
              << "        M E M O A R R !   - a memory game\n"
              << "==============================================\n\n";
    std::cout << "Choose the game version:\n"
              << "  1) Base game\n"
              << "  2) Expert display mode\n"
              << "  3) Expert rules mode\n"
              << "  4) Expert display + expert rules\n";
    int version = askNumber("Your choice [1-4]: ", 1, 4);
    bool expertDisplay = version == 2 || version == 4;
    bool expertRules = version >= 3;

    int n = askNumber("Number of players [2-4]: ", 2, 4);
    Game game(expertDisplay);
    std::vector<std::string> names;
    const Side sides[] = { Side::Top, Side::Bottom, Side::Left, Side::Right };
    for (int i = 0; i < n; ++i) {
        std::string name;
        for (;;) {
            name = io::ask("Name of player " + std::to_string(i + 1) + ": ");
            if (name.empty()) std::cout << "  ! A name cannot be empty.\n";
            else if (std::find(names.begin(), names.end(), name) != names.end()) std::cout << "  ! That name is taken.\n";
            else break;
        }
        names.push_back(name);
        game.addPlayer(Player(name, sides[i]));
    }

    std::unique_ptr<Rules> rules = expertRules ? std::make_unique<ExpertRules>() : std::make_unique<Rules>();
    RewardDeck& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();

    std::cout << "\nLet's play! The table:\n" << game;

    std::size_t starter = 0;
    while (!rules->gameOver(game)) {
        game.newRound();
        std::cout << "\n############## Round " << game.getRound() + 1 << " of 7 ##############\n";
        for (Player& p : game.players()) {
            std::vector<Position> mine = inFrontOf(p.getSide());
            std::cout << "\n--- " << p.getName() << " (" << Player::sideName(p.getSide())
                      << "), this is for your eyes only ---\n";
            if (expertDisplay) game.printCards(std::cout, mine);
            else game.board().printWith(std::cout, mine);
            io::ask("Press Enter to hide the cards...");
        }
        std::cout << "\nAll cards are face down. " << game.players()[starter].getName() << " starts.\n" << game;

        std::size_t idx = starter;
        std::optional<Position> blocked;
        while (!rules->roundOver(game)) {
            game.setCurrentIndex(idx);
            Turn t = playTurn(game, *rules, blocked);
            blocked = t.blockNext;
            if (rules->roundOver(game)) break;
            idx = nextActive(game.players(), idx);
            if (t.skipNext) {
                std::cout << game.players()[idx].getName() << " is skipped because of the turtle.\n";
                idx = nextActive(game.players(), idx);
            }
        }
        for (std::size_t i = 0; i < game.players().size(); ++i) {
            Player& p = game.players()[i];
            if (!p.isActive()) continue;
            p.addReward(*rewards.getNext());
            starter = i;
            std::cout << "\n*** " << p.getName() << " wins round " << game.getRound() + 1
                      << "! *** (the ruby card stays face down until the end)\n";
        }
        game.nextRound();
    }

    std::vector<Player> ranking = game.players();
    std::stable_sort(ranking.begin(), ranking.end(),
                     [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << "\n================ Game over ================\n"
              << "Rubies, from least to most:\n";
    for (Player& p : ranking) {
        p.setDisplayMode(true);
        std::cout << "  " << p << '\n';
    }
    int best = ranking.back().getNRubies();
    std::vector<std::string> winners;
    for (const Player& p : ranking)
        if (p.getNRubies() == best) winners.push_back(p.getName());
    if (winners.size() == 1) {
        std::cout << winners[0] << " is the winner with " << best << " rubies!\n";
    } else {
        std::cout << "It's a tie between ";
        for (std::size_t i = 0; i < winners.size(); ++i)
            std::cout << winners[i] << (i + 2 < winners.size() ? ", " : i + 1 < winners.size() ? " and " : "");
        std::cout << " with " << best << " rubies each!\n";
    }
    return 0;
}

#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
