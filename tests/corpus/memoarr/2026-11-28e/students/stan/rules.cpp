#include "rules.h"
#include <algorithm>
#include <iostream>
#include "input.h"

bool Rules::isValid(const Game& game) const {
    const Card* previous = game.getPreviousCard();
    const Card* current = game.getCurrentCard();
    if (previous == nullptr) return true;
    return previous->getAnimal() == current->getAnimal() || previous->getBackground() == current->getBackground();
}

bool Rules::gameOver(const Game& game) const { return game.getRound() >= 7; }

bool Rules::roundOver(const Game& game) const { return game.countActive() <= 1; }

namespace {

std::string listPositions(const std::vector<Position>& positions) {
    std::string text;
    for (const Position& p : positions) text += (text.empty() ? "" : " ") + p.toString();
    return text;
}

// Asks until one of the allowed positions is given. With allowNone, "none" returns false.
bool askPosition(const std::string& prompt, const std::vector<Position>& allowed, bool allowNone, Position& chosen) {
    for (;;) {
        const std::string answer = readAnswer(prompt);
        if (allowNone && (answer == "none" || answer == "NONE" || answer == "None")) return false;
        if (Position::fromString(answer, chosen) &&
            std::find(allowed.begin(), allowed.end(), chosen) != allowed.end())
            return true;
        std::cout << "Not possible. Allowed: " << listPositions(allowed) << std::endl;
    }
}

}  // namespace

template <>
void AnimalAction<Octopus>::run(TurnState& state) {
    std::vector<Position> neighbours;
    const int dr[] = {-1, 0, 0, 1};
    const int dc[] = {0, -1, 1, 0};
    for (int k = 0; k < 4; ++k) {
        const int row = state.where.letter + dr[k];
        const int col = state.where.number + dc[k];
        if (Position::onBoard(row, col)) neighbours.push_back(Position{static_cast<Letter>(row), static_cast<Number>(col)});
    }
    Position target{ROW_A, COL_1};
    askPosition("Octopus: swap " + state.where.toString() + " with which neighbour (" + listPositions(neighbours) + ")? ",
                neighbours, false, target);
    state.game.swapCards(state.where, target);
    std::cout << "Octopus moved from " << state.where.toString() << " to " << target.toString() << "." << std::endl;
    state.where = target;
    std::cout << state.game;
}

template <>
void AnimalAction<Penguin>::run(TurnState& state) {
    if (state.game.getPreviousCard() == nullptr) {
        std::cout << "Penguin as first card: nothing happens." << std::endl;
        return;
    }
    std::vector<Position> faceUp = state.game.faceUpPositions();
    faceUp.erase(std::remove(faceUp.begin(), faceUp.end(), state.where), faceUp.end());
    if (faceUp.empty()) return;
    Position target{ROW_A, COL_1};
    if (!askPosition("Penguin: turn which face-up card down ('none' to keep all)? ", faceUp, true, target)) return;
    state.game.hideCard(target);
    std::cout << "Penguin turned " << target.toString() << " face down." << std::endl;
    std::cout << state.game;
}

template <>
void AnimalAction<Walrus>::run(TurnState& state) {
    const std::vector<Position> faceDown = state.game.faceDownPositions();
    if (faceDown.empty()) return;
    const std::string next = state.game.peekNextPlayer().getName();
    askPosition("Walrus: block which face-down card for " + next + "? ", faceDown, false, state.block);
    state.hasBlock = true;
    std::cout << state.block.toString() << " is blocked for " << next << "." << std::endl;
}

template <>
void AnimalAction<Crab>::run(TurnState& state) {
    std::cout << "Crab! " << state.game.getPlayer().getName() << " must turn over another card." << std::endl;
    state.anotherCard = true;
}

template <>
void AnimalAction<Turtle>::run(TurnState& state) {
    std::cout << "Turtle: " << state.game.peekNextPlayer().getName() << " is skipped." << std::endl;
    state.skipNext = true;
}

const std::array<ExpertRules::Action, 5> ExpertRules::s_actions = {
    &AnimalAction<Crab>::run, &AnimalAction<Penguin>::run, &AnimalAction<Octopus>::run,
    &AnimalAction<Turtle>::run, &AnimalAction<Walrus>::run};

void ExpertRules::afterMatch(TurnState& state) const {
    s_actions[state.game.getCurrentCard()->getAnimal()](state);
}

#ifdef TEST_RULES_
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    Game game(false);
    game.getBoard().placeCards(deck);
    game.addPlayer(Player("Ann", Side::Left));
    game.addPlayer(Player("Bob", Side::Right));
    game.beginRound();
    Rules rules;
    game.showCard({ROW_A, COL_1});
    std::cout << "valid: " << rules.isValid(game) << std::endl;
    game.showCard({ROW_E, COL_5});
    std::cout << "valid: " << rules.isValid(game) << ", round over: " << rules.roundOver(game)
              << ", game over: " << rules.gameOver(game) << std::endl;
    return 0;
}
#endif
