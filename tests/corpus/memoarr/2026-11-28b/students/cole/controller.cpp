// controller.cpp
#include "controller.h"

#include <algorithm>
#include <cctype>
#include <iostream>

static std::string lower(std::string s) {
    std::string t;
    for (char ch : s)
        if (!std::isspace((unsigned char)ch)) t += (char)std::tolower((unsigned char)ch);
    return t;
}

static std::vector<Pos> inFront(const std::string& side) {
    if (side == "top") return {{0, 1}, {0, 2}, {0, 3}};
    if (side == "bottom") return {{4, 1}, {4, 2}, {4, 3}};
    if (side == "left") return {{1, 0}, {2, 0}, {3, 0}};
    return {{1, 4}, {2, 4}, {3, 4}};
}

std::string Controller::ask(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) throw InputClosed();
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
}

void Controller::setup() {
    std::cout << "Welcome to Memoarr!\n\n";
    bool expertDisplay, expertRules;
    while (true) {
        std::string a = lower(ask("Display mode - (n)ormal or (e)xpert? "));
        if (a == "n" || a == "normal" || a == "e" || a == "expert") {
            expertDisplay = a[0] == 'e';
            break;
        }
        std::cout << "Please answer n or e.\n";
    }
    while (true) {
        std::string a = lower(ask("Rules - (n)ormal or (e)xpert? "));
        if (a == "n" || a == "normal" || a == "e" || a == "expert") {
            expertRules = a[0] == 'e';
            break;
        }
        std::cout << "Please answer n or e.\n";
    }
    g.reset(new Game(expertDisplay));
    rules.reset(expertRules ? new ExpertRules : new Rules);
    int n;
    while (true) {
        std::string a = lower(ask("Number of players [2-4]: "));
        if (a == "2" || a == "3" || a == "4") {
            n = a[0] - '0';
            break;
        }
        std::cout << "Between 2 and 4 players, please.\n";
    }
    std::vector<std::string> sides = {"top", "bottom", "left", "right"};
    for (int i = 1; i <= n; ++i) {
        std::string name;
        while ((name = ask("Enter name for player " + std::to_string(i) + ": ")).find_first_not_of(' ') ==
               std::string::npos)
            std::cout << "The name cannot be empty.\n";
        std::string side;
        while (true) {
            std::string list;
            for (auto& s : sides) list += (list.empty() ? "" : "/") + s;
            side = lower(ask("Choose a side for " + name + " (" + list + "): "));
            auto it = std::find(sides.begin(), sides.end(), side);
            if (it != sides.end()) {
                sides.erase(it);
                break;
            }
            std::cout << "That side is not available.\n";
        }
        g->addPlayer(Player(name, side));
    }
}

void Controller::playCard(Player& p, bool crabBonus) {
    Game& game = *g;
    std::vector<Pos> choices = game.getBoard().faceDown();
    choices.erase(std::remove_if(choices.begin(), choices.end(), [&](const Pos& q) { return game.isBlocked(q); }),
                  choices.end());
    if (choices.empty()) {
        p.setActive(false);
        std::cout << "There is no card left that " << p.getName() << " may turn over, so " << p.getName() << " is out.\n\n" << game << "\n";
        return;
    }
    Pos pos;
    std::string prompt = "[Round " + std::to_string(game.getRound() + 1) + "] " + p.getName() +
                         (crabBonus ? ", crab bonus card: " : ", your move: ");
    while (true) {
        std::string answer = ask(prompt);
        if (!Pos::parse(answer, pos))
            std::cout << "Invalid position - use a row letter A-E and a column 1-5, like B4.\n";
        else if (!game.getBoard().hasCard(pos))
            std::cout << "C3 is empty.\n";
        else if (game.getBoard().isFaceUp(pos.letter(), pos.number()))
            std::cout << "That card is already face up.\n";
        else if (game.isBlocked(pos))
            std::cout << "That card is blocked by the walrus.\n";
        else
            break;
    }
    const Card* card = game.flip(pos);
    bool ok = rules->isValid(game);
    std::cout << p.getName() << " turned over a " << card->toString() << " at " << pos.str() << ". "
              << (ok ? "" : "It does not match - " + p.getName() + " is out of this round.") << "\n\n";
    if (!ok) p.setActive(false);
    std::cout << game << "\n";
    if (ok) rules->special(*this, p, pos);
}

void Controller::playRound() {
    Game& game = *g;
    std::cout << "----- ROUND " << game.getRound() + 1 << " / 7 -----\n\n";
    game.newRound(starter);
    for (auto& p : game.getPlayers()) {
        std::vector<Pos> cards = inFront(p.getSide());
        std::cout << "[peek] " << p.getName() << " (" << p.getSide() << ") looks at " << cards[0].str() << ", "
                  << cards[1].str() << ", " << cards[2].str() << ":\n\n";
        game.printPeek(std::cout, cards);
        std::cout << "[peek] cards turned back.\n\n";
    }
    std::cout << game << "\n";
    while (!rules->roundOver(game)) {
        playCard(game.getPlayer(), false);
        if (rules->roundOver(game)) break;
        std::string skipped = game.advance();
        if (!skipped.empty()) std::cout << skipped << " is skipped (turtle).\n";
    }
    auto& players = game.getPlayers();
    for (std::size_t i = 0; i < players.size(); ++i)
        if (players[i].isActive()) {
            starter = i;
            players[i].addReward(*RewardDeck::make_RewardDeck().getNext());
            std::cout << "Round " << game.getRound() + 1 << " goes to " << players[i].getName() << ".\n\n";
        }
    game.endRound();
}

void Controller::results() {
    std::vector<Player> ranking = game().getPlayers();
    std::stable_sort(ranking.begin(), ranking.end(),
                     [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << "FINAL STANDINGS\n";
    for (auto& p : ranking) {
        p.setDisplayMode(true);
        std::cout << p << "\n";
    }
    int best = ranking.back().getNRubies();
    std::vector<std::string> top;
    for (auto& p : ranking)
        if (p.getNRubies() == best) top.push_back(p.getName());
    if (top.size() == 1) {
        std::cout << "Overall winner: " << top[0] << "\n";
    } else {
        std::cout << "Overall winners (tie):";
        for (std::size_t i = 0; i < top.size(); ++i) std::cout << (i ? ", " : " ") << top[i];
        std::cout << "\n";
    }
}

void Controller::run() {
    setup();
    RewardDeck::make_RewardDeck().shuffle();
    std::cout << "\n" << *g << "\n";
    while (!rules->gameOver(*g)) playRound();
    results();
}
