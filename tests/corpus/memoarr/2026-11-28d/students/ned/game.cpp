#include "game.h"

Game::Game(bool xd) {
    round = 0;
    current = 0;
    previousCard = nullptr;
    currentCard = nullptr;
    expertDisplay = xd;
    skipNext = false;
}

int Game::getRound() { return round; }
void Game::addPlayer(const Player &p) { players.push_back(p); }
Player &Game::getPlayer() { return players[current]; }
const Card *Game::getPreviousCard() { return previousCard; }
const Card *Game::getCurrentCard() { return currentCard; }

void Game::setCurrentCard(const Card *c) {
    previousCard = currentCard;
    currentCard = c;
}

void Game::nextRound() { round++; }

void Game::newRound() {
    board.reset();
    for (int i = 0; i < (int)players.size(); i++) players[i].setActive(true);
    previousCard = nullptr;
    currentCard = nullptr;
    order.clear();
    skipNext = false;
    blocked.clear();
    blockedNext.clear();
}

void Game::setCurrent(int i) { current = i; }
int Game::getCurrent() { return current; }

void Game::nextPlayer() {
    for (int k = 1; k <= (int)players.size(); k++) {
        int i = (current + k) % players.size();
        if (players[i].isActive()) {
            current = i;
            return;
        }
    }
}

int Game::countActive() const {
    int n = 0;
    for (int i = 0; i < (int)players.size(); i++)
        if (players[i].isActive()) n++;
    return n;
}

void Game::flip(Pos p) {
    board.turnFaceUp((Letter)p.r, (Number)p.c);
    order.push_back(p);
    setCurrentCard(board.getCard((Letter)p.r, (Number)p.c));
}

void Game::unflip(Pos p) {
    board.turnFaceDown((Letter)p.r, (Number)p.c);
    for (int i = 0; i < (int)order.size(); i++)
        if (order[i] == p) {
            order.erase(order.begin() + i);
            break;
        }
}

void Game::swapCards(Pos a, Pos b) {
    board.swapCards(a.r, a.c, b.r, b.c);
    for (int i = 0; i < (int)order.size(); i++) {
        if (order[i] == a)
            order[i] = b;
        else if (order[i] == b)
            order[i] = a;
    }
}

bool Game::isBlocked(Pos p) {
    for (Pos b : blocked)
        if (b == p) return true;
    return false;
}

vector<Pos> Game::faceDown() {
    vector<Pos> v;
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++)
            if (Board::exists(r, c) && !board.isFaceUp((Letter)r, (Number)c)) v.push_back({r, c});
    return v;
}

vector<Pos> Game::available() {
    vector<Pos> v;
    for (Pos p : faceDown())
        if (!isBlocked(p)) v.push_back(p);
    return v;
}

void Game::printCards(ostream &out, vector<Pos> list) const {
    if (list.size() == 0) {
        out << "No face-up cards." << endl;
        return;
    }
    for (int row = 0; row < 3; row++) {
        for (int i = 0; i < (int)list.size(); i++) {
            if (i > 0) out << " ";
            out << (*board.getCard((Letter)list[i].r, (Number)list[i].c))(row);
        }
        out << endl;
    }
    out << endl;
    for (int i = 0; i < (int)list.size(); i++) {
        if (i > 0) out << "  ";
        out << list[i].name();
    }
    out << endl << endl;
}

void Game::showFront(const Player &p) {
    vector<Pos> front;
    if (p.getSide() == Top)
        front = {{0, 1}, {0, 2}, {0, 3}};
    else if (p.getSide() == Bottom)
        front = {{4, 1}, {4, 2}, {4, 3}};
    else if (p.getSide() == Left)
        front = {{1, 0}, {2, 0}, {3, 0}};
    else
        front = {{1, 4}, {2, 4}, {3, 4}};
    cout << "Cards in front of " << p.getName() << " (" << p.getSideName() << "):" << endl;
    for (Pos f : front) board.turnFaceUp((Letter)f.r, (Number)f.c);
    if (expertDisplay)
        printCards(cout, front);
    else
        cout << board;
    for (Pos f : front) board.turnFaceDown((Letter)f.r, (Number)f.c);
}

ostream &operator<<(ostream &out, const Game &g) {
    if (g.expertDisplay)
        g.printCards(out, g.order);
    else
        out << g.board;
    out << endl;
    for (int i = 0; i < (int)g.players.size(); i++) out << g.players[i] << endl;
    return out;
}

#ifdef TEST_GAME_
int main() {
    Game g(false);
    g.addPlayer(Player("Ann", Bottom));
    g.addPlayer(Player("Bob", Top));
    g.newRound();
    g.flip({0, 0});
    g.flip({3, 0});
    cout << g;
    g.showFront(g.players[1]);
    return 0;
}
#endif
