#include "rules.h"

bool Rules::isValid(const Game& g) const {
    const Card* a = g.getPreviousCard();
    const Card* b = g.getCurrentCard();
    if (!a) return true;
    return FaceAnimal(*a) == FaceAnimal(*b) || FaceBackground(*a) == FaceBackground(*b);
}

ExpertRules::ExpertRules() {
    act[Crab] = &ExpertRules::crab;
    act[Penguin] = &ExpertRules::penguin;
    act[Octopus] = &ExpertRules::octopus;
    act[Turtle] = &ExpertRules::turtle;
    act[Walrus] = &ExpertRules::walrus;
}

void ExpertRules::special(TurnData& t) const {
    (this->*act[FaceAnimal(*t.g->getCurrentCard())])(t);
}

void ExpertRules::crab(TurnData& t) const { t.again = true; }

void ExpertRules::turtle(TurnData& t) const {
    t.skip = true;
    cout << "turtle! next player skips\n";
}

void ExpertRules::octopus(TurnData& t) const {
    const char* names = "NSWE";
    int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    string ok;
    for (int k = 0; k < 4; k++)
        if (hasCard(t.at.r + dr[k], t.at.c + dc[k])) ok += names[k];
    string list;
    for (char ch : ok) list += (list.empty() ? "" : "/") + string(1, ch);
    while (true) {
        string s = ask("[" + t.g->getPlayer().getName() + "] octopus swap (" + list + "): ");
        if (s.size() == 1 && ok.find(toupper(s[0])) != string::npos) {
            int k = string(names).find(toupper(s[0]));
            Spot to{t.at.r + dr[k], t.at.c + dc[k]};
            t.g->swapSpots(t.at, to);
            t.at = to;
            cout << *t.g;
            return;
        }
        cout << "direction?\n";
    }
}

void ExpertRules::penguin(TurnData& t) const {
    if (!t.g->getPreviousCard()) return;
    while (true) {
        string s = ask("[" + t.g->getPlayer().getName() + "] penguin, card to hide (0 = none): ");
        if (s == "0") return;
        int r, c;
        if (readPos(s, r, c) && hasCard(r, c) && t.g->isUp({r, c}) && !(Spot{r, c} == t.at)) {
            t.g->hide({r, c});
            cout << *t.g;
            return;
        }
        cout << "not a face up card\n";
    }
}

void ExpertRules::walrus(TurnData& t) const {
    if (t.g->faceDownCount() == 0) return;
    while (true) {
        string s = ask("[" + t.g->getPlayer().getName() + "] walrus, card to block: ");
        int r, c;
        if (readPos(s, r, c) && hasCard(r, c) && !t.g->isUp({r, c})) {
            t.blk = true;
            t.block = {r, c};
            cout << posName(r, c) << " blocked\n";
            return;
        }
        cout << "not a face down card\n";
    }
}

#ifdef TEST_RULES_
#include "carddeck.h"
int main() {
    CardDeck& d = CardDeck::make_CardDeck();
    d.shuffle();
    Game g(false);
    g.board().deal(d);
    g.addPlayer(Player("a", top));
    g.addPlayer(Player("b", bottom));
    g.newRound(0);
    Rules r;
    g.flip({0, 0});
    g.flip({0, 1});
    cout << r.isValid(g) << r.roundOver(g) << r.gameOver(g) << endl;
}
#endif
