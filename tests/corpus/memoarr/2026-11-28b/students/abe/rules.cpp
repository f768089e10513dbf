// rules.cpp
#include "rules.h"

#include <algorithm>
#include <iostream>

bool Rules::isValid(const Game& game) const {
    const Card* previous = game.getPreviousCard();
    const Card* current = game.getCurrentCard();
    if (current == nullptr) return false;
    return previous == nullptr || previous->matches(*current);
}

bool Rules::gameOver(const Game& game) const { return game.getRound() >= 7; }

bool Rules::roundOver(const Game& game) const {
    const auto& players = game.getPlayers();
    return std::count_if(players.begin(), players.end(), [](const Player& p) { return p.isActive(); }) <= 1;
}

ExpertRules::ExpertRules() {
    d_powers[Octopus].reset(new OctopusPower);
    d_powers[Penguin].reset(new PenguinPower);
    d_powers[Walrus].reset(new WalrusPower);
    d_powers[Crab].reset(new CrabPower);
    d_powers[Turtle].reset(new TurtlePower);
}

void ExpertRules::cardPower(TurnActions& actions, Player& player, const Position& where) const {
    const Card* card = actions.game().getBoard().getCard(where.letter, where.number);
    auto it = d_powers.find(card->getAnimal());
    if (it != d_powers.end()) it->second->apply(actions, player, where);
}

namespace {
std::string listOf(const std::vector<Position>& positions) {
    std::string s;
    for (const Position& p : positions) s += (s.empty() ? "" : ", ") + p.str();
    return s;
}
bool contains(const std::vector<Position>& v, const Position& p) {
    return std::find(v.begin(), v.end(), p) != v.end();
}
}  // namespace

void OctopusPower::apply(TurnActions& actions, Player& player, const Position& where) const {
    Game& game = actions.game();
    std::vector<Position> options = game.getBoard().neighbours(where);
    actions.out() << "Octopus! " << player.getName() << " must swap it with a neighbouring card.\n";
    for (;;) {
        std::string answer = actions.ask("Swap " + where.str() + " with which card (" + listOf(options) + ")? ");
        Position target;
        if (Position::parse(answer, target) && contains(options, target)) {
            game.swapCards(where, target);
            actions.out() << "The octopus moves from " << where.str() << " to " << target.str() << ".\n\n" << game;
            return;
        }
        actions.out() << "  ! Please pick one of: " << listOf(options) << ".\n";
    }
}

void PenguinPower::apply(TurnActions& actions, Player& player, const Position& where) const {
    Game& game = actions.game();
    if (game.cardsTurnedThisRound() == 1) {
        actions.out() << "Penguin! But it is the first card of the round, so nothing special happens.\n";
        return;
    }
    std::vector<Position> options;
    for (const Position& p : game.faceUpOrder())
        if (p != where) options.push_back(p);
    if (options.empty()) return;
    actions.out() << "Penguin! " << player.getName() << " may turn one face-up card face down.\n";
    for (;;) {
        std::string answer = actions.ask("Card to turn face down (" + listOf(options) + ", or ENTER to skip): ");
        if (answer.find_first_not_of(" \t\r") == std::string::npos) {
            actions.out() << "No card is turned face down.\n";
            return;
        }
        Position target;
        if (Position::parse(answer, target) && contains(options, target)) {
            game.turnDown(target);
            actions.out() << target.str() << " is face down again.\n\n" << game;
            return;
        }
        actions.out() << "  ! Please pick one of: " << listOf(options) << " (or just press ENTER).\n";
    }
}

void WalrusPower::apply(TurnActions& actions, Player& player, const Position&) const {
    Game& game = actions.game();
    std::vector<Position> options = game.getBoard().faceDownPositions();
    if (options.size() < 2) return;  // the next player must still have a choice
    std::string victim = game.nextPlayer().getName();
    actions.out() << "Walrus! " << player.getName() << " may block a face-down card for " << victim << ".\n";
    for (;;) {
        std::string answer = actions.ask("Card to block (a face-down card, or ENTER to skip): ");
        if (answer.find_first_not_of(" \t\r") == std::string::npos) {
            actions.out() << "Nothing is blocked.\n";
            return;
        }
        Position target;
        if (Position::parse(answer, target) && contains(options, target)) {
            game.blockForNextPlayer(target);
            actions.out() << target.str() << " is blocked for " << victim << ".\n";
            return;
        }
        actions.out() << "  ! That is not a face-down card.\n";
    }
}

void CrabPower::apply(TurnActions& actions, Player& player, const Position&) const {
    actions.out() << "Crab! " << player.getName() << " must immediately turn over another card.\n";
    actions.flipAnotherCard(player);
}

void TurtlePower::apply(TurnActions& actions, Player&, const Position&) const {
    actions.out() << "Turtle! The next player will be skipped.\n";
    actions.game().skipNextPlayer();
}

#ifdef TEST_RULES_
#include <iostream>
int main() {
    Game g(std::unique_ptr<GameView>(new BoardView));
    g.addPlayer(Player("Ann", Side::Top));
    g.addPlayer(Player("Bob", Side::Bottom));
    Rules rules;
    g.startRound(0);
    g.turnUp({A, One});
    std::cout << "first card valid: " << rules.isValid(g) << '\n';
    g.turnUp({A, Two});
    std::cout << g.getPreviousCard()->describe() << " / " << g.getCurrentCard()->describe()
              << " valid: " << rules.isValid(g) << '\n';
    std::cout << "roundOver: " << rules.roundOver(g) << ", gameOver: " << rules.gameOver(g) << '\n';
    return 0;
}
#endif
