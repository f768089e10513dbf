// main.cpp  -- Omar, CSI2372 project (Memoarr!)
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <map>
#include <memory>

#include "memoarr.h"

static string getLine(const string& prompt) {
    cout << prompt << flush;
    string s;
    if (!getline(cin, s)) exit(0);
    while (!s.empty() && isspace((unsigned char)s.back())) s.pop_back();
    while (!s.empty() && isspace((unsigned char)s.front())) s.erase(s.begin());
    return s;
}

static bool readSpot(const string& s, Spot& sp) {
    if (s.size() != 2) return false;
    char l = toupper(s[0]);
    if (l < 'A' || l > 'E' || s[1] < '1' || s[1] > '5') return false;
    sp.r = l - 'A';
    sp.c = s[1] - '1';
    return !(sp.r == 2 && sp.c == 2);
}

struct TurnState {
    bool hasBlock = false;  // blocked card for this turn
    Spot block;
    bool blockNext = false; // walrus: block for next player
    Spot nextBlock;
    bool skip = false;      // turtle
    bool again = false;     // crab
};

static bool isUp(Game& g, Spot s) { return g.board.isFaceUp(Letter(s.r), Number(s.c)); }

static bool anyDown(Game& g) {
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++)
            if (!(i == 2 && j == 2) && !isUp(g, Spot{i, j})) return true;
    return false;
}

static bool canPick(Game& g, TurnState& t) {
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++) {
            Spot s{i, j};
            if (i == 2 && j == 2) continue;
            if (!isUp(g, s) && !(t.hasBlock && t.block == s)) return true;
        }
    return false;
}

// ---- animal powers (expert rules)
typedef function<void(Game&, TurnState&, Spot, bool)> Power;

static map<FaceAnimal, Power> makePowers() {
    map<FaceAnimal, Power> m;
    m[Octopus] = [](Game& g, TurnState&, Spot where, bool) {
        Spot to;
        while (true) {
            string s = getLine("Swap octopus with: ");
            if (readSpot(s, to) && abs(to.r - where.r) + abs(to.c - where.c) == 1) break;
            cout << "Must be a card next to the octopus (same row or column).\n";
        }
        g.swap(where, to);
        cout << g;
    };
    m[Penguin] = [](Game& g, TurnState&, Spot where, bool first) {
        if (first) return;
        Spot sp;
        while (true) {
            string s = getLine("Penguin - card to turn face down (or 'skip'): ");
            if (s == "skip") return;
            if (readSpot(s, sp) && isUp(g, sp) && !(sp == where)) break;
            cout << "Pick a face-up card (not the penguin).\n";
        }
        g.unflip(sp);
        cout << g;
    };
    m[Walrus] = [](Game& g, TurnState& t, Spot, bool) {
        if (!anyDown(g)) return;
        Spot sp;
        while (true) {
            string s = getLine("Walrus - card to block (or 'skip'): ");
            if (s == "skip") return;
            if (readSpot(s, sp) && !isUp(g, sp)) break;
            cout << "Pick a face-down card.\n";
        }
        t.blockNext = true;
        t.nextBlock = sp;
        cout << sp.str() << " is blocked for the next player.\n";
    };
    m[Crab] = [](Game&, TurnState& t, Spot, bool) { t.again = true; };
    m[Turtle] = [](Game&, TurnState& t, Spot, bool) { t.skip = true; };
    return m;
}

static void takeTurn(Game& g, Rules& rules, TurnState& t) {
    static map<FaceAnimal, Power> powers = makePowers();
    Player& p = g.getPlayer();
    string prompt = p.getName() + "'s turn. Card: ";
    do {
        t.again = false;
        if (!canPick(g, t)) {
            p.setActive(false);
            cout << "No card left for " << p.getName() << " - out of this round.\n";
            cout << g;
            return;
        }
        Spot sp;
        while (true) {
            string s = getLine(prompt);
            if (!readSpot(s, sp)) cout << "Bad input, try again (e.g. B4).\n";
            else if (isUp(g, sp)) cout << "Already face up, try again.\n";
            else if (t.hasBlock && t.block == sp) cout << "Blocked by the walrus, try again.\n";
            else break;
        }
        bool first = g.getCurrentCard() == nullptr;
        g.setCurrentCard(g.flip(sp));
        bool ok = rules.isValid(g);
        p.setActive(ok);
        cout << g;
        if (!ok) {
            cout << p.getName() << " is out of this round!\n";
            return;
        }
        if (rules.expert()) powers[g.getCurrentCard()->getAnimal()](g, t, sp, first);
        prompt = p.getName() + "'s turn (crab). Card: ";
    } while (t.again);
}

int main() {
    const char* sd = getenv("SEED");
    srand(sd ? atoi(sd) : time(nullptr));

    cout << "Welcome to Memoarr!\n";
    int n = 0;
    while (n < 2 || n > 4) {
        string s = getLine("Players? (2-4) ");
        n = (s.size() == 1 && isdigit((unsigned char)s[0])) ? s[0] - '0' : 0;
        if (n < 2 || n > 4) cout << "2, 3 or 4 please.\n";
    }
    vector<string> names;
    for (int i = 0; i < n; i++) {
        string s;
        while ((s = getLine("Player #" + to_string(i + 1) + ": ")).empty() ||
               find(names.begin(), names.end(), s) != names.end())
            cout << "Need a (new) name.\n";
        names.push_back(s);
    }
    string mode;
    while (true) {
        mode = getLine("Mode [base/display/rules/expert]: ");
        for (char& ch : mode) ch = tolower(ch);
        if (mode == "base" || mode == "display" || mode == "rules" || mode == "expert") break;
        cout << "Type one of: base, display, rules, expert\n";
    }

    Game g;
    g.expertDisplay = (mode == "display" || mode == "expert");
    unique_ptr<Rules> rules(mode == "rules" || mode == "expert" ? new ExpertRules : new Rules);
    const string sides[] = {"left", "right", "top", "bottom"};
    for (int i = 0; i < n; i++) g.addPlayer(Player(names[i], sides[i]));
    map<string, vector<Spot>> front;
    front["top"] = {{0, 1}, {0, 2}, {0, 3}};
    front["bottom"] = {{4, 1}, {4, 2}, {4, 3}};
    front["left"] = {{1, 0}, {2, 0}, {3, 0}};
    front["right"] = {{1, 4}, {2, 4}, {3, 4}};

    RewardDeck& rd = RewardDeck::make_RewardDeck();
    rd.shuffle();
    cout << '\n' << g;

    int starter = 0;
    while (!rules->gameOver(g)) {
        g.startRound();
        cout << "\n==== Round " << g.round + 1 << " ====\n";
        for (Player& p : g.players) {
            cout << p.getName() << ", these are your cards:\n";
            vector<Spot>& fs = front[p.getSide()];
            if (g.expertDisplay) {
                g.showRow(cout, fs);
            } else {
                for (Spot s : fs) g.board.turnFaceUp(Letter(s.r), Number(s.c));
                cout << g.board << '\n';
                for (Spot s : fs) g.board.turnFaceDown(Letter(s.r), Number(s.c));
            }
        }
        cout << g;
        g.cur = starter;
        TurnState t;
        while (!rules->roundOver(g)) {
            takeTurn(g, *rules, t);
            if (rules->roundOver(g)) break;
            // next player; the turtle skips one
            int step = t.skip ? 2 : 1;
            g.cur = (g.cur + step) % n;
            while (!g.players[g.cur].isActive()) g.cur = (g.cur + 1) % n;
            TurnState nt;
            nt.hasBlock = t.blockNext;
            nt.block = t.nextBlock;
            t = nt;
        }
        cout << "End of round " << g.round + 1 << "\n";
        for (int i = 0; i < n; i++)
            if (g.players[i].isActive()) {
                g.players[i].addReward(*rd.getNext());
                starter = i;
                cout << g.players[i].getName() << " wins the round!\n";
            }
        g.round++;
    }

    vector<Player> res = g.players;
    sort(res.begin(), res.end(), [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    cout << "\nFinal results:\n";
    for (Player& p : res) {
        p.setDisplayMode(true);
        cout << p << '\n';
    }
    vector<string> top;
    for (Player& p : res)
        if (p.getNRubies() == res.back().getNRubies()) top.push_back(p.getName());
    if (top.size() == 1) {
        cout << top[0] << " wins the game!\n";
    } else {
        cout << "Tie game between ";
        for (size_t i = 0; i < top.size(); i++) cout << (i ? (i + 1 == top.size() ? " and " : ", ") : "") << top[i];
        cout << "!\n";
    }
    return 0;
}
