// Memoarr! main program
#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include "Game.h"
#include "Rules.h"

using namespace std;

// read one line; at the end of the input the program stops
string readLine(string prompt) {
    cout << prompt;
    cout.flush();
    string s;
    if (!getline(cin, s)) {
        cout << endl;
        exit(0);
    }
    // strip spaces
    string t;
    for (char ch : s)
        if (ch != ' ' && ch != '\t' && ch != '\r') t += ch;
    return t;
}

// "B4" -> 1*5+3, -1 if not a position
int parsePos(string s) {
    if (s.length() != 2) return -1;
    char r = toupper(s[0]);
    char c = s[1];
    if (r < 'A' || r > 'E' || c < '1' || c > '5') return -1;
    return (r - 'A') * 5 + (c - '1');
}

bool isUp(Game& g, int pos) { return g.board.isFaceUp((Letter)(pos / 5), (Number)(pos % 5)); }

void playCard(Game& g, Rules& rules, Player& p);

void power(Game& g, Rules& rules, Player& p, int pos) {
    const Card* card = g.board.getCard((Letter)(pos / 5), (Number)(pos % 5));
    switch ((FaceAnimal)(*card)) {
    case Octopus: {
        int r = pos / 5, c = pos % 5;
        while (true) {
            int q = parsePos(readLine("Octopus: swap " + posName(pos) + " with which neighbour? "));
            if (q >= 0 && q != 12 && abs(q / 5 - r) + abs(q % 5 - c) == 1) {
                g.swapCards(pos, q);
                cout << "The octopus now sits at " << posName(q) << "." << endl << endl << g;
                break;
            }
            cout << "That is not a neighbouring card." << endl;
        }
        break;
    }
    case Penguin: {
        if (g.turnedThisRound == 1) {
            cout << "The penguin is the first card of the round - no effect." << endl;
            break;
        }
        if (g.faceUp.size() < 2) break;
        while (true) {
            string s = readLine("Penguin: which face-up card goes face down? (0 = none) ");
            if (s == "0") break;
            int q = parsePos(s);
            if (q >= 0 && q != 12 && q != pos && isUp(g, q)) {
                g.hide(q);
                cout << posName(q) << " was turned face down." << endl << endl << g;
                break;
            }
            cout << "Choose a face-up card other than the penguin." << endl;
        }
        break;
    }
    case Walrus: {
        if (g.board.countFaceDown() < 2) break;
        string victim = g.players[g.nextActive()].getName();
        while (true) {
            string s = readLine("Walrus: which card do you block for " + victim + "? (0 = none) ");
            if (s == "0") break;
            int q = parsePos(s);
            if (q >= 0 && q != 12 && !isUp(g, q)) {
                g.blockedNext = q;
                cout << posName(q) << " is blocked for " << victim << "." << endl;
                break;
            }
            cout << "Choose a face-down card." << endl;
        }
        break;
    }
    case Crab:
        cout << "Crab! " << p.getName() << " turns over one more card." << endl;
        playCard(g, rules, p);
        break;
    case Turtle:
        cout << "Turtle! The next player is skipped." << endl;
        g.skipNext = true;
        break;
    }
}

void playCard(Game& g, Rules& rules, Player& p) {
    int possible = 0;
    for (int i = 0; i < 25; i++)
        if (i != 12 && !isUp(g, i) && i != g.blocked) possible++;
    if (possible == 0) {
        p.setActive(false);
        cout << p.getName() << " has no card to turn over and is out." << endl << endl << g;
        return;
    }
    int pos;
    while (true) {
        string s = readLine(p.getName() + ", pick a card (row letter + column number): ");
        pos = parsePos(s);
        if (pos < 0) cout << "Bad input, try again." << endl;
        else if (pos == 12) cout << "Nothing at C3." << endl;
        else if (isUp(g, pos)) cout << "That card is already turned." << endl;
        else if (pos == g.blocked) cout << "Blocked by the walrus!" << endl;
        else break;
    }
    g.flip(pos);
    bool ok = rules.isValid(g);
    if (!ok) {
        p.setActive(false);
        cout << "No match, " << p.getName() << " is out of this round." << endl << endl;
    } else {
        cout << "OK!" << endl << endl;
    }
    cout << g;
    if (ok && rules.expert()) power(g, rules, p, pos);
}

int main() {
    const char* seed = getenv("SEED");
    if (seed) srand(atoi(seed));
    else srand(time(NULL));

    bool expertDisplay = false, expertRules = false;
    while (true) {
        string m = readLine("Select mode: (B)ase, (D)isplay expert, (R)ules expert, (A)ll expert: ");
        char c = m.length() == 1 ? toupper(m[0]) : '?';
        if (c == 'B' || c == 'D' || c == 'R' || c == 'A') {
            expertDisplay = (c == 'D' || c == 'A');
            expertRules = (c == 'R' || c == 'A');
            break;
        }
        cout << "Unknown mode." << endl;
    }
    int n = 0;
    while (true) {
        string s = readLine("Number of players: ");
        if (s == "2" || s == "3" || s == "4") { n = s[0] - '0'; break; }
        cout << "Must be 2, 3 or 4." << endl;
    }
    Game game(expertDisplay);
    Rules* rules = expertRules ? new ExpertRules() : new Rules();
    string sides[4] = {"top", "bottom", "left", "right"};
    for (int i = 0; i < n; i++) {
        string name;
        cout << "Player " << i + 1 << " name: ";
        cout.flush();
        if (!getline(cin, name)) { cout << endl; return 0; }
        while (!name.empty() && (name.back() == ' ' || name.back() == '\r')) name.pop_back();
        if (name.empty()) { i--; continue; }
        game.addPlayer(Player(name, sides[i]));
    }
    RewardDeck& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();

    cout << endl << game;
    while (!rules->gameOver(game)) {
        cout << "ROUND " << game.round + 1 << endl << endl;
        game.startRound();
        for (size_t i = 0; i < game.players.size(); i++) {
            Player& p = game.players[i];
            vector<int> front;
            if (p.getSide() == "top") front = {1, 2, 3};
            else if (p.getSide() == "bottom") front = {21, 22, 23};
            else if (p.getSide() == "left") front = {5, 10, 15};
            else front = {9, 14, 19};
            cout << p.getName() << ", memorize your cards:" << endl;
            game.show(cout, front);
            cout << "(hidden again)" << endl << endl;
        }
        cout << game;
        while (!rules->roundOver(game)) {
            playCard(game, *rules, game.getPlayer());
            game.blocked = -1;
            if (rules->roundOver(game)) break;
            game.nextPlayer();
        }
        for (size_t i = 0; i < game.players.size(); i++) {
            if (game.players[i].isActive()) {
                game.players[i].addReward(*rewards.getNext());
                cout << game.players[i].getName() << " wins round " << game.round + 1 << "!" << endl << endl;
                break;
            }
        }
        game.round++;
    }

    vector<Player> list = game.players;
    sort(list.begin(), list.end(), [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    cout << "Final scores:" << endl;
    for (size_t i = 0; i < list.size(); i++) {
        list[i].setDisplayMode(true);
        cout << list[i] << endl;
    }
    int best = list.back().getNRubies();
    vector<string> winners;
    for (size_t i = 0; i < list.size(); i++)
        if (list[i].getNRubies() == best) winners.push_back(list[i].getName());
    if (winners.size() == 1) cout << "The winner is " << winners[0] << "!" << endl;
    else {
        cout << "We have a tie between ";
        for (size_t i = 0; i < winners.size(); i++) {
            if (i > 0) cout << (i + 1 == winners.size() ? " and " : ", ");
            cout << winners[i];
        }
        cout << "!" << endl;
    }
    delete rules;
    return 0;
}
