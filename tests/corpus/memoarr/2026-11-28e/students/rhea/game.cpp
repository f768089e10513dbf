#include "game.h"
#include <algorithm>

static const Pos FRONT[4][3] = {{{0, 1}, {0, 2}, {0, 3}},   // top
                                {{4, 1}, {4, 2}, {4, 3}},   // bottom
                                {{1, 0}, {2, 0}, {3, 0}},   // left
                                {{1, 4}, {2, 4}, {3, 4}}};  // right

void Game::next(int skip) {
    for (int k = 0; k <= skip; ++k)
        for (size_t i = 1; i <= ps.size(); ++i)
            if (ps[(cur + i) % ps.size()].isActive()) { cur = (cur + i) % ps.size(); break; }
}

void Game::newRound(size_t starter) {
    board.reset();
    for (auto& p : ps) p.setActive(true);
    prev = now = nullptr;
    order.clear();
    cur = starter;
}

void Game::flip(const Pos& p) {
    board.turnFaceUp(p.L(), p.N());
    order.push_back(p);
    setCurrentCard(board.get(p.L(), p.N()));
}

void Game::unflip(const Pos& p) {
    board.turnFaceDown(p.L(), p.N());
    order.erase(std::find(order.begin(), order.end(), p));
}

void Game::swap(const Pos& a, const Pos& b) {
    board.swap(a, b);
    for (auto& q : order) q = q == a ? b : q == b ? a : q;
}

std::vector<Pos> Game::down() const {
    std::vector<Pos> v;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c) {
            Pos p{r, c};
            if (p.ok() && !board.isFaceUp(p.L(), p.N())) v.push_back(p);
        }
    return v;
}

std::vector<Pos> Game::up() const {
    std::vector<Pos> v;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c) {
            Pos p{r, c};
            if (p.ok() && board.isFaceUp(p.L(), p.N())) v.push_back(p);
        }
    return v;
}

void Game::row(std::ostream& o, const std::vector<Pos>& v) const {
    if (v.empty()) { o << "(none)\n"; return; }
    for (int i = 0; i < 3; ++i) {
        for (size_t k = 0; k < v.size(); ++k) o << (k ? " " : "") << (*board.get(v[k].L(), v[k].N()))(i);
        o << "\n";
    }
    o << "\n";
    for (size_t k = 0; k < v.size(); ++k) o << (k ? "  " : "") << v[k].str();
    o << "\n";
}

void Game::peek(std::ostream& o, const Player& p) {
    const Pos* f = FRONT[p.getSide()];
    if (xd) { row(o, {f[0], f[1], f[2]}); return; }
    for (int k = 0; k < 3; ++k) board.turnFaceUp(f[k].L(), f[k].N());
    o << board;
    for (int k = 0; k < 3; ++k) board.turnFaceDown(f[k].L(), f[k].N());
}

std::ostream& operator<<(std::ostream& o, const Game& g) {
    if (g.xd) g.row(o, g.order);
    else o << g.board;
    for (auto& p : g.ps) o << p << "\n";
    return o;
}

#ifdef TEST_GAME_
#include <iostream>
#include "carddeck.h"
int main() {
    auto& d = CardDeck::make_CardDeck();
    d.shuffle();
    Game g(true);
    g.getBoard().deal(d);
    g.addPlayer(Player("a", Top));
    g.addPlayer(Player("b", Left));
    g.newRound(0);
    g.flip({0, 0});
    g.flip({3, 2});
    std::cout << g;
    g.swap({0, 0}, {0, 1});
    std::cout << g;
    g.peek(std::cout, g.players()[1]);
    g.next(0);
    std::cout << g.getPlayer().getName() << " " << g.getRound() << "\n";
}
#endif
