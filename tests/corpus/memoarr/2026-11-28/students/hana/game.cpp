// game.cpp -- Memoarr! (CSI2372 project, Hana)
#include "game.h"

#include <algorithm>

void BoardView::showTable(std::ostream& os, const Game& g) const { os << g.getBoard(); }

void BoardView::showPeek(std::ostream& os, const Game& g, const std::vector<Position>& cards) const {
    Board& b = const_cast<Game&>(g).getBoard();
    for (const Position& p : cards) b.turnFaceUp(p.letter, p.number);
    os << b;
    for (const Position& p : cards) b.turnFaceDown(p.letter, p.number);
}

void RowView::printRow(std::ostream& os, const Board& b, const std::vector<Position>& cards) {
    for (int row = 0; row < 3; ++row) {
        for (std::size_t i = 0; i < cards.size(); ++i)
            os << (i ? " " : "") << (*b.getCard(cards[i].letter, cards[i].number))(row);
        os << '\n';
    }
    os << '\n';
    for (std::size_t i = 0; i < cards.size(); ++i) os << (i ? "  " : "") << cards[i].toString();
    os << "\n\n";
}

void RowView::showTable(std::ostream& os, const Game& g) const {
    if (g.getFaceUpOrder().empty())
        os << "   (all cards are face down)\n\n";
    else
        printRow(os, g.getBoard(), g.getFaceUpOrder());
}

void RowView::showPeek(std::ostream& os, const Game& g, const std::vector<Position>& cards) const {
    printRow(os, g.getBoard(), cards);
}

std::size_t Game::nextActiveAfter(std::size_t i) const {
    do {
        i = (i + 1) % d_players.size();
    } while (!d_players[i].isActive());
    return i;
}

int Game::countActive() const {
    return static_cast<int>(std::count_if(d_players.begin(), d_players.end(),
                                          [](const Player& p) { return p.isActive(); }));
}

const Card* Game::turnUp(const Position& p) {
    d_board.turnFaceUp(p.letter, p.number);
    d_faceUpOrder.push_back(p);
    return d_board.getCard(p.letter, p.number);
}

void Game::turnDown(const Position& p) {
    d_board.turnFaceDown(p.letter, p.number);
    d_faceUpOrder.erase(std::remove(d_faceUpOrder.begin(), d_faceUpOrder.end(), p), d_faceUpOrder.end());
}

void Game::swapCards(const Position& p, const Position& q) {
    d_board.swapCards(p, q);
    for (Position& pos : d_faceUpOrder) {
        if (pos == p)
            pos = q;
        else if (pos == q)
            pos = p;
    }
}

void Game::startRound() {
    d_board.reset();
    d_faceUpOrder.clear();
    d_previousCard = d_currentCard = nullptr;
    for (Player& p : d_players) p.setActive(true);
}

std::ostream& operator<<(std::ostream& os, const Game& g) {
    os << "+----------------- Round " << g.d_round + 1 << " of 7 -----------------+\n";
    g.d_view.showTable(os, g);
    os << "Pirates at the table:\n";
    for (const Player& p : g.d_players) os << "  " << p << '\n';
    os << "+------------------------------------------------+\n";
    return os;
}

#ifdef TEST_GAME_
#include <iostream>
int main() {
    BoardView view;
    Game g(view);
    g.addPlayer(Player("Ann", Side::Bottom));
    g.addPlayer(Player("Joe Remember Doe", Side::Top));
    g.startRound();
    g.setCurrentCard(g.turnUp(Position{A, One}));
    g.setCurrentCard(g.turnUp(Position{D, One}));
    std::cout << g << std::endl;
    std::cout << "previous: " << g.getPreviousCard()->describe() << ", current: " << g.getCurrentCard()->describe()
              << std::endl;
    return 0;
}
#endif
