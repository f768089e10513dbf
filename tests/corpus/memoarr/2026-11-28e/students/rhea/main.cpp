#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <memory>
#include "carddeck.h"
#include "io.h"
#include "rewarddeck.h"
#include "rules.h"

using namespace std;

static vector<Pos> selectable(Game& g, const Pos& blocked) {
    auto v = g.down();
    v.erase(remove(v.begin(), v.end(), blocked), v.end());
    return v;
}

static Pos askCard(Game& g, const string& prompt, const Pos& blocked) {
    for (;;) {
        string s = ask(prompt);
        Pos p;
        if (!Pos::parse(s, p)) cout << "! bad position\n";
        else if (!p.ok()) cout << "! C3 is empty\n";
        else if (g.getBoard().isFaceUp(p.L(), p.N())) cout << "! already face up\n";
        else if (p == blocked) cout << "! blocked\n";
        else return p;
    }
}

// one turn of the current player; returns the block for the next one
static Pos turn(Game& g, const Rules& rules, const Pos& blocked) {
    Player& p = g.getPlayer();
    Turn t{g, Pos{}, false, 0, Pos{}};
    bool first = true;
    do {
        t.again = false;
        if (selectable(g, blocked).empty()) {
            cout << p.getName() << ": no card left, out\n";
            p.setActive(false);
            cout << g;
            break;
        }
        Pos at = askCard(g, p.getName() + (first ? "> " : " (crab)> "), blocked);
        g.flip(at);
        bool ok = rules.isValid(g);
        if (!ok) p.setActive(false);
        cout << p.getName() << ": " << at.str() << " " << g.getCurrentCard()->code() << (ok ? "" : " -> out") << "\n";
        cout << g;
        if (ok) {
            t.at = at;
            rules.power(t);
        }
        first = false;
    } while (t.again && p.isActive());
    g.next(t.skip);
    return t.block;
}

int main() {
    const char* seed = getenv("SEED");
    srand(seed ? (unsigned)strtoul(seed, nullptr, 10) : (unsigned)time(nullptr));

    string v;
    for (;;) {
        v = ask("version [b/d/r/dr]: ");
        if (v == "b" || v == "d" || v == "r" || v == "dr" || v == "rd") break;
        cout << "! bad version\n";
    }
    bool xd = v.find('d') != string::npos, xr = v.find('r') != string::npos;

    int n = 0;
    for (;;) {
        string s = ask("players [2-4]: ");
        if (s.size() == 1 && s[0] >= '2' && s[0] <= '4') { n = s[0] - '0'; break; }
        cout << "! 2-4 players\n";
    }

    Game g(xd);
    for (int i = 0; i < n; ++i) {
        string name;
        while ((name = ask("name " + to_string(i + 1) + ": ")).empty()) cout << "! empty name\n";
        g.addPlayer(Player(name, Side(i)));  // top, bottom, left, right
    }
    unique_ptr<Rules> rules(xr ? new ExpertRules : new Rules);

    auto& cards = CardDeck::make_CardDeck();
    cards.shuffle();
    g.getBoard().deal(cards);
    auto& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();

    cout << g;
    size_t starter = 0;
    while (!rules->gameOver(g)) {
        g.newRound(starter);
        cout << "\nround " << g.getRound() + 1 << "\n";
        for (auto& p : g.players()) {
            cout << "peek " << p.getName() << " (" << SIDE_NAME[p.getSide()] << "):\n";
            g.peek(cout, p);
        }
        cout << g;
        Pos block;
        while (!rules->roundOver(g)) block = turn(g, *rules, block);
        auto& ps = g.players();
        auto w = find_if(ps.begin(), ps.end(), [](const Player& p) { return p.isActive(); });
        w->addReward(*rewards.getNext());
        cout << "round " << g.getRound() + 1 << " -> " << w->getName() << "\n";
        starter = w - ps.begin();  // the winner opens the next round
        g.endRound();
    }

    cout << "\ngame over\n";
    auto ps = g.players();
    for (auto& p : ps) p.setDisplayMode(true);
    stable_sort(ps.begin(), ps.end(), [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    for (auto& p : ps) cout << p << "\n";
    string win;
    int k = 0;
    for (auto& p : ps)
        if (p.getNRubies() == ps.back().getNRubies()) win += (k++ ? ", " : "") + p.getName();
    cout << "winner: " << win << (k > 1 ? " (tie)" : "") << "\n";
    return 0;
}
