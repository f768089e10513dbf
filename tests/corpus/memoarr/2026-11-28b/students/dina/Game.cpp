#include "Game.h"
#include <algorithm>

std::string posName(int pos) {
    std::string s;
    s += (char)('A' + pos / 5);
    s += (char)('1' + pos % 5);
    return s;
}

Game::Game(bool expert) {
    expertDisplay = expert;
    round = 0;
    current = 0;
    prevCard = curCard = nullptr;
    turnedThisRound = 0;
    blocked = blockedNext = -1;
    skipNext = false;
}

void Game::startRound() {
    board.reset();
    for (size_t i = 0; i < players.size(); i++) players[i].setActive(true);
    current = round % players.size();
    prevCard = curCard = nullptr;
    faceUp.clear();
    turnedThisRound = 0;
    blocked = blockedNext = -1;
    skipNext = false;
}

void Game::flip(int pos) {
    board.turnFaceUp((Letter)(pos / 5), (Number)(pos % 5));
    faceUp.push_back(pos);
    turnedThisRound++;
    setCurrentCard(board.getCard((Letter)(pos / 5), (Number)(pos % 5)));
}

void Game::hide(int pos) {
    board.turnFaceDown((Letter)(pos / 5), (Number)(pos % 5));
    faceUp.erase(std::find(faceUp.begin(), faceUp.end(), pos));
}

void Game::swapCards(int a, int b) {
    board.swapCards(a / 5, a % 5, b / 5, b % 5);
    for (size_t i = 0; i < faceUp.size(); i++) {
        if (faceUp[i] == a) faceUp[i] = b;
        else if (faceUp[i] == b) faceUp[i] = a;
    }
}

// next player in the round; a turtle makes us jump over one player
void Game::nextPlayer() {
    int n = players.size();
    current = (current + 1) % n;
    if (skipNext) {
        current = (current + 1) % n;
        skipNext = false;
    }
    while (!players[current].isActive()) current = (current + 1) % n;
    blocked = blockedNext;
    blockedNext = -1;
}

int Game::nextActive() const {
    int n = players.size();
    int i = (current + 1) % n;
    while (!players[i].isActive()) i = (i + 1) % n;
    return i;
}

void Game::show(std::ostream& os, std::vector<int> peek) const {
    if (!expertDisplay) {
        board.print(os, peek);
        return;
    }
    std::vector<int> cards = peek.empty() ? faceUp : peek;
    if (cards.empty()) {
        os << "No cards face up." << std::endl;
        return;
    }
    for (int row = 0; row < 3; row++) {
        std::string line;
        for (size_t i = 0; i < cards.size(); i++) {
            if (i > 0) line += " ";
            line += (*board.getCard((Letter)(cards[i] / 5), (Number)(cards[i] % 5)))(row);
        }
        os << line << std::endl;
    }
    os << std::endl;
    std::string labels;
    for (size_t i = 0; i < cards.size(); i++) {
        if (i > 0) labels += "  ";
        labels += posName(cards[i]);
    }
    os << labels << std::endl;
}

std::ostream& operator<<(std::ostream& os, const Game& g) {
    g.show(os, std::vector<int>());
    os << std::endl;
    for (size_t i = 0; i < g.players.size(); i++) os << g.players[i] << std::endl;
    os << std::endl;
    return os;
}
