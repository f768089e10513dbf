// ugo - Memoarr! main
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include "carddeck.h"
#include "rewarddeck.h"
#include "rules.h"
using namespace std;

bool selectable(Game& g, int r, int c, bool blk, Spot block) {
    return hasCard(r, c) && !g.isUp({r, c}) && !(blk && Spot{r, c} == block);
}

bool anyLeft(Game& g, bool blk, Spot block) {
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++)
            if (selectable(g, r, c, blk, block)) return true;
    return false;
}

Spot askCard(Game& g, const string& prompt, bool blk, Spot block) {
    while (true) {
        string s = ask(prompt);
        int r, c;
        if (!readPos(s, r, c)) cout << "bad card\n";
        else if (!hasCard(r, c)) cout << "no card there\n";
        else if (g.isUp({r, c})) cout << "card is up\n";
        else if (blk && Spot{r, c} == block) cout << "card is blocked\n";
        else return {r, c};
    }
}

void turn(Game& g, const Rules& rules, bool& blk, Spot& block) {
    Player& p = g.getPlayer();
    TurnData t;
    t.g = &g;
    bool crab = false;
    do {
        t.again = false;
        if (!anyLeft(g, blk, block)) {
            cout << p.getName() << " cannot turn a card and is out\n";
            p.setActive(false);
            cout << g;
            break;
        }
        string prompt = "[" + p.getName() + "] " + (crab ? "crab, another card: " : "card: ");
        Spot s = askCard(g, prompt, blk, block);
        g.flip(s);
        bool ok = rules.isValid(g);
        if (!ok) {
            p.setActive(false);
            cout << posName(s.r, s.c) << " does not match, " << p.getName() << " is out\n";
        }
        cout << g;
        if (ok) {
            t.at = s;
            rules.special(t);
        }
        crab = true;
    } while (t.again && p.isActive());
    blk = t.blk;
    block = t.block;
    g.nextPlayer(t.skip);
}

int main() {
    char* sd = getenv("SEED");
    srand(sd ? atoi(sd) : time(0));

    cout << "MEMOARR\n";
    int mode = -1;
    while (mode < 0) {
        string s = ask("mode? 0=base 1=expert display 2=expert rules 3=both: ");
        if (s.size() == 1 && s[0] >= '0' && s[0] <= '3') mode = s[0] - '0';
        else cout << "0, 1, 2 or 3\n";
    }
    int n = 0;
    while (!n) {
        string s = ask("how many players? ");
        if (s == "2" || s == "3" || s == "4") n = s[0] - '0';
        else cout << "2 to 4 players\n";
    }
    Game g(mode == 1 || mode == 3);
    Side seat[4] = {right_side, left_side, bottom, top};
    for (int i = 0; i < n; i++) {
        string name;
        while (name.empty()) name = ask("player " + to_string(i + 1) + "? ");
        g.addPlayer(Player(name, seat[i]));
    }
    Rules base;
    ExpertRules expert;
    const Rules& rules = (mode >= 2) ? (const Rules&)expert : base;

    CardDeck& cd = CardDeck::make_CardDeck();
    cd.shuffle();
    g.board().deal(cd);
    RewardDeck& rd = RewardDeck::make_RewardDeck();
    rd.shuffle();

    cout << g;
    while (!rules.gameOver(g)) {
        g.newRound(0);
        cout << "\n== round " << g.getRound() + 1 << " ==\n";
        for (auto& p : g.players()) {
            cout << "* peek for " << p.getName() << ":\n";
            g.peek(cout, p);
        }
        cout << g;
        bool blk = false;
        Spot block{-1, -1};
        while (!rules.roundOver(g)) {
            if (g.faceDownCount() == 0) break;  // all cards are up, round is finished
            turn(g, rules, blk, block);
        }
        for (auto& p : g.players()) {
            if (p.isActive()) {
                p.addReward(*rd.getNext());
                cout << "==> round " << g.getRound() + 1 << " winner: " << p.getName() << "\n";
                break;
            }
        }
        g.endRound();
    }

    vector<Player> res = g.players();
    sort(res.begin(), res.end(), [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    cout << "\nresults:\n";
    for (auto& p : res) {
        p.setDisplayMode(true);
        cout << p << "\n";
    }
    int best = res.back().getNRubies();
    vector<string> w;
    for (auto& p : g.players())
        if (p.getNRubies() == best) w.push_back(p.getName());
    if (w.size() == 1) cout << "winner is " << w[0] << "\n";
    else {
        cout << "winners are ";
        for (size_t i = 0; i < w.size(); i++) cout << (i ? ", " : "") << w[i];
        cout << "\n";
    }
    return 0;
}
