// memoarr.cpp - class implementations (Hana)
#include "memoarr.h"
#include <iostream>

std::string Card::operator()(int row) const {
    static const char colours[] = "rgpby";
    static const char animals[] = "CPOTW";
    std::string s(3, colours[background]);
    if (row == 1) s[1] = animals[animal];
    return s;
}

std::ostream& operator<<(std::ostream& os, const Reward& r) {
    return os << r.rubies << " rubies";
}

CardDeck::CardDeck() {
    for (int b = 0; b < 5; ++b)
        for (int a = 0; a < 5; ++a)
            items.push_back(new Card(FaceAnimal(a), FaceBackground(b)));
}
CardDeck& CardDeck::make_CardDeck() { static CardDeck deck; return deck; }

RewardDeck::RewardDeck() {
    int values[] = {1, 1, 1, 2, 2, 3, 4};
    for (int v : values) items.push_back(new Reward(v));
}
RewardDeck& RewardDeck::make_RewardDeck() { static RewardDeck deck; return deck; }

// ---- Board
Board::Board() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c) {
            faceUp[r][c] = false;
            cards[r][c] = (r == 2 && c == 2) ? nullptr : deck.getNext();
        }
}
void Board::check(const Letter& l, const Number& n) {
    if (l < A || l > E || n < One || n > Five || (l == C && n == Three)) throw OutOfRange();
}
bool Board::isFaceUp(const Letter& l, const Number& n) const { check(l, n); return faceUp[l][n]; }
bool Board::turnFaceUp(const Letter& l, const Number& n) {
    check(l, n);
    if (faceUp[l][n]) return false;
    faceUp[l][n] = true;
    return true;
}
bool Board::turnFaceDown(const Letter& l, const Number& n) {
    check(l, n);
    if (!faceUp[l][n]) return false;
    faceUp[l][n] = false;
    return true;
}
void Board::reset() {
    for (auto& row : faceUp) for (bool& b : row) b = false;
}
const Card* Board::getCard(const Letter& l, const Number& n) const { check(l, n); return cards[l][n]; }
void Board::swapCards(const Cell& a, const Cell& b) {
    std::swap(cards[a.row][a.col], cards[b.row][b.col]);
    std::swap(faceUp[a.row][a.col], faceUp[b.row][b.col]);
}
std::vector<Cell> Board::cells(bool up) const {
    std::vector<Cell> v;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            if (cards[r][c] && faceUp[r][c] == up) v.push_back({r, c});
    return v;
}
std::vector<std::string> Board::lines(const std::vector<Cell>& extraUp) const {
    std::vector<std::string> out;
    for (int r = 0; r < 5; ++r) {
        for (int line = 0; line < 3; ++line) {
            std::string s = (line == 1) ? std::string(1, char('A' + r)) + " " : "  ";
            for (int c = 0; c < 5; ++c) {
                bool up = faceUp[r][c] || std::find(extraUp.begin(), extraUp.end(), Cell{r, c}) != extraUp.end();
                if (c > 0) s += " ";
                if (!cards[r][c]) s += "   ";
                else if (up) s += (*cards[r][c])(line);
                else s += "zzz";
            }
            out.push_back(s);
        }
        out.push_back("");
    }
    out.push_back("   1   2   3   4   5");
    return out;
}
std::ostream& operator<<(std::ostream& os, const Board& b) {
    for (const std::string& s : b.lines()) os << s << "\n";
    return os;
}

// ---- Player
std::ostream& operator<<(std::ostream& os, const Player& p) {
    static const char* sides[] = {"bottom", "top", "left", "right"};
    os << p.name << ":  ";
    if (p.endOfGame) return os << p.rubies << " rubies";
    return os << sides[p.side] << (p.active ? " (active)" : " (inactive)");
}

// ---- Game
void Game::startRound() {
    board.reset();
    shown.clear();
    previousCard = currentCard = nullptr;
    for (Player& p : players) p.setActive(true);
}
const Card* Game::reveal(const Cell& c) {
    board.turnFaceUp(Letter(c.row), Number(c.col));
    shown.push_back(c);
    setCurrentCard(board.getCard(Letter(c.row), Number(c.col)));
    return currentCard;
}
void Game::hide(const Cell& c) {
    board.turnFaceDown(Letter(c.row), Number(c.col));
    shown.erase(std::find(shown.begin(), shown.end(), c));
}
void Game::swapCards(const Cell& a, const Cell& b) {
    board.swapCards(a, b);
    for (Cell& s : shown) {
        if (s == a) s = b;
        else if (s == b) s = a;
    }
}
void Game::printRow(std::ostream& os, const std::vector<Cell>& cells) const {
    if (cells.empty()) { os << "No cards are face up.\n"; return; }
    for (int line = 0; line < 3; ++line) {
        for (std::size_t i = 0; i < cells.size(); ++i)
            os << (i ? " " : "") << (*board.getCard(Letter(cells[i].row), Number(cells[i].col)))(line);
        os << "\n";
    }
    os << "\n";
    for (std::size_t i = 0; i < cells.size(); ++i) os << (i ? "  " : "") << cells[i].name();
    os << "\n";
}
std::ostream& operator<<(std::ostream& os, const Game& g) {
    os << "\n";
    if (g.expertDisplay) g.printRow(os, g.shown);
    else os << g.board;
    os << "\n";
    for (const Player& p : g.players) os << p << "\n";
    return os;
}

// ---- Rules
bool Rules::isValid(const Game& g) {
    const Card* a = g.getPreviousCard();
    const Card* b = g.getCurrentCard();
    if (a == nullptr) return true;
    return a->getAnimal() == b->getAnimal() || a->getBackground() == b->getBackground();
}
bool Rules::gameOver(const Game& g) { return g.getRound() == 7; }
bool Rules::roundOver(const Game& g) {
    int n = 0;
    for (const Player& p : g.getPlayers()) n += p.isActive();
    return n <= 1;
}

// Lets the player choose one cell of a list; blank input skips when allowed
static bool chooseCell(const std::string& prompt, const std::vector<Cell>& allowed, bool optional, Cell& out) {
    for (;;) {
        std::string text = readLine(prompt);
        if (optional && text.empty()) return false;
        if (parseCell(text, out) && std::find(allowed.begin(), allowed.end(), out) != allowed.end()) return true;
        std::cout << "You can't choose that card.\n";
    }
}

ExpertRules::ExpertRules() {
    powers[Octopus] = [](Game& g, TurnState& t) {
        std::vector<Cell> nb;
        const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        for (int k = 0; k < 4; ++k) {
            Cell c{t.where.row + dr[k], t.where.col + dc[k]};
            if (c.row >= 0 && c.row < 5 && c.col >= 0 && c.col < 5 && !(c.row == 2 && c.col == 2)) nb.push_back(c);
        }
        std::string list;
        for (const Cell& c : nb) list += (list.empty() ? "" : ", ") + c.name();
        Cell to;
        chooseCell("Octopus! Swap with which neighbouring card (" + list + ")? ", nb, false, to);
        g.swapCards(t.where, to);
        t.where = to;
        std::cout << g;
    };
    powers[Penguin] = [](Game& g, TurnState& t) {
        if (t.firstOfRound) return;
        std::vector<Cell> up = g.getBoard().cells(true);
        Cell c;
        if (!chooseCell("Penguin! Turn which face-up card face down? (blank to skip): ", up, true, c)) return;
        g.hide(c);
        std::cout << g;
    };
    powers[Walrus] = [](Game& g, TurnState& t) {
        std::vector<Cell> down = g.getBoard().cells(false);
        if (down.empty()) return;
        Cell c;
        if (chooseCell("Walrus! Block which face-down card for the next player? (blank to skip): ", down, true, c))
            t.blockForNext.push_back(c);
    };
    powers[Crab] = [](Game& g, TurnState& t) {
        std::cout << "Crab! " << g.getPlayer().getName() << " must turn over another card right away.\n";
        t.turnAgain = true;
    };
    powers[Turtle] = [](Game&, TurnState& t) {
        std::cout << "Turtle! The next player is skipped.\n";
        t.skipNext = true;
    };
}
