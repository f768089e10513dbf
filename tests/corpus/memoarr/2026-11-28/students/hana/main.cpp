// main.cpp -- Memoarr! (CSI2372 project, Hana)
// A memory game for 2 to 4 pirates.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "console.h"
#include "game.h"
#include "rewarddeck.h"
#include "rules.h"

namespace {

const Side kSeating[] = {Side::Bottom, Side::Top, Side::Left, Side::Right};

std::vector<Position> cardsInFrontOf(Side s) {
    switch (s) {
        case Side::Top: return {{A, Two}, {A, Three}, {A, Four}};
        case Side::Bottom: return {{E, Two}, {E, Three}, {E, Four}};
        case Side::Left: return {{B, One}, {C, One}, {D, One}};
        default: return {{B, Five}, {C, Five}, {D, Five}};
    }
}

void banner() {
    std::cout << "*************************************************\n"
                 "*                                               *\n"
                 "*            M  E  M  O  A  R  R  !             *\n"
                 "*      a treasure-hunting memory game for       *\n"
                 "*                 2 to 4 pirates                *\n"
                 "*                                               *\n"
                 "*************************************************\n\n";
}

bool selectable(const Game& g, const TurnState& t, const Position& p) {
    if (g.getBoard().isFaceUp(p.letter, p.number)) return false;
    return !(t.hasBlock && t.blocked == p);
}

bool anySelectable(const Game& g, const TurnState& t) {
    for (int l = 0; l < 5; ++l)
        for (int n = 0; n < 5; ++n)
            if (!Position::isCentre(Letter(l), Number(n)) && selectable(g, t, Position{Letter(l), Number(n)}))
                return true;
    return false;
}

Position askCard(Game& g, const TurnState& t, bool crab) {
    std::string name = g.getPlayer().getName();
    std::string prompt = crab ? "The crab pinches! " + name + ", pick another card at once: "
                              : "Ahoy " + name + ", pick a card to turn (e.g. B2): ";
    std::string answer = console::askUntil(prompt, [&](const std::string& s) -> std::string {
        Position p;
        if (!Position::parse(s, p)) return "That is not a position on the board (A1 to E5).";
        if (Position::isCentre(p.letter, p.number)) return "The centre is empty.";
        if (g.getBoard().isFaceUp(p.letter, p.number)) return "That card is already face up.";
        if (t.hasBlock && t.blocked == p) return "The walrus blocks that card this turn.";
        return "";
    });
    Position p;
    Position::parse(answer, p);
    return p;
}

// One player's turn. Returns with the player's active flag updated.
void playTurn(Game& g, const Rules& rules, TurnState& t) {
    Player& player = g.getPlayer();
    bool crab = false;
    do {
        if (!anySelectable(g, t)) {
            player.setActive(false);
            std::cout << "  " << player.getName() << " has no card left to turn over and loses this round.\n";
            std::cout << g;
            return;
        }
        Position p = askCard(g, t, crab);
        bool first = g.getCurrentCard() == nullptr;
        g.setCurrentCard(g.turnUp(p));
        bool ok = rules.isValid(g);
        player.setActive(ok);
        std::cout << "  " << player.getName() << " turns " << p.toString() << ": "
                  << g.getCurrentCard()->describe() << ".\n";
        std::cout << g;
        if (!ok) {
            std::cout << "  => No match! " << player.getName() << " is out of this round.\n";
            return;
        }
        std::cout << (first ? "  => First card of the round.\n" : "  => It matches!\n");
        t.where = p;
        t.firstCard = first;
        t.turnAgain = false;
        rules.applyPower(g, t);
        crab = t.turnAgain;
    } while (crab);
}

}  // namespace

#ifndef TEST_
int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed ? static_cast<unsigned>(std::strtoul(seed, nullptr, 10))
                    : static_cast<unsigned>(std::time(nullptr)));
    banner();

    int nPlayers = std::stoi(console::askUntil("How many pirates are playing (2-4)? ", [](const std::string& s) {
        return (s == "2" || s == "3" || s == "4") ? std::string() : std::string("Please type 2, 3 or 4.");
    }));
    std::vector<std::string> names;
    for (int i = 0; i < nPlayers; ++i) {
        names.push_back(console::askUntil(
            "Name of pirate #" + std::to_string(i + 1) + ": ", [&](const std::string& s) -> std::string {
                if (s.empty()) return "Every pirate needs a name.";
                if (std::find(names.begin(), names.end(), s) != names.end()) return "That name is taken.";
                return "";
            }));
    }
    std::cout << "\nChoose your game version:\n"
                 "  [B] Base game\n"
                 "  [D] Expert display mode (only the face-up cards are shown)\n"
                 "  [R] Expert rules mode (the animals have powers)\n"
                 "  [X] Expert display + expert rules\n";
    std::string version = console::askUntil("Your choice (B/D/R/X): ", [](const std::string& s) {
        return (s.size() == 1 && std::string("BDRXbdrx").find(s[0]) != std::string::npos)
                   ? std::string()
                   : std::string("Please type B, D, R or X.");
    });
    char v = static_cast<char>(std::toupper(static_cast<unsigned char>(version[0])));

    std::unique_ptr<GameView> view;
    if (v == 'D' || v == 'X') view.reset(new RowView);
    else view.reset(new BoardView);
    std::unique_ptr<Rules> rules;
    if (v == 'R' || v == 'X') rules.reset(new ExpertRules);
    else rules.reset(new Rules);

    Game game(*view);
    for (int i = 0; i < nPlayers; ++i) game.addPlayer(Player(names[i], kSeating[i]));
    RewardDeck& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();

    std::cout << "\nThe pirates take their seats around the treasure...\n\n";
    std::cout << game;

    std::size_t starter = 0;
    while (!rules->gameOver(game)) {
        game.startRound();
        std::cout << "\n~~~~~~~~~~~~~~~~~~~~~~~~ ROUND " << game.getRound() + 1 << " ~~~~~~~~~~~~~~~~~~~~~~~~\n";
        for (std::size_t i = 0; i < game.getNPlayers(); ++i) {
            Player& p = game.getPlayer(i);
            std::cout << "\nPsst, " << p.getName() << " (" << sideName(p.getSide())
                      << ") peeks at the three cards in front of them:\n";
            view->showPeek(std::cout, game, cardsInFrontOf(p.getSide()));
            std::cout << "(the cards are turned face down again)\n";
        }
        std::cout << '\n' << game;

        game.setCurrentIndex(starter);
        TurnState turn;
        while (!rules->roundOver(game)) {
            playTurn(game, *rules, turn);
            if (rules->roundOver(game)) break;
            std::size_t next = game.nextActiveAfter(game.getCurrentIndex());
            if (turn.skipNext) {
                std::cout << "  The turtle makes " << game.getPlayer(next).getName() << " skip a turn.\n";
                next = game.nextActiveAfter(next);
            }
            game.setCurrentIndex(next);
            TurnState following;
            following.hasBlock = turn.hasBlockForNext;
            following.blocked = turn.blockForNext;
            turn = following;
        }
        for (std::size_t i = 0; i < game.getNPlayers(); ++i) {
            Player& p = game.getPlayer(i);
            if (p.isActive()) {
                p.addReward(*rewards.getNext());
                starter = i;
                std::cout << "\n~~~ " << p.getName() << " wins round " << game.getRound() + 1
                          << " and pockets a secret reward! ~~~\n";
            }
        }
        game.endRound();
    }

    std::vector<Player*> ranking;
    for (std::size_t i = 0; i < game.getNPlayers(); ++i) {
        game.getPlayer(i).setDisplayMode(true);
        ranking.push_back(&game.getPlayer(i));
    }
    std::stable_sort(ranking.begin(), ranking.end(),
                     [](const Player* a, const Player* b) { return a->getNRubies() < b->getNRubies(); });
    std::cout << "\n=========== FINAL STANDINGS ===========\n";
    for (const Player* p : ranking) std::cout << "  " << *p << '\n';
    std::cout << "=======================================\n";
    std::vector<std::string> best;
    for (const Player* p : ranking)
        if (p->getNRubies() == ranking.back()->getNRubies()) best.push_back(p->getName());
    if (best.size() == 1) {
        std::cout << "And the winner is... " << best[0] << "!\n";
    } else {
        std::string list;
        for (std::size_t i = 0; i < best.size(); ++i)
            list += (i == 0 ? "" : (i + 1 == best.size() ? " and " : ", ")) + best[i];
        std::cout << "It's a tie! The winners are " << list << "!\n";
    }
    return 0;
}
#endif
