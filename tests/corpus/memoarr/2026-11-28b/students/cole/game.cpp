// game.cpp
#include "game.h"

#include <algorithm>

void Game::newRound(std::size_t starter) {
    board.reset();
    for (auto& p : players) p.setActive(true);
    current = starter;
    previousCard = currentCard = nullptr;
    upOrder.clear();
    turnedThisRound = 0;
    blocked = blockNext = Pos{-1, -1};
    skipNext = false;
}

const Card* Game::flip(const Pos& p) {
    board.turnFaceUp(p.letter(), p.number());
    upOrder.push_back(p);
    ++turnedThisRound;
    setCurrentCard(board.getCard(p.letter(), p.number()));
    return currentCard;
}

void Game::unflip(const Pos& p) {
    board.turnFaceDown(p.letter(), p.number());
    upOrder.erase(std::remove(upOrder.begin(), upOrder.end(), p), upOrder.end());
}

void Game::swap(const Pos& a, const Pos& b) {
    board.swap(a, b);
    for (auto& q : upOrder) q = q == a ? b : q == b ? a : q;
}

std::size_t Game::nextActive(std::size_t from) const {
    for (std::size_t k = 1; k <= players.size(); ++k) {
        std::size_t i = (from + k) % players.size();
        if (players[i].isActive()) return i;
    }
    return from;
}

std::string Game::advance() {
    std::string skipped;
    current = nextActive(current);
    if (skipNext) {
        skipped = players[current].getName();
        current = nextActive(current);
        skipNext = false;
    }
    blocked = blockNext;
    blockNext = Pos{-1, -1};
    return skipped;
}

void Game::printRow(std::ostream& os, const std::vector<Pos>& cards) const {
    if (cards.empty()) {
        os << "(table is empty)\n";
        return;
    }
    for (int row = 0; row < 3; ++row) {
        for (std::size_t i = 0; i < cards.size(); ++i)
            os << (i ? " " : "") << (*board.getCard(cards[i].letter(), cards[i].number()))(row);
        os << "\n";
    }
    os << "\n";
    for (std::size_t i = 0; i < cards.size(); ++i) os << cards[i].str() << (i + 1 < cards.size() ? "  " : "\n");
}

void Game::printPeek(std::ostream& os, const std::vector<Pos>& cards) {
    if (expertDisplay) {
        printRow(os, cards);
        return;
    }
    for (auto& p : cards) board.turnFaceUp(p.letter(), p.number());
    os << board;
    for (auto& p : cards) board.turnFaceDown(p.letter(), p.number());
}

std::ostream& operator<<(std::ostream& os, const Game& g) {
    if (g.expertDisplay)
        g.printRow(os, g.upOrder);
    else
        os << g.board;
    os << "\n";
    for (const auto& p : g.players) os << p << "\n";
    return os;
}
