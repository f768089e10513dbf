// game.cpp
#include "game.h"
#include <algorithm>
#include <ostream>

void Game::startRound(std::size_t starter) {
    board_.reset();
    for (Player& p : players_) p.setActive(true);
    previous_ = currentCard_ = nullptr;
    faceUpOrder_.clear();
    current_ = starter % players_.size();
}

void Game::advance(int skips) {
    for (int hop = 0; hop <= skips; ++hop) {
        for (std::size_t k = 1; k <= players_.size(); ++k) {
            std::size_t idx = (current_ + k) % players_.size();
            if (players_[idx].isActive()) { current_ = idx; break; }
        }
    }
}

int Game::activeCount() const {
    return static_cast<int>(std::count_if(players_.begin(), players_.end(),
                                          [](const Player& p) { return p.isActive(); }));
}

void Game::reveal(const Position& p) {
    board_.turnFaceUp(p.row, p.col);
    faceUpOrder_.push_back(p);
    setCurrentCard(board_.getCard(p));
}

void Game::hide(const Position& p) {
    board_.turnFaceDown(p.row, p.col);
    faceUpOrder_.erase(std::remove(faceUpOrder_.begin(), faceUpOrder_.end(), p), faceUpOrder_.end());
}

void Game::swap(const Position& a, const Position& b) {
    board_.swapCards(a, b);
    for (Position& q : faceUpOrder_) {
        if (q == a) q = b;
        else if (q == b) q = a;
    }
}

std::vector<Position> Game::faceDown() const {
    std::vector<Position> out;
    for (const Position& p : Position::all())
        if (!board_.isFaceUp(p)) out.push_back(p);
    return out;
}

std::vector<Position> Game::faceUpExcept(const Position& skip) const {
    std::vector<Position> out;
    for (const Position& p : Position::all())
        if (board_.isFaceUp(p) && p != skip) out.push_back(p);
    return out;
}

void Game::printRow(std::ostream& os, const std::vector<Position>& ps) const {
    if (ps.empty()) {
        os << "(no cards face up)\n";
        return;
    }
    for (int row = 0; row < 3; ++row) {
        for (std::size_t k = 0; k < ps.size(); ++k)
            os << (k ? " " : "") << (*board_.getCard(ps[k]))(row);
        os << '\n';
    }
    os << '\n';
    for (std::size_t k = 0; k < ps.size(); ++k) os << (k ? "  " : "") << ps[k].str();
    os << '\n';
}

void Game::printPeek(std::ostream& os, const Player& p) {
    const std::vector<Position> front = p.cardsInFront();
    if (expertDisplay_) {
        printRow(os, front);
        return;
    }
    std::vector<Position> turned;
    for (const Position& q : front)
        if (board_.turnFaceUp(q.row, q.col)) turned.push_back(q);
    os << board_;
    for (const Position& q : turned) board_.turnFaceDown(q.row, q.col);
}

std::ostream& operator<<(std::ostream& os, const Game& g) {
    if (g.expertDisplay_) g.printRow(os, g.faceUpOrder_);
    else os << g.board_;
    os << "\nPlayers:\n";
    for (const Player& p : g.players_) os << "  " << p << '\n';
    return os;
}

#ifdef TEST_GAME_
#include <iostream>
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (bool expert : {false, true}) {
        Game g(expert);
        g.board().deal(deck);
        deck.shuffle();
        g.addPlayer(Player("Ann", Side::Bottom));
        g.addPlayer(Player("Bob", Side::Top));
        g.startRound(0);
        g.reveal(Position::at(0, 0));
        g.reveal(Position::at(3, 0));
        std::cout << g << "current player: " << g.getPlayer().getName() << '\n';
        g.advance(0);
        std::cout << "next: " << g.getPlayer().getName() << '\n';
    }
    return 0;
}
#endif
