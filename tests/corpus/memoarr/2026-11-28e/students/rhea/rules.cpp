#include "rules.h"
#include <algorithm>
#include "io.h"

bool Rules::isValid(const Game& g) const {
    auto p = g.getPreviousCard(), c = g.getCurrentCard();
    return !p || p->animal() == c->animal() || p->background() == c->background();
}

bool Rules::roundOver(const Game& g) const {
    auto& v = g.players();
    return std::count_if(v.begin(), v.end(), [](const Player& p) { return p.isActive(); }) <= 1;
}

static bool in(const std::vector<Pos>& v, const Pos& p) { return std::find(v.begin(), v.end(), p) != v.end(); }

// asks for one position out of v; "-" gives an invalid Pos when allowed
static Pos pick(const std::string& prompt, const std::vector<Pos>& v, bool skippable) {
    for (;;) {
        std::string s = ask(prompt);
        Pos p;
        if (skippable && s == "-") return Pos{};
        if (Pos::parse(s, p) && in(v, p)) return p;
        std::cout << "! not allowed\n";
    }
}

ExpertRules::ExpertRules() {
    fx[Octopus] = [](Turn& t) {
        static const std::string D = "udlr";
        static const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        std::string opts;
        for (int k = 0; k < 4; ++k)
            if (Pos{t.at.r + dr[k], t.at.c + dc[k]}.ok()) opts += D[k];
        for (;;) {
            std::string s = ask("octopus, swap with [" + opts + "]> ");
            if (s.size() == 1 && opts.find(s[0]) != std::string::npos) {
                int k = D.find(s[0]);
                Pos q{t.at.r + dr[k], t.at.c + dc[k]};
                t.g.swap(t.at, q);
                t.at = q;
                std::cout << t.g;
                return;
            }
            std::cout << "! not allowed\n";
        }
    };
    fx[Penguin] = [](Turn& t) {
        if (!t.g.getPreviousCard()) return;  // first card: nothing
        std::vector<Pos> v = t.g.up();
        v.erase(std::find(v.begin(), v.end(), t.at));
        if (v.empty()) return;
        Pos p = pick("penguin, flip down (- to skip)> ", v, true);
        if (!p.ok()) return;
        t.g.unflip(p);
        std::cout << t.g;
    };
    fx[Walrus] = [](Turn& t) {
        auto v = t.g.down();
        if (!v.empty()) t.block = pick("walrus, block> ", v, false);
    };
    fx[Crab] = [](Turn& t) { t.again = true; };
    fx[Turtle] = [](Turn& t) {
        t.skip = 1;
        std::cout << "turtle: next player skipped\n";
    };
}

#ifdef TEST_RULES_
#include "carddeck.h"
int main() {
    auto& d = CardDeck::make_CardDeck();
    d.shuffle();
    Game g(false);
    g.getBoard().deal(d);
    g.addPlayer(Player("a", Top));
    g.addPlayer(Player("b", Bottom));
    g.newRound(0);
    Rules r;
    g.flip({0, 0});
    std::cout << r.isValid(g) << "\n";
    g.flip({0, 1});
    std::cout << g << r.isValid(g) << r.roundOver(g) << r.gameOver(g) << "\n";
}
#endif
