// game.cpp
#include "game.h"
#include <algorithm>
#include <iostream>

Game::Game(bool expertDisplay) : d_view(TableView::create(expertDisplay)) {}

void Game::advanceToNextActive() {
    for (std::size_t step = 1; step <= d_players.size(); ++step) {
        const std::size_t i = (d_current + step) % d_players.size();
        if (d_players[i].isActive()) { d_current = i; return; }
    }
}

int Game::activeCount() const {
    return static_cast<int>(std::count_if(d_players.begin(), d_players.end(),
                                          [](const Player& p) { return p.isActive(); }));
}

void Game::startRound() {
    d_board.reset();
    for (Player& p : d_players) p.setActive(true);
    d_previous = d_currentCard = nullptr;
    d_faceUpOrder.clear();
    d_skipNext = false;
    d_pendingBlock.clear();
    d_activeBlock.clear();
}

Card* Game::reveal(const Position& p) {
    if (!d_board.turnFaceUp(p.letter, p.number)) return nullptr;
    d_faceUpOrder.push_back(p);
    Card* card = d_board.getCard(p.letter, p.number);
    setCurrentCard(card);
    return card;
}

bool Game::hide(const Position& p) {
    if (!d_board.turnFaceDown(p.letter, p.number)) return false;
    d_faceUpOrder.erase(std::remove(d_faceUpOrder.begin(), d_faceUpOrder.end(), p), d_faceUpOrder.end());
    return true;
}

void Game::swap(const Position& a, const Position& b) {
    d_board.swapCards(a, b);
    for (Position& p : d_faceUpOrder) {
        if (p == a) p = b;
        else if (p == b) p = a;
    }
}

bool Game::isBlocked(const Position& p) const {
    return std::find(d_activeBlock.begin(), d_activeBlock.end(), p) != d_activeBlock.end();
}

std::vector<Position> Game::selectable() const {
    std::vector<Position> result = faceDown();
    result.erase(std::remove_if(result.begin(), result.end(),
                                [this](const Position& p) { return isBlocked(p); }),
                 result.end());
    return result;
}

void Game::beginTurn() {
    d_activeBlock = d_pendingBlock;
    d_pendingBlock.clear();
}

bool Game::consumeSkip() {
    const bool skip = d_skipNext;
    d_skipNext = false;
    return skip;
}

void Game::peek(std::ostream& os, const Player& p) {
    const std::vector<Position> front = p.cardsInFront();
    std::vector<Position> saved = d_faceUpOrder;
    for (const Position& pos : front) d_board.turnFaceUp(pos.letter, pos.number);
    d_view->render(os, d_board, front);
    for (const Position& pos : front) d_board.turnFaceDown(pos.letter, pos.number);
    d_faceUpOrder = saved;
}

std::ostream& operator<<(std::ostream& os, const Game& g) {
    g.d_view->render(os, g.d_board, g.d_faceUpOrder);
    os << '\n';
    for (const Player& p : g.d_players) os << p << '\n';
    return os;
}

#ifdef TEST_GAME_
int main() {
    Game g(false);
    g.addPlayer(Player("Ann", Side::top));
    g.addPlayer(Player("Bob", Side::bottom));
    g.startRound();
    std::cout << g << std::endl;
    g.reveal(Position::at(0, 0));
    g.reveal(Position::at(3, 0));
    std::cout << "previous " << g.getPreviousCard()->describe() << ", current "
              << g.getCurrentCard()->describe() << std::endl;
    std::cout << g << std::endl;
    g.peek(std::cout, g.getPlayer());
    Game e(true);
    e.addPlayer(Player("Cy", Side::left));
    e.startRound();
    e.reveal(Position::at(1, 3));
    e.reveal(Position::at(4, 4));
    std::cout << e << std::endl;
    return 0;
}
#endif
