// rules.cpp - the five animal powers of the expert rules
#include "rules.h"

#include <iostream>

#include "controller.h"

static bool isNone(const std::string& s) {
    std::string t;
    for (char ch : s)
        if (!std::isspace((unsigned char)ch)) t += (char)std::tolower((unsigned char)ch);
    return t.empty() || t == "none";
}

static void octopus(Controller& c, Player&, const Pos& at) {
    Game& g = c.game();
    std::vector<Pos> options;
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int k = 0; k < 4; ++k) {
        Pos q{at.row + dr[k], at.col + dc[k]};
        if (q.row >= 0 && q.row < 5 && q.col >= 0 && q.col < 5 && g.getBoard().hasCard(q)) options.push_back(q);
    }
    std::string list;
    for (auto& q : options) list += (list.empty() ? "" : "/") + q.str();
    while (true) {
        Pos q;
        if (Pos::parse(c.ask("Octopus at " + at.str() + " - swap with (" + list + "): "), q) &&
            std::find(options.begin(), options.end(), q) != options.end()) {
            g.swap(at, q);
            std::cout << "The octopus swapped places with " << q.str() << " (it now sits at " << q.str() << ").\n\n"
                      << g << "\n";
            return;
        }
        std::cout << "Not a neighbouring card.\n";
    }
}

static void penguin(Controller& c, Player&, const Pos& at) {
    Game& g = c.game();
    if (g.firstCardOfRound() || g.faceUpCards().size() < 2) return;
    while (true) {
        std::string answer = c.ask("Penguin - turn a face-up card face down (or 'none'): ");
        if (isNone(answer)) return;
        Pos q;
        if (Pos::parse(answer, q) && q != at && g.getBoard().hasCard(q) &&
            g.getBoard().isFaceUp(q.letter(), q.number())) {
            g.unflip(q);
            std::cout << q.str() << " is face down again.\n\n" << g << "\n";
            return;
        }
        std::cout << "Pick another face-up card.\n";
    }
}

static void walrus(Controller& c, Player&, const Pos&) {
    Game& g = c.game();
    if (g.getBoard().faceDown().size() < 2) return;
    std::string victim = g.upcomingPlayer().getName();
    while (true) {
        std::string answer = c.ask("Walrus - block a face-down card for " + victim + " (or 'none'): ");
        if (isNone(answer)) return;
        Pos q;
        if (Pos::parse(answer, q) && g.getBoard().hasCard(q) && !g.getBoard().isFaceUp(q.letter(), q.number())) {
            g.block(q);
            std::cout << victim << " may not take " << q.str() << ".\n";
            return;
        }
        std::cout << "Pick a face-down card.\n";
    }
}

static void crab(Controller& c, Player& p, const Pos&) {
    std::cout << "Crab! " << p.getName() << " has to turn over another card right away.\n";
    c.playCard(p, true);
}

static void turtle(Controller& c, Player&, const Pos&) {
    std::cout << "Turtle! The next player is skipped.\n";
    c.game().skip();
}

ExpertRules::ExpertRules() {
    powers[Octopus] = octopus;
    powers[Penguin] = penguin;
    powers[Walrus] = walrus;
    powers[Crab] = crab;
    powers[Turtle] = turtle;
}

void ExpertRules::special(Controller& c, Player& p, const Pos& at) const {
    powers.at(c.game().getBoard().getCard(at.letter(), at.number())->getAnimal())(c, p, at);
}
