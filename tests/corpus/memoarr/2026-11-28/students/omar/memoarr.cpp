// memoarr.cpp  -- Omar, CSI2372 project (Memoarr!)
#include "memoarr.h"

Board::Board() {
    CardDeck& d = CardDeck::make_CardDeck();
    d.shuffle();
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++) {
            up[i][j] = false;
            cards[i][j] = (i == 2 && j == 2) ? nullptr : d.getNext();
        }
}

ostream& operator<<(ostream& os, const Board& b) {
    for (int i = 0; i < 5; i++) {
        for (int row = 0; row < 3; row++) {
            os << (row == 1 ? char('A' + i) : ' ') << ' ';
            for (int j = 0; j < 5; j++) {
                if (j) os << ' ';
                if (!b.cards[i][j]) os << "   ";
                else if (b.up[i][j]) os << (*b.cards[i][j])(row);
                else os << "zzz";
            }
            os << '\n';
        }
        os << '\n';
    }
    os << "   1   2   3   4   5\n";
    return os;
}

const Card* Game::flip(Spot s) {
    board.turnFaceUp(Letter(s.r), Number(s.c));
    faceUp.push_back(s);
    return board.getCard(Letter(s.r), Number(s.c));
}

void Game::unflip(Spot s) {
    board.turnFaceDown(Letter(s.r), Number(s.c));
    faceUp.erase(find(faceUp.begin(), faceUp.end(), s));
}

void Game::swap(Spot a, Spot b) {
    board.swap(a, b);
    for (Spot& s : faceUp) {
        if (s == a) s = b;
        else if (s == b) s = a;
    }
}

void Game::startRound() {
    board.reset();
    faceUp.clear();
    for (Player& p : players) p.setActive(true);
}

int Game::activeCount() const {
    int n = 0;
    for (const Player& p : players) if (p.isActive()) n++;
    return n;
}

void Game::showRow(ostream& os, const vector<Spot>& spots) const {
    for (int row = 0; row < 3; row++) {
        for (size_t i = 0; i < spots.size(); i++)
            os << (i ? " " : "") << (*board.getCard(Letter(spots[i].r), Number(spots[i].c)))(row);
        os << '\n';
    }
    os << '\n';
    for (size_t i = 0; i < spots.size(); i++) os << (i ? "  " : "") << spots[i].str();
    os << "\n\n";
}

ostream& operator<<(ostream& os, const Game& g) {
    if (!g.expertDisplay) os << g.board << '\n';
    else if (g.faceUp.empty()) os << "[nothing face up]\n\n";
    else g.showRow(os, g.faceUp);
    for (const Player& p : g.players) os << p << '\n';
    return os;
}
