// game.cpp
#include "game.h"
#include <algorithm>
#include <iostream>

const Card* Game::turnUp(const Position& p) {
    d_board.turnFaceUp(p.letter, p.number);
    d_upOrder.push_back(p);
    const Card* c = d_board.getCard(p.letter, p.number);
    setCurrentCard(c);
    return c;
}

void Game::turnDown(const Position& p) {
    d_board.turnFaceDown(p.letter, p.number);
    d_upOrder.erase(std::remove(d_upOrder.begin(), d_upOrder.end(), p), d_upOrder.end());
}

void Game::swap(const Position& p, const Position& q) {
    d_board.swap(p, q);
    for (Position& x : d_upOrder) {
        if (x == p) x = q;
        else if (x == q) x = p;
    }
}

void Game::newRound() {
    d_board.reset();
    d_upOrder.clear();
    d_previous = d_currentCard = nullptr;
    for (Player& p : d_players) p.setActive(true);
}

// Expert display: a row of cards and their positions underneath
void Game::printCards(std::ostream& os, const std::vector<Position>& shown) const {
    if (shown.empty()) { os << "(no cards face up)\n"; return; }
    for (int row = 0; row < 3; ++row) {
        for (std::size_t i = 0; i < shown.size(); ++i)
            os << (i ? " " : "") << (*d_board.getCard(shown[i].letter, shown[i].number))(row);
        os << '\n';
    }
    os << '\n';
    for (std::size_t i = 0; i < shown.size(); ++i)
        os << (i ? "  " : "") << shown[i].str();
    os << "\n\n";
}

std::ostream& operator<<(std::ostream& os, const Game& g) {
    os << "+------------------ Round " << g.d_round + 1 << " of 7 ------------------+\n\n";
    if (g.d_expertDisplay) g.printCards(os, g.d_upOrder);
    else os << g.d_board;
    os << "\nPlayers:\n";
    for (const Player& p : g.d_players) os << "  " << p << '\n';
    os << "+----------------------------------------------+\n";
    return os;
}

#ifdef TEST_GAME_
int main() {
    Game g(false);
    g.addPlayer(Player("Ann", Side::Top));
    g.addPlayer(Player("Bob", Side::Bottom));
    g.turnUp({ A, One });
    g.turnUp({ D, Three });
    std::cout << g << std::endl;
    Game g2(true);
    g2.addPlayer(Player("Cy", Side::Left));
    g2.turnUp({ B, Two });
    std::cout << g2 << std::endl;
    return 0;
}
#endif
