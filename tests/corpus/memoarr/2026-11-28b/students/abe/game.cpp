// game.cpp
#include "game.h"

#include <algorithm>
#include <iomanip>

void Game::startRound(std::size_t starter) {
    d_board.reset();
    for (Player& p : d_players) p.setActive(true);
    d_current = starter % d_players.size();
    d_previous = d_currentCard = nullptr;
    d_faceUpOrder.clear();
    d_turnedThisRound = 0;
    d_blocked.reset();
    d_pendingBlock.reset();
    d_skipNext = false;
}

void Game::turnUp(const Position& p) {
    if (d_board.turnFaceUp(p.letter, p.number)) {
        d_faceUpOrder.push_back(p);
        ++d_turnedThisRound;
        setCurrentCard(d_board.getCard(p.letter, p.number));
    }
}

void Game::turnDown(const Position& p) {
    if (d_board.turnFaceDown(p.letter, p.number))
        d_faceUpOrder.erase(std::remove(d_faceUpOrder.begin(), d_faceUpOrder.end(), p), d_faceUpOrder.end());
}

void Game::swapCards(const Position& a, const Position& b) {
    d_board.swapCards(a, b);
    for (Position& q : d_faceUpOrder) {
        if (q == a)
            q = b;
        else if (q == b)
            q = a;
    }
}

std::vector<Position> Game::selectable() const {
    std::vector<Position> result;
    for (const Position& p : d_board.faceDownPositions())
        if (!isBlocked(p)) result.push_back(p);
    return result;
}

std::size_t Game::nextActiveAfter(std::size_t seat) const {
    std::size_t n = d_players.size();
    for (std::size_t k = 1; k <= n; ++k) {
        std::size_t s = (seat + k) % n;
        if (d_players[s].isActive()) return s;
    }
    return seat;
}

void Game::advance(std::ostream& log) {
    d_current = nextActiveAfter(d_current);
    if (d_skipNext) {
        log << "The turtle makes " << d_players[d_current].getName() << " sit this turn out.\n";
        d_current = nextActiveAfter(d_current);
        d_skipNext = false;
    }
    d_blocked = d_pendingBlock;
    d_pendingBlock.reset();
}

Player* Game::roundWinner() {
    for (Player& p : d_players)
        if (p.isActive()) return &p;
    return nullptr;
}

std::ostream& operator<<(std::ostream& os, const Game& game) {
    game.view().showTable(os, game);
    os << '\n';
    for (const Player& p : game.d_players) os << p << '\n';
    return os << '\n';
}

// ---- views ---------------------------------------------------------------

void BoardView::showTable(std::ostream& os, const Game& game) const { os << game.getBoard(); }

void BoardView::showPeek(std::ostream& os, const Game& game, const std::vector<Position>& cards) const {
    Board& board = const_cast<Game&>(game).getBoard();
    for (const Position& p : cards) board.turnFaceUp(p.letter, p.number);
    os << board;
    for (const Position& p : cards) board.turnFaceDown(p.letter, p.number);
}

void ExpertView::showRow(std::ostream& os, const Game& game, const std::vector<Position>& cards) {
    for (int row = 0; row < 3; ++row) {
        std::string line;
        for (const Position& p : cards) {
            if (!line.empty()) line += ' ';
            line += (*game.getBoard().getCard(p.letter, p.number))(row);
        }
        os << line << '\n';
    }
    std::string labels;
    for (const Position& p : cards) labels += p.str() + "  ";
    labels.erase(labels.find_last_not_of(' ') + 1);
    os << '\n' << labels << '\n';
}

void ExpertView::showTable(std::ostream& os, const Game& game) const {
    if (game.faceUpOrder().empty())
        os << "(no cards face up)\n";
    else
        showRow(os, game, game.faceUpOrder());
}

void ExpertView::showPeek(std::ostream& os, const Game& game, const std::vector<Position>& cards) const {
    showRow(os, game, cards);
}

#ifdef TEST_GAME_
#include <iostream>
int main() {
    Game g(std::unique_ptr<GameView>(new BoardView));
    g.addPlayer(Player("Ann", Side::Top));
    g.addPlayer(Player("Bob", Side::Bottom));
    g.startRound(0);
    g.turnUp({A, One});
    g.turnUp({D, One});
    std::cout << g;
    std::cout << "previous " << g.getPreviousCard()->describe() << ", current " << g.getCurrentCard()->describe() << '\n';
    Game e(std::unique_ptr<GameView>(new ExpertView));
    e.addPlayer(Player("Cy", Side::Left));
    e.addPlayer(Player("Di", Side::Right));
    e.startRound(1);
    std::cout << e;
    e.turnUp({A, One});
    e.turnUp({D, One});
    e.turnUp({B, Four});
    e.turnUp({D, Three});
    std::cout << e;
    return 0;
}
#endif
