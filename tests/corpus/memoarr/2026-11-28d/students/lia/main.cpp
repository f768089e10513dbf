// Memoarr! - CSI2372 project
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <memory>
#include "io.h"
#include "rewarddeck.h"
#include "rules.h"

static bool yesNo(const std::string& q) {
    for (;;) {
        std::string s = ask(q);
        for (char& c : s) c = std::tolower((unsigned char)c);
        if (s == "y" || s == "yes") return true;
        if (s == "n" || s == "no") return false;
        std::cout << "y or n.\n";
    }
}

static int number(const std::string& q, int lo, int hi) {
    for (;;) {
        std::string s = ask(q);
        if (s.size() == 1 && s[0] >= '0' + lo && s[0] <= '0' + hi) return s[0] - '0';
        std::cout << lo << "-" << hi << ".\n";
    }
}

static Pos choose(Game& g) {
    for (;;) {
        Pos p;
        std::string s = ask(g.getPlayer().getName() + "> ");
        if (!toPos(s, p)) std::cout << "Invalid.\n";
        else if (g.getBoard().isFaceUp(p.l, p.n)) std::cout << "Face up.\n";
        else if (g.blocked(p)) std::cout << "Blocked.\n";
        else return p;
    }
}

static void turn(Game& g, Rules& rules) {
    Player& pl = g.getPlayer();
    g.block = g.nextBlock;
    g.nextBlock.clear();
    for (bool again = true; again;) {
        again = false;
        if (g.choosable().empty()) {
            pl.setActive(false);
            std::cout << "No cards left. " << pl.getName() << " is out.\n" << g;
            break;
        }
        Pos p = choose(g);
        g.flipUp(p);
        std::cout << pl.getName() << " turns " << p.str() << ".\n";
        if (rules.isValid(g)) {
            std::cout << g;
            again = rules.effect(g);
        } else {
            pl.setActive(false);
            std::cout << "No match. " << pl.getName() << " is out.\n" << g;
        }
    }
    g.block.clear();
}

int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed ? std::atoi(seed) : std::time(nullptr));

    std::cout << "Memoarr!\n";
    bool xdisplay = yesNo("Expert display (y/n)? ");
    bool xrules = yesNo("Expert rules (y/n)? ");
    int n = number("Players (2-4)? ", 2, 4);
    Game g(xdisplay);
    const Side seats[] = {Left, Right, Top, Bottom};
    for (int i = 0; i < n; ++i) {
        std::string name;
        while ((name = ask("Name of player " + std::to_string(i + 1) + "? ")).empty()) std::cout << "Name required.\n";
        g.addPlayer(Player(name, seats[i]));
    }
    std::unique_ptr<Rules> rules(xrules ? new ExpertRules : new Rules);
    RewardDeck& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();
    std::cout << g;

    while (!rules->gameOver(g)) {
        g.newRound();
        std::cout << "\nRound " << g.getRound() + 1 << "\n";
        for (const Player& p : g.all()) {
            std::cout << p.getName() << " peeks:\n";
            g.peek(std::cout, p);
        }
        std::cout << g;
        g.setCurrent(0);   // player 1 always opens a round
        for (bool first = true; !rules->roundOver(g); first = false) {
            if (!first) g.nextActive();
            if (g.skip) {
                g.skip = false;
                std::cout << g.getPlayer().getName() << " skipped.\n";
                continue;
            }
            turn(g, *rules);
        }
        g.nextActive();
        g.getPlayer().addReward(*rewards.getNext());
        std::cout << "Round " << g.getRound() + 1 << ": " << g.getPlayer().getName() << " wins.\n";
        g.endRound();
    }

    std::vector<Player> ps = g.all();
    std::stable_sort(ps.begin(), ps.end(), [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << "\nFinal:\n";
    for (Player& p : ps) {
        p.setDisplayMode(true);
        std::cout << p << "\n";
    }
    std::string w;
    int k = 0;
    for (const Player& p : ps)
        if (p.getNRubies() == ps.back().getNRubies()) w += (k++ ? ", " : "") + p.getName();
    std::cout << (k > 1 ? "Winners: " : "Winner: ") << w << "\n";
}
