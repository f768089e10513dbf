/*
 * main.cpp
 * CSI2372 - Memoarr! - Ines
 */
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "game.h"
#include "rules.h"

std::string readInput(const std::string& prompt) {
  std::cout << prompt;
  std::string s;
  if (!std::getline(std::cin, s)) {
    std::cout << std::endl;
    exit(0);
  }
  s.erase(0, s.find_first_not_of(" \t\r"));
  s.erase(s.find_last_not_of(" \t\r") + 1);
  return s;
}

bool toLocation(const std::string& s, Location& loc) {
  if (s.length() != 2) return false;
  char r = toupper(s[0]);
  char c = s[1];
  if (r < 'A' || r > 'E' || c < '1' || c > '5') return false;
  if (r == 'C' && c == '3') return false;
  loc.l = (Letter)(r - 'A');
  loc.n = (Number)(c - '1');
  return true;
}

static std::vector<Location> frontCards(Side s) {
  if (s == Side::top) return {{A, Two}, {A, Three}, {A, Four}};
  if (s == Side::bottom) return {{E, Two}, {E, Three}, {E, Four}};
  if (s == Side::left) return {{B, One}, {C, One}, {D, One}};
  return {{B, Five}, {C, Five}, {D, Five}};
}

// one turn of the current player
static TurnContext playTurn(Game& game, const Rules& rules, bool hasBlock, Location blocked) {
  TurnContext ctx;
  Player& player = game.getPlayer();
  bool crab = false;
  while (true) {
    bool possible = false;
    for (int i = 0; i < 5; i++)
      for (int j = 0; j < 5; j++) {
        if (i == 2 && j == 2) continue;
        if (game.getBoard().isFaceUp((Letter)i, (Number)j)) continue;
        if (hasBlock && blocked == Location{(Letter)i, (Number)j}) continue;
        possible = true;
      }
    if (!possible) {
      player.setActive(false);
      std::cout << player.getName() << " cannot turn over any card and is out of the round." << std::endl;
      std::cout << game;
      return ctx;
    }

    Location loc{A, One};
    std::string prompt = crab ? "[" + player.getName() + "] Crab! Select another card: "
                              : "[" + player.getName() + "] Select card (row letter + column number): ";
    while (true) {
      std::string s = readInput(prompt);
      if (!toLocation(s, loc)) {
        std::cout << "Invalid position." << std::endl;
      } else if (game.getBoard().isFaceUp(loc.l, loc.n)) {
        std::cout << "This card is already face up." << std::endl;
      } else if (hasBlock && loc == blocked) {
        std::cout << "This card is blocked by the walrus." << std::endl;
      } else {
        break;
      }
    }

    ctx.firstOfRound = (game.getCurrentCard() == nullptr);
    ctx.turned = loc;
    ctx.anotherCard = false;
    game.setCurrentCard(game.turnUp(loc));
    if (!rules.isValid(game)) {
      player.setActive(false);
      std::cout << game;
      std::cout << player.getName() << " turned " << loc.name() << ": no match, out of the round." << std::endl;
      return ctx;
    }
    std::cout << game;
    std::cout << player.getName() << " turned " << loc.name() << ": OK." << std::endl;
    rules.cardEffect(game, ctx);
    if (!ctx.anotherCard) return ctx;
    crab = true;
  }
}

#ifndef TEST_MODE_
int main() {
  const char* seedEnv = getenv("SEED");
  if (seedEnv != nullptr)
    srand(atoi(seedEnv));
  else
    srand(time(0));

  std::cout << "======== Memoarr! ========" << std::endl;
  std::cout << "Versions:" << std::endl;
  std::cout << "  0 - Base" << std::endl;
  std::cout << "  1 - Expert display" << std::endl;
  std::cout << "  2 - Expert rules" << std::endl;
  std::cout << "  3 - Expert display and rules" << std::endl;
  int version = -1;
  while (version < 0) {
    std::string s = readInput("Select version: ");
    if (s.size() == 1 && s[0] >= '0' && s[0] <= '3')
      version = s[0] - '0';
    else
      std::cout << "Please enter 0, 1, 2 or 3." << std::endl;
  }
  int nPlayers = 0;
  while (nPlayers == 0) {
    std::string s = readInput("Number of players [2-4]: ");
    if (s == "2" || s == "3" || s == "4")
      nPlayers = std::stoi(s);
    else
      std::cout << "Please enter a number from 2 to 4." << std::endl;
  }

  bool expertDisplay = (version == 1 || version == 3);
  bool expertRules = (version == 2 || version == 3);
  Game game(expertDisplay);
  std::unique_ptr<Rules> rules;
  if (expertRules)
    rules.reset(new ExpertRules());
  else
    rules.reset(new Rules());

  const Side sides[4] = {Side::top, Side::bottom, Side::left, Side::right};
  std::vector<std::string> used;
  for (int i = 0; i < nPlayers; i++) {
    std::string name;
    while (true) {
      name = readInput("Enter name for player " + std::to_string(i + 1) + ": ");
      if (name.empty() || std::find(used.begin(), used.end(), name) != used.end())
        std::cout << "Please enter a new, non-empty name." << std::endl;
      else
        break;
    }
    used.push_back(name);
    game.addPlayer(Player(name, sides[i]));
  }

  RewardDeck& rewardDeck = RewardDeck::make_RewardDeck();
  rewardDeck.shuffle();

  std::cout << std::endl << game;

  while (!rules->gameOver(game)) {
    game.newRound();
    std::cout << std::endl << "******** Round " << game.getRound() + 1 << " ********" << std::endl;
    for (int i = 0; i < game.numPlayers(); i++) {
      Player& p = game.getPlayer(i);
      std::cout << "Cards in front of " << p.getName() << " (" << Player::sideName(p.getSide()) << "):" << std::endl;
      game.reveal(std::cout, frontCards(p.getSide()));
    }
    std::cout << game;

    game.setCurrentIndex(game.getRound() % game.numPlayers());
    bool hasBlock = false;
    Location blocked{A, One};
    while (!rules->roundOver(game)) {
      TurnContext ctx = playTurn(game, *rules, hasBlock, blocked);
      if (rules->roundOver(game)) break;
      int next = game.nextActive(game.currentIndex());
      if (ctx.skipNext) {
        std::cout << game.getPlayer(next).getName() << " is skipped (turtle)." << std::endl;
        next = game.nextActive(next);
      }
      game.setCurrentIndex(next);
      hasBlock = ctx.block;
      blocked = ctx.blocked;
    }

    for (int i = 0; i < game.numPlayers(); i++) {
      if (game.getPlayer(i).isActive()) {
        game.getPlayer(i).addReward(*rewardDeck.getNext());
        std::cout << "Round " << game.getRound() + 1 << " winner: " << game.getPlayer(i).getName() << std::endl;
        break;
      }
    }
    game.incrementRound();
  }

  std::vector<Player> result;
  for (int i = 0; i < game.numPlayers(); i++) {
    result.push_back(game.getPlayer(i));
    result.back().setDisplayMode(true);
  }
  std::sort(result.begin(), result.end(),
            [](const Player& a, const Player& b) { return a.getNRubies() < b.getNRubies(); });
  std::cout << std::endl << "Game over. Rubies:" << std::endl;
  for (const Player& p : result) std::cout << p << std::endl;
  std::string winners;
  int count = 0;
  for (const Player& p : result) {
    if (p.getNRubies() == result.back().getNRubies()) {
      if (count > 0) winners += " & ";
      winners += p.getName();
      count++;
    }
  }
  std::cout << (count > 1 ? "Winners: " : "Winner: ") << winners << std::endl;
  return 0;
}
#endif
