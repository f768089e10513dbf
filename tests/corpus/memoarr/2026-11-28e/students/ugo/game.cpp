#include "game.h"
#include <algorithm>

int Game::activeCount() const {
    int n = 0;
    for (auto& p : pl) if (p.isActive()) n++;
    return n;
}

int Game::faceDownCount() const {
    int n = 0;
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++)
            if (hasCard(r, c) && !brd.isFaceUp((Letter)r, (Number)c)) n++;
    return n;
}

void Game::newRound(int first) {
    brd.reset();
    for (auto& p : pl) p.setActive(true);
    prevCard = curCard = nullptr;
    shown.clear();
    cur = first;
}

void Game::nextPlayer(bool skip) {
    int n = pl.size();
    if (skip) cur = (cur + 1) % n;  // turtle: the next one is skipped
    do {
        cur = (cur + 1) % n;
    } while (!pl[cur].isActive());
}

void Game::flip(Spot s) {
    brd.turnFaceUp((Letter)s.r, (Number)s.c);
    shown.push_back(s);
    setCurrentCard(brd.get(s.r, s.c));
}

void Game::hide(Spot s) {
    brd.turnFaceDown((Letter)s.r, (Number)s.c);
    shown.erase(find(shown.begin(), shown.end(), s));
}

void Game::swapSpots(Spot a, Spot b) {
    brd.swapCards(a.r, a.c, b.r, b.c);
    for (auto& s : shown) {
        if (s == a) s = b;
        else if (s == b) s = a;
    }
}

void Game::printRow(ostream& os, const vector<Spot>& v) const {
    if (v.empty()) {
        os << "-- no cards face up --\n";
        return;
    }
    for (int i = 0; i < 3; i++) {
        for (size_t k = 0; k < v.size(); k++) {
            if (k) os << " ";
            os << (*brd.get(v[k].r, v[k].c))(i);
        }
        os << "\n";
    }
    os << "\n";
    for (size_t k = 0; k < v.size(); k++) {
        if (k) os << "  ";
        os << posName(v[k].r, v[k].c);
    }
    os << "\n";
}

void Game::peek(ostream& os, const Player& p) {
    // the 3 middle cards on the player's side
    vector<Spot> v;
    for (int k = 1; k <= 3; k++) {
        Spot s[4] = {{0, k}, {4, k}, {k, 0}, {k, 4}};
        v.push_back(s[p.getSide()]);
    }
    if (xdisp) { printRow(os, v); return; }
    for (auto s : v) brd.turnFaceUp((Letter)s.r, (Number)s.c);
    os << brd;
    for (auto s : v) brd.turnFaceDown((Letter)s.r, (Number)s.c);
}

ostream& operator<<(ostream& os, const Game& g) {
    os << "----\n";
    if (g.xdisp) g.printRow(os, g.shown);
    else os << g.brd;
    for (auto& p : g.pl) os << p << "\n";
    return os;
}

#ifdef TEST_GAME_
#include "carddeck.h"
int main() {
    CardDeck& d = CardDeck::make_CardDeck();
    d.shuffle();
    Game g(false);
    g.board().deal(d);
    g.addPlayer(Player("a", top));
    g.addPlayer(Player("b", bottom));
    g.addPlayer(Player("c", left_side));
    g.newRound(0);
    g.flip({0, 0});
    g.flip({1, 1});
    cout << g;
    g.nextPlayer(false);
    cout << g.getPlayer().getName() << endl;
    g.nextPlayer(true);
    cout << g.getPlayer().getName() << endl;
}
#endif
