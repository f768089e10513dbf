#include "game.h"
#include <algorithm>

namespace {
void showBoard(std::ostream& os, const Board& b, const std::vector<Pos>&) { os << b; }

void showRow(std::ostream& os, const Board& b, const std::vector<Pos>& v) {
    if (v.empty()) {
        os << "(none face up)\n";
        return;
    }
    for (int r = 0; r < 3; ++r) {
        for (size_t i = 0; i < v.size(); ++i) os << (i ? " " : "") << (*b.getCard(v[i].l, v[i].n))(r);
        os << '\n';
    }
    os << '\n';
    for (size_t i = 0; i < v.size(); ++i) os << (i ? "  " : "") << v[i].str();
    os << "\n\n";
}

void (*const SHOW[])(std::ostream&, const Board&, const std::vector<Pos>&) = {showBoard, showRow};

const Pos FRONT[4][3] = {
    {{B, N1}, {C, N1}, {D, N1}},   // left
    {{B, N5}, {C, N5}, {D, N5}},   // right
    {{A, N2}, {A, N3}, {A, N4}},   // top
    {{E, N2}, {E, N3}, {E, N4}},   // bottom
};
}

void Game::table(std::ostream& os, const std::vector<Pos>& v) const { SHOW[xdisplay](os, board, v); }

void Game::nextActive() {
    do cur = (cur + 1) % players.size();
    while (!players[cur].isActive());
}

int Game::activeCount() const {
    return std::count_if(players.begin(), players.end(), [](const Player& p) { return p.isActive(); });
}

void Game::newRound() {
    board.reset();
    for (auto& p : players) p.setActive(true);
    prev = now = nullptr;
    order.clear();
    skip = false;
    block.clear();
    nextBlock.clear();
}

std::vector<Pos> Game::faceDown() const {
    std::vector<Pos> v;
    for (const Pos& p : Board::all())
        if (!board.isFaceUp(p.l, p.n)) v.push_back(p);
    return v;
}

bool Game::blocked(const Pos& p) const { return std::find(block.begin(), block.end(), p) != block.end(); }

std::vector<Pos> Game::choosable() const {
    std::vector<Pos> v = faceDown();
    v.erase(std::remove_if(v.begin(), v.end(), [this](const Pos& p) { return blocked(p); }), v.end());
    return v;
}

void Game::flipUp(const Pos& p) {
    board.turnFaceUp(p.l, p.n);
    order.push_back(p);
    setCurrentCard(board.getCard(p.l, p.n));
}

void Game::flipDown(const Pos& p) {
    board.turnFaceDown(p.l, p.n);
    order.erase(std::find(order.begin(), order.end(), p));
}

void Game::swap(const Pos& p, const Pos& q) {
    board.swap(p, q);
    for (Pos& o : order) o = o == p ? q : o == q ? p : o;
}

void Game::peek(std::ostream& os, const Player& pl) {
    std::vector<Pos> v(FRONT[pl.getSide()], FRONT[pl.getSide()] + 3);
    for (const Pos& p : v) board.turnFaceUp(p.l, p.n);
    table(os, v);
    for (const Pos& p : v) board.turnFaceDown(p.l, p.n);
}

std::ostream& operator<<(std::ostream& os, const Game& g) {
    g.table(os, g.order);
    for (const Player& p : g.players) os << p << '\n';
    return os;
}

#ifdef TEST_GAME_
#include <iostream>
int main() {
    Game g(true);
    g.addPlayer(Player("Ann", Top));
    g.addPlayer(Player("Bob", Left));
    g.newRound();
    std::cout << g;
    g.flipUp({A, N1});
    g.flipUp({B, N2});
    g.swap({A, N1}, {A, N2});
    std::cout << g;
    g.peek(std::cout, g.getPlayer());
}
#endif
