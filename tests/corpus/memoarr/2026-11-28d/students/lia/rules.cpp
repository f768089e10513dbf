#include "rules.h"
#include <algorithm>
#include <iostream>
#include "io.h"

namespace {
// Ask for one of `opts` (or "-" if skipping is allowed). Returns false on skip.
bool pick(const std::string& prompt, const std::vector<Pos>& opts, bool canSkip, Pos& out) {
    for (;;) {
        std::string s = ask(prompt);
        if (canSkip && s == "-") return false;
        if (toPos(s, out) && std::find(opts.begin(), opts.end(), out) != opts.end()) return true;
        std::cout << "Invalid.\n";
    }
}

bool octopus(Game& g) {
    const Pos here = g.faceUp().back();
    const int dl[] = {-1, 1, 0, 0}, dn[] = {0, 0, -1, 1};
    const char* keys = "udlr";
    std::string menu, ok;
    for (int i = 0; i < 4; ++i)
        if (Board::valid(here.l + dl[i], here.n + dn[i])) {
            menu += std::string(menu.empty() ? "" : "/") + keys[i];
            ok += keys[i];
        }
    for (;;) {
        std::string s = ask(g.getPlayer().getName() + ", octopus: swap with (" + menu + ")? ");
        size_t k = std::string(keys).find(s.empty() ? '?' : char(std::tolower((unsigned char)s[0])));
        if (s.size() == 1 && ok.find(s[0] | 0x20) != std::string::npos) {
            Pos to{Letter(here.l + dl[k]), Number(here.n + dn[k])};
            g.swap(here, to);
            std::cout << here.str() << " <-> " << to.str() << "\n" << g;
            return false;
        }
        std::cout << "Invalid.\n";
    }
}

bool penguin(Game& g) {
    if (!g.getPreviousCard()) return false;   // first card of the round: nothing happens
    std::vector<Pos> opts(g.faceUp().begin(), g.faceUp().end() - 1);
    Pos p;
    if (opts.empty() || !pick(g.getPlayer().getName() + ", penguin: hide which card (-=none)? ", opts, true, p))
        return false;
    g.flipDown(p);
    std::cout << p.str() << " face down.\n" << g;
    return false;
}

bool walrus(Game& g) {
    std::vector<Pos> opts = g.faceDown();
    Pos p;
    if (opts.empty() || !pick(g.getPlayer().getName() + ", walrus: block which card (-=none)? ", opts, true, p))
        return false;
    g.nextBlock = {p};
    std::cout << p.str() << " blocked for next player.\n";
    return false;
}

bool crab(Game& g) {
    std::cout << "Crab: " << g.getPlayer().getName() << " goes again.\n";
    return true;
}

bool turtle(Game& g) {
    g.skip = true;
    std::cout << "Turtle: next player skipped.\n";
    return false;
}
}

ExpertRules::ExpertRules() : fx{{Octopus, octopus}, {Penguin, penguin}, {Walrus, walrus}, {Crab, crab}, {Turtle, turtle}} {}

#ifdef TEST_RULES_
int main() {
    Game g(false);
    g.addPlayer(Player("Ann", Top));
    g.addPlayer(Player("Bob", Left));
    g.newRound();
    Rules r;
    g.flipUp({A, N1});
    std::cout << r.isValid(g) << "\n";
    g.flipUp({A, N2});
    std::cout << g << r.isValid(g) << " " << r.roundOver(g) << " " << r.gameOver(g) << "\n";
}
#endif
