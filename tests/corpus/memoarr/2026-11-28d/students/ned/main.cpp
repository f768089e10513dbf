// Memoarr! main program
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include "input.h"
#include "rewarddeck.h"
#include "rules.h"

int askMode() {
    while (true) {
        string s = readLine("Game mode (0 = base, 1 = expert display, 2 = expert rules, 3 = both): ");
        if (s.size() == 1 && s[0] >= '0' && s[0] <= '3') return s[0] - '0';
        cout << "Please answer 0, 1, 2 or 3." << endl;
    }
}

vector<string> askNames() {
    while (true) {
        string s = readLine("Enter the player names separated by commas (2 to 4 players): ");
        vector<string> names;
        string cur = "";
        bool ok = true;
        s += ",";
        for (char ch : s) {
            if (ch == ',') {
                while (cur.size() > 0 && cur[cur.size() - 1] == ' ') cur.erase(cur.size() - 1);
                while (cur.size() > 0 && cur[0] == ' ') cur.erase(0, 1);
                if (cur == "") ok = false;
                names.push_back(cur);
                cur = "";
            } else {
                cur += ch;
            }
        }
        if (ok && names.size() >= 2 && names.size() <= 4) return names;
        cout << "Please give 2 to 4 names, for example: Ann, Bob" << endl;
    }
}

Pos askCard(Game &g) {
    Pos p;
    while (true) {
        string s = readLine(g.getPlayer().getName() + ", your card: ");
        if (!parsePos(s, p)) {
            cout << "Type a position like B4." << endl;
        } else if (g.board.isFaceUp((Letter)p.r, (Number)p.c)) {
            cout << "That card is already face up." << endl;
        } else if (g.isBlocked(p)) {
            cout << "That card is blocked by the walrus." << endl;
        } else {
            return p;
        }
    }
}

void playTurn(Game &g, Rules *rules) {
    Player &pl = g.getPlayer();
    g.blocked = g.blockedNext;
    g.blockedNext.clear();
    bool crabBonus = false;
    while (true) {
        if (g.available().size() == 0) {
            pl.setActive(false);
            cout << "No card left to turn over. " << pl.getName() << " is out." << endl;
            cout << g;
            break;
        }
        Pos p = askCard(g);
        g.flip(p);
        cout << pl.getName() << " flipped " << p.name() << "." << endl;
        if (!crabBonus && !rules->isValid(g)) {
            pl.setActive(false);
            cout << "Wrong! " << pl.getName() << " is out." << endl;
            cout << g;
            break;
        }
        cout << g;
        if (rules->special(g) == 1) {
            crabBonus = true;   // the crab lets the player turn one more card
            continue;
        }
        break;
    }
    g.blocked.clear();
}

int main() {
    if (getenv("SEED") != nullptr)
        srand(atoi(getenv("SEED")));
    else
        srand(time(0));

    cout << "MEMOARR!" << endl << endl;
    int mode = askMode();
    vector<string> names = askNames();
    Game g(mode == 1 || mode == 3);
    Rules *rules;
    if (mode >= 2)
        rules = new ExpertRules();
    else
        rules = new Rules();
    Side sides[4] = {Bottom, Top, Left, Right};
    for (int i = 0; i < (int)names.size(); i++) g.addPlayer(Player(names[i], sides[i]));
    cout << g;

    RewardDeck &rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();

    while (!rules->gameOver(g)) {
        g.newRound();
        cout << endl << "******** ROUND " << g.getRound() + 1 << " ********" << endl;
        for (int i = 0; i < (int)g.players.size(); i++) g.showFront(g.players[i]);
        cout << g;
        g.setCurrent(g.getRound() % g.players.size());
        bool first = true;
        while (!rules->roundOver(g)) {
            if (!first) g.nextPlayer();
            first = false;
            if (g.skipNext) {
                g.skipNext = false;
                cout << g.getPlayer().getName() << " is skipped." << endl;
                continue;
            }
            playTurn(g, rules);
        }
        g.nextPlayer();
        Reward *r = rewards.getNext();
        g.getPlayer().addReward(*r);
        cout << "Round " << g.getRound() + 1 << " goes to " << g.getPlayer().getName() << "." << endl;
        g.nextRound();
    }

    vector<Player> list = g.players;
    sort(list.begin(), list.end(), [](const Player &a, const Player &b) { return a.getNRubies() < b.getNRubies(); });
    cout << endl << "FINAL SCORES" << endl;
    for (int i = 0; i < (int)list.size(); i++) {
        list[i].setDisplayMode(true);
        cout << list[i] << endl;
    }
    int best = list.back().getNRubies();
    vector<string> winners;
    for (Player &p : list)
        if (p.getNRubies() == best) winners.push_back(p.getName());
    if (winners.size() == 1) {
        cout << winners[0] << " wins the game!" << endl;
    } else {
        cout << "Tie: ";
        for (int i = 0; i < (int)winners.size(); i++) cout << (i > 0 ? ", " : "") << winners[i];
        cout << endl;
    }
    delete rules;
    return 0;
}
