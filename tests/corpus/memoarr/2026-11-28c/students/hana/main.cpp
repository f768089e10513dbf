// main.cpp - Memoarr! main loop (Hana)
#include "memoarr.h"
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <memory>

using namespace std;

string readLine(const string& prompt) {
    cout << prompt;
    string s;
    if (!getline(cin, s)) exit(0);
    size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
    return a == string::npos ? "" : s.substr(a, b - a + 1);
}

bool parseCell(string text, Cell& c) {
    if (text.size() != 2) return false;
    char r = toupper(text[0]), n = text[1];
    if (r < 'A' || r > 'E' || n < '1' || n > '5') return false;
    c = {r - 'A', n - '1'};
    return true;
}

static vector<Cell> frontCells(Side s) {
    switch (s) {
    case Top: return {{0, 1}, {0, 2}, {0, 3}};
    case Bottom: return {{4, 1}, {4, 2}, {4, 3}};
    case Left: return {{1, 0}, {2, 0}, {3, 0}};
    default: return {{1, 4}, {2, 4}, {3, 4}};
    }
}

static Cell askCard(Game& g, const vector<Cell>& blocked) {
    for (;;) {
        string text = readLine(g.getPlayer().getName() + ", pick a card (e.g. B2): ");
        Cell c;
        if (!parseCell(text, c)) cout << "Invalid position, try again (row A-E, column 1-5).\n";
        else if (c.row == 2 && c.col == 2) cout << "There is no card in the centre.\n";
        else if (g.getBoard().isFaceUp(Letter(c.row), Number(c.col))) cout << "That card is already face up.\n";
        else if (find(blocked.begin(), blocked.end(), c) != blocked.end()) cout << "A walrus blocks that card for you.\n";
        else return c;
    }
}

// plays one turn of the current player; returns the effects on the next player
static TurnState playTurn(Game& g, Rules& rules, const vector<Cell>& blocked) {
    TurnState t;
    Player& p = g.getPlayer();
    do {
        t.turnAgain = false;
        bool anyLeft = false;
        for (const Cell& c : g.getBoard().cells(false))
            if (find(blocked.begin(), blocked.end(), c) == blocked.end()) anyLeft = true;
        if (!anyLeft) {
            p.setActive(false);
            cout << "No cards left to turn over - " << p.getName() << " is out of this round.\n" << g;
            return t;
        }
        t.where = askCard(g, blocked);
        t.firstOfRound = g.getCurrentCard() == nullptr;
        g.reveal(t.where);
        if (!rules.isValid(g)) {
            p.setActive(false);
            cout << "No match - " << p.getName() << " is out of this round.\n" << g;
            return t;
        }
        cout << g;
        rules.power(g, t);
    } while (t.turnAgain);
    return t;
}

static size_t nextActive(Game& g, size_t i) {
    size_t n = g.numPlayers();
    for (size_t k = 1; k <= n; ++k)
        if (g.getPlayer((i + k) % n).isActive()) return (i + k) % n;
    return i;
}

int main() {
    const char* seed = getenv("SEED");
    srand(seed ? (unsigned)atol(seed) : (unsigned)time(nullptr));

    cout << "Welcome to Memoarr!\n";
    string v;
    for (;;) {
        v = readLine("Choose version: (b)ase, expert (d)isplay, expert (r)ules, (a)ll: ");
        if (v.size() == 1) v[0] = tolower(v[0]);
        if (v == "b" || v == "d" || v == "r" || v == "a") break;
        cout << "Please type b, d, r or a.\n";
    }
    bool expertDisplay = v == "d" || v == "a";
    bool expertRules = v == "r" || v == "a";

    int n = 0;
    while (n < 2 || n > 4) {
        string s = readLine("How many players (2-4)? ");
        n = (s.size() == 1 && isdigit((unsigned char)s[0])) ? s[0] - '0' : 0;
        if (n < 2 || n > 4) cout << "The game is for 2 to 4 players.\n";
    }
    Game game(expertDisplay);
    vector<string> names;
    for (int i = 0; i < n; ++i) {
        string name = readLine("Name of player " + to_string(i + 1) + ": ");
        if (name.empty() || find(names.begin(), names.end(), name) != names.end()) {
            cout << "Please enter a new, non-empty name.\n";
            --i;
            continue;
        }
        names.push_back(name);
        game.addPlayer(Player(name, Side(i)));
    }
    unique_ptr<Rules> rules(expertRules ? new ExpertRules : new Rules);
    RewardDeck& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();

    cout << game;
    while (!rules->gameOver(game)) {
        game.startRound();
        cout << "\n=== Round " << game.getRound() + 1 << " ===\n";
        for (size_t i = 0; i < game.numPlayers(); ++i) {
            Player& p = game.getPlayer(i);
            static const char* sideNames[] = {"bottom", "top", "left", "right"};
            cout << "Round " << game.getRound() + 1 << " - " << p.getName() << " looks at the three cards in front of them ("
                 << sideNames[p.getSide()] << " side):\n";
            vector<Cell> front = frontCells(p.getSide());
            if (expertDisplay) game.printRow(cout, front);
            else for (const string& s : game.getBoard().lines(front)) cout << s << "\n";
            cout << "\n";
        }
        cout << "The cards are hidden again.\n";

        size_t i = 0;
        vector<Cell> blocked;
        while (!rules->roundOver(game)) {
            game.setCurrentIndex(i);
            TurnState t = playTurn(game, *rules, blocked);
            blocked = t.blockForNext;
            if (rules->roundOver(game)) break;
            i = nextActive(game, i);
            if (t.skipNext) {
                cout << game.getPlayer(i).getName() << " is skipped.\n";
                i = nextActive(game, i);
            }
        }
        for (size_t k = 0; k < game.numPlayers(); ++k)
            if (game.getPlayer(k).isActive()) {
                game.getPlayer(k).addReward(*rewards.getNext());
                cout << game.getPlayer(k).getName() << " wins round " << game.getRound() + 1 << ".\n";
            }
        game.nextRound();
    }

    vector<Player> order = game.getPlayers();
    stable_sort(order.begin(), order.end(), [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    cout << "\nFinal score (least to most rubies):\n";
    for (Player& p : order) {
        p.setDisplayMode(true);
        cout << p << "\n";
    }
    int best = order.back().getNRubies();
    vector<string> w;
    for (const Player& p : order) if (p.getNRubies() == best) w.push_back(p.getName());
    cout << (w.size() > 1 ? "Winners: " : "Winner: ");
    for (size_t k = 0; k < w.size(); ++k) cout << (k == 0 ? "" : k + 1 == w.size() ? " and " : ", ") << w[k];
    cout << "\n";
    return 0;
}
