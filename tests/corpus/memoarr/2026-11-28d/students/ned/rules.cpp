#include "rules.h"
#include "input.h"

bool Rules::isValid(Game &g) {
    if (g.getPreviousCard() == nullptr) return true;
    if (g.getPreviousCard()->getAnimal() == g.getCurrentCard()->getAnimal()) return true;
    if (g.getPreviousCard()->getBackground() == g.getCurrentCard()->getBackground()) return true;
    return false;
}

bool Rules::gameOver(Game &g) { return g.getRound() >= 7; }

bool Rules::roundOver(Game &g) { return g.countActive() <= 1; }

static string posList(vector<Pos> v) {
    string s = "";
    for (int i = 0; i < (int)v.size(); i++) {
        if (i > 0) s += " ";
        s += v[i].name();
    }
    return s;
}

static bool contains(vector<Pos> v, Pos p) {
    for (Pos q : v)
        if (q == p) return true;
    return false;
}

int ExpertRules::special(Game &g) {
    string name = g.getPlayer().getName();
    Pos here = g.order.back();
    switch (g.getCurrentCard()->getAnimal()) {
    case Octopus: {
        vector<Pos> nb;
        int dr[4] = {-1, 0, 0, 1};
        int dc[4] = {0, -1, 1, 0};
        for (int k = 0; k < 4; k++)
            if (Board::exists(here.r + dr[k], here.c + dc[k])) nb.push_back({here.r + dr[k], here.c + dc[k]});
        Pos p;
        while (true) {
            string s = readLine(name + ", swap the octopus with which neighbour (" + posList(nb) + ")? ");
            if (parsePos(s, p) && contains(nb, p)) break;
            cout << "Not a neighbour of " << here.name() << "." << endl;
        }
        g.swapCards(here, p);
        cout << "Octopus moved from " << here.name() << " to " << p.name() << "." << endl;
        cout << g;
        return 0;
    }
    case Penguin: {
        if (g.getPreviousCard() == nullptr) return 0;
        vector<Pos> up;
        for (Pos p : g.order)
            if (!(p == here)) up.push_back(p);
        if (up.size() == 0) return 0;
        Pos p;
        while (true) {
            string s = readLine(name + ", turn which face-up card face down? (or 'skip') ");
            if (s == "skip") return 0;
            if (parsePos(s, p) && contains(up, p)) break;
            cout << "You can choose: " << posList(up) << endl;
        }
        g.unflip(p);
        cout << p.name() << " is face down again." << endl;
        cout << g;
        return 0;
    }
    case Walrus: {
        vector<Pos> down = g.faceDown();
        if (down.size() == 0) return 0;
        Pos p;
        while (true) {
            string s = readLine(name + ", block which card for the next player? (or 'skip') ");
            if (s == "skip") return 0;
            if (parsePos(s, p) && contains(down, p)) break;
            cout << "Choose a face-down card." << endl;
        }
        g.blockedNext.clear();
        g.blockedNext.push_back(p);
        cout << p.name() << " is blocked for the next player." << endl;
        return 0;
    }
    case Crab:
        cout << "Crab! " << name << " turns over another card." << endl;
        return 1;
    case Turtle:
        cout << "Turtle! The next player is skipped." << endl;
        g.skipNext = true;
        return 0;
    }
    return 0;
}

#ifdef TEST_RULES_
int main() {
    Game g(false);
    g.addPlayer(Player("Ann", Bottom));
    g.addPlayer(Player("Bob", Top));
    g.newRound();
    Rules r;
    g.flip({0, 0});
    cout << r.isValid(g) << endl;
    g.flip({0, 1});
    cout << g << r.isValid(g) << " " << r.roundOver(g) << " " << r.gameOver(g) << endl;
    return 0;
}
#endif
