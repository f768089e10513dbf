// main.cpp -- Memoarr! main loop (pete's version)
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "carddeck.h"
#include "console.h"
#include "game.h"
#include "rewarddeck.h"
#include "rules.h"

namespace {

constexpr int kRounds = 7;

struct Version {
    std::string label;
    bool expertDisplay;
    bool expertRules;
};

const std::vector<Version> kVersions{
    {"Base game", false, false},
    {"Expert display", true, false},
    {"Expert rules", false, true},
    {"Expert display + expert rules", true, true},
};

// seats are filled clockwise, starting at the bottom of the board
const std::vector<Side> kSeats{Side::Bottom, Side::Left, Side::Top, Side::Right};
const std::vector<Side> kTwoSeats{Side::Bottom, Side::Top};

void banner() {
    std::cout << "+==========================================+\n"
              << "|            M E M O A R R !               |\n"
              << "|   a memory game of animals and colours   |\n"
              << "+==========================================+\n\n";
}

unsigned seedFromEnvironment() {
    const char* text = std::getenv("SEED");
    if (text != nullptr && *text != '\0') return static_cast<unsigned>(std::strtoul(text, nullptr, 10));
    return static_cast<unsigned>(std::time(nullptr));
}

int askNumber(Console& con, const std::string& prompt, int lo, int hi, const std::string& complaint) {
    return con.askUntil<int>(prompt, [&](const std::string& text, int& out) -> std::string {
        if (text.size() == 1 && text[0] >= '0' + lo && text[0] <= '0' + hi) {
            out = text[0] - '0';
            return "";
        }
        return complaint;
    });
}

std::string askName(Console& con, int k) {
    return con.askUntil<std::string>("Name of player " + std::to_string(k) + ": ",
                                      [](const std::string& text, std::string& out) -> std::string {
                                          out = text;
                                          return text.empty() ? "A name cannot be empty." : "";
                                      });
}

std::vector<Position> selectable(const Game& game, const std::optional<Position>& blocked) {
    std::vector<Position> out = game.faceDown();
    if (blocked) out.erase(std::remove(out.begin(), out.end(), *blocked), out.end());
    return out;
}

Position askCard(Console& con, const Game& game, const std::string& prompt,
                 const std::optional<Position>& blocked) {
    return con.askUntil<Position>(prompt, [&](const std::string& text, Position& p) -> std::string {
        if (!Position::parse(text, p))
            return "'" + text + "' is not a position. Use a row letter A-E and a column 1-5, like B4.";
        if (p.isCentre()) return "C3 is the empty centre of the board - there is no card there.";
        if (game.board().isFaceUp(p)) return p.str() + " is already face up.";
        if (blocked && *blocked == p) return p.str() + " is blocked by the walrus for you.";
        return "";
    });
}

// One player's turn, including crab follow-ups and the animal powers.
void playTurn(Game& game, const Rules& rules, Console& con, std::optional<Position>& block) {
    Player& player = game.getPlayer();
    const std::string name = player.getName();
    const std::optional<Position> blocked = block;   // the walrus block lasts for this whole turn
    block.reset();

    TurnContext ctx{game, con, Position{}, false, 0, std::nullopt};
    bool first = true;
    do {
        ctx.extraCard = false;
        if (selectable(game, blocked).empty()) {
            std::cout << (first ? "No face-down card is left for " + name + " - "
                                : "The crab asks for another card, but none is left - ")
                      << name << " is out of this round!\n";
            player.setActive(false);
            std::cout << game;
            break;
        }
        if (blocked && first) std::cout << "(" << blocked->str() << " is blocked by the walrus.)\n";
        const Position pos = askCard(con, game,
                                     first ? name + ", pick a card to turn over (e.g. B4): "
                                           : "Crab power! " + name + ", turn over another card: ",
                                     blocked);
        game.reveal(pos);
        const bool ok = rules.isValid(game);
        std::cout << '\n' << name << " turns over " << pos.str() << ": " << game.getCurrentCard()->describe() << ".\n";
        if (!ok) {
            player.setActive(false);
            std::cout << "  No match - " << name << " is out of this round!\n";
        } else if (game.getPreviousCard() == nullptr) {
            std::cout << "  First card of the round.\n";
        } else {
            std::cout << "  It matches!\n";
        }
        std::cout << game;
        if (ok) {
            ctx.where = pos;
            rules.applyPower(ctx);
        }
        first = false;
    } while (ctx.extraCard && player.isActive());

    block = ctx.block;
    game.advance(ctx.skips);
}

void peekAll(Game& game, Console& con) {
    for (const Player& p : game.players()) {
        std::cout << "-- " << p.getName() << ", you sit at the " << Player::sideName(p.getSide())
                  << ". Memorise the 3 cards in front of you: --\n";
        game.printPeek(std::cout, p);
        con.ask("Press Enter when you have memorised them... ");
        std::cout << "\n\n\n(the cards are face down again)\n\n";
    }
}

void finalReport(Game& game) {
    std::vector<Player> ranking = game.players();
    for (Player& p : ranking) p.setDisplayMode(true);
    std::stable_sort(ranking.begin(), ranking.end(),
                     [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << "\n=============================== Game over ===============================\n";
    std::cout << "Rubies, from least to most:\n";
    for (const Player& p : ranking) std::cout << "  " << p << '\n';

    const int best = ranking.back().getNRubies();
    std::vector<std::string> winners;
    for (const Player& p : game.players())
        if (p.getNRubies() == best) winners.push_back(p.getName());
    if (winners.size() == 1) {
        std::cout << "The winner is " << winners.front() << " with " << best << " rubies!\n";
    } else {
        std::cout << "It's a tie! Winners:";
        for (std::size_t k = 0; k < winners.size(); ++k)
            std::cout << (k == 0 ? " " : (k + 1 == winners.size() ? " and " : ", ")) << winners[k];
        std::cout << " with " << best << " rubies each.\n";
    }
}

void run() {
    std::srand(seedFromEnvironment());
    Console con;
    banner();

    std::cout << "Game versions:\n";
    for (std::size_t k = 0; k < kVersions.size(); ++k) std::cout << "  " << k + 1 << ") " << kVersions[k].label << '\n';
    const Version& version = kVersions[askNumber(con, "Choose a version [1-4]: ", 1, 4,
                                                 "Please type a number from 1 to 4.") - 1];
    const int n = askNumber(con, "How many players (2-4)? ", 2, 4, "Memoarr! needs 2 to 4 players.");

    Game game(version.expertDisplay);
    const std::vector<Side>& seats = n == 2 ? kTwoSeats : kSeats;
    for (int k = 1; k <= n; ++k) game.addPlayer(Player(askName(con, k), seats[k - 1]));

    std::unique_ptr<Rules> rules = version.expertRules ? std::make_unique<ExpertRules>() : std::make_unique<Rules>();

    CardDeck& cards = CardDeck::make_CardDeck();
    cards.shuffle();
    game.board().deal(cards);
    RewardDeck& rewards = RewardDeck::make_RewardDeck();
    rewards.shuffle();

    std::cout << "\nPlaying: " << version.label << "\n\n" << game;

    while (!rules->gameOver(game)) {
        std::cout << "\n=============================== Round " << game.getRound() + 1 << " of " << kRounds
                  << " ===============================\n";
        game.startRound(static_cast<std::size_t>(game.getRound()));   // the first player rotates
        peekAll(game, con);
        std::cout << game;

        std::optional<Position> block;
        while (!rules->roundOver(game)) playTurn(game, *rules, con, block);

        auto winner = std::find_if(game.players().begin(), game.players().end(),
                                   [](const Player& p) { return p.isActive(); });
        winner->addReward(*rewards.getNext());
        std::cout << "\n*** " << winner->getName() << " wins round " << game.getRound() + 1
                  << " and takes a secret reward! ***\n";
        game.finishRound();
    }
    finalReport(game);
}

}  // namespace

int main() {
    try {
        run();
    } catch (const EndOfInput&) {
        std::cout << "\n(end of input - goodbye)\n";
    }
    return 0;
}
