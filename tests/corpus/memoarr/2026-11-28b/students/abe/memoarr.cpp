// memoarr.cpp
#include "memoarr.h"

#include <algorithm>
#include <map>
#include <vector>

#include "rewarddeck.h"

namespace {

const std::map<Side, std::vector<Position>> kCardsInFront = {
    {Side::Top, {{A, Two}, {A, Three}, {A, Four}}},
    {Side::Bottom, {{E, Two}, {E, Three}, {E, Four}}},
    {Side::Left, {{B, One}, {C, One}, {D, One}}},
    {Side::Right, {{B, Five}, {C, Five}, {D, Five}}},
};

const Side kSeats[] = {Side::Top, Side::Bottom, Side::Left, Side::Right};

std::string trim(const std::string& s) {
    auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return "";
    auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

}  // namespace

std::string Memoarr::ask(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
        std::cout << "\n[end of input - goodbye]\n";
        throw EndOfInput();
    }
    return line;
}

void Memoarr::run() {
    setup();
    std::cout << "\nThe table is set:\n\n" << *d_game;
    while (!d_rules->gameOver(*d_game)) {
        playRound();
        d_game->nextRound();
    }
    finish();
}

void Memoarr::setup() {
    std::cout << "+-----------------------------------------+\n"
              << "|        M  E  M  O  A  R  R  !           |\n"
              << "|   the pirate memory game, 2-4 players   |\n"
              << "+-----------------------------------------+\n\n";
    int version = 0;
    for (;;) {
        std::cout << "Choose a game version:\n"
                  << "  [1] Base game\n"
                  << "  [2] Expert display mode\n"
                  << "  [3] Expert rules mode\n"
                  << "  [4] Expert display + expert rules\n";
        std::string answer = trim(ask("Your choice (1-4): "));
        if (answer.size() == 1 && answer[0] >= '1' && answer[0] <= '4') {
            version = answer[0] - '0';
            break;
        }
        std::cout << "  ! Please type 1, 2, 3 or 4.\n\n";
    }
    bool expertDisplay = version == 2 || version == 4;
    bool expertRules = version == 3 || version == 4;
    d_game.reset(new Game(expertDisplay ? std::unique_ptr<GameView>(new ExpertView)
                                        : std::unique_ptr<GameView>(new BoardView)));
    d_rules.reset(expertRules ? new ExpertRules : new Rules);

    int count = 0;
    for (;;) {
        std::string answer = trim(ask("How many players (2-4)? "));
        if (answer.size() == 1 && answer[0] >= '2' && answer[0] <= '4') {
            count = answer[0] - '0';
            break;
        }
        std::cout << "  ! Memoarr! is played by 2 to 4 players.\n";
    }
    std::vector<std::string> names;
    for (int i = 0; i < count; ++i) {
        for (;;) {
            std::string name = trim(ask("Name of player " + std::to_string(i + 1) + " (sits at the " +
                                        sideName(kSeats[i]) + "): "));
            if (name.empty()) {
                std::cout << "  ! A name cannot be empty.\n";
            } else if (std::find(names.begin(), names.end(), name) != names.end()) {
                std::cout << "  ! That name is already taken.\n";
            } else {
                names.push_back(name);
                d_game->addPlayer(Player(name, kSeats[i]));
                break;
            }
        }
    }
}

void Memoarr::peek(const Player& player) {
    std::cout << "--- " << player.getName() << " (" << sideName(player.getSide())
              << "): everybody else look away! ---\n\n";
    d_game->view().showPeek(std::cout, *d_game, kCardsInFront.at(player.getSide()));
    std::cout << '\n';
    ask("Press ENTER to hide the cards... ");
    std::cout << "(the cards are face down again)\n\n";
}

void Memoarr::playRound() {
    Game& game = *d_game;
    int round = game.getRound();
    std::cout << "\n=============== Round " << round + 1 << " of 7 ===============\n\n";
    game.startRound(static_cast<std::size_t>(round));  // the first player rotates every round
    for (const Player& p : game.getPlayers()) peek(p);
    std::cout << game;
    while (!d_rules->roundOver(game)) {
        Player& player = game.getPlayer();
        flipAnotherCard(player);
        game.endTurn();
        if (!d_rules->roundOver(game)) game.advance(std::cout);
    }
    Player* winner = game.roundWinner();
    Reward* reward = RewardDeck::make_RewardDeck().getNext();
    if (winner != nullptr && reward != nullptr) winner->addReward(*reward);
    std::cout << "*** " << (winner ? winner->getName() : std::string("Nobody")) << " wins round " << round + 1
              << " and pockets a secret reward card. ***\n";
}

Position Memoarr::askPosition(Player& player) {
    Game& game = *d_game;
    for (;;) {
        std::string answer = ask(player.getName() + ", choose a card to turn over (e.g. B4): ");
        Position p;
        if (!Position::parse(answer, p)) {
            std::cout << "  ! '" << trim(answer) << "' is not a position (rows A-E, columns 1-5).\n";
        } else if (p.isCentre()) {
            std::cout << "  ! C3 is the empty centre of the table.\n";
        } else if (game.getBoard().isFaceUp(p.letter, p.number)) {
            std::cout << "  ! " << p.str() << " is already face up.\n";
        } else if (game.isBlocked(p)) {
            std::cout << "  ! The walrus blocks " << p.str() << " for you this turn.\n";
        } else {
            return p;
        }
    }
}

// One card for the player: used for a normal turn and for the crab's extra card.
void Memoarr::flipAnotherCard(Player& player) {
    Game& game = *d_game;
    if (game.selectable().empty()) {
        player.setActive(false);
        std::cout << "No card is left to turn over: " << player.getName() << " is out of this round.\n\n"
                  << game;
        return;
    }
    Position p = askPosition(player);
    game.turnUp(p);
    std::cout << player.getName() << " turns over " << p.str() << ": "
              << game.getCurrentCard()->describe() << ".\n";
    bool fits = d_rules->isValid(game);
    if (!fits) {
        player.setActive(false);
        std::cout << "No match! " << player.getName() << " is out of this round.\n\n";
    } else {
        std::cout << (game.getPreviousCard() ? "It matches!\n\n" : "First card of the round.\n\n");
    }
    std::cout << game;
    if (fits) d_rules->cardPower(*this, player, p);
}

void Memoarr::finish() {
    std::vector<Player> ranking = d_game->getPlayers();
    std::stable_sort(ranking.begin(), ranking.end(),
                     [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
    std::cout << "\n=============== Final score ===============\n\n";
    for (Player& p : ranking) {
        p.setDisplayMode(true);
        std::cout << p << '\n';
    }
    int best = ranking.back().getNRubies();
    std::vector<std::string> winners;
    for (const Player& p : ranking)
        if (p.getNRubies() == best) winners.push_back(p.getName());
    std::cout << '\n';
    if (winners.size() == 1) {
        std::cout << "*** " << winners[0] << " wins Memoarr! with " << best << " rubies! ***\n";
    } else {
        std::string list;
        for (std::size_t i = 0; i < winners.size(); ++i)
            list += (i == 0 ? "" : i + 1 == winners.size() ? " and " : ", ") + winners[i];
        std::cout << "*** It's a tie between " << list << " with " << best << " rubies each! ***\n";
    }
}
