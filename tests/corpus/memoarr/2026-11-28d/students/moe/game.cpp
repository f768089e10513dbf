/*
 * game.cpp
 */
#include "game.h"

#include <algorithm>

Game::Game(bool expertDisplay) : m_board(expertDisplay ? new ExpertBoard : new Board) {}

int Game::getRound() const { return m_round; }
void Game::addPlayer(const Player& player) { m_players.push_back(player); }
Player& Game::getPlayer() { return m_players.at(m_current); }
const Card* Game::getPreviousCard() const { return m_previous; }
const Card* Game::getCurrentCard() const { return m_currentCard; }

void Game::setCurrentCard(const Card* card) {
    m_previous = m_currentCard;
    m_currentCard = card;
}

void Game::startRound() {
    m_board->reset();
    for (Player& p : m_players) p.setActive(true);
    m_previous = m_currentCard = nullptr;
    m_effects.clear();
}

void Game::moveToNextActivePlayer() {
    for (std::size_t step = 1; step <= m_players.size(); ++step) {
        std::size_t candidate = (m_current + step) % m_players.size();
        if (m_players[candidate].isActive()) {
            m_current = candidate;
            return;
        }
    }
}

std::size_t Game::activePlayers() const {
    return std::count_if(m_players.begin(), m_players.end(), [](const Player& p) { return p.isActive(); });
}

const Card* Game::turnUp(const Location& loc) {
    m_board->turnFaceUp(loc.letter, loc.number);
    const Card* card = m_board->getCard(loc.letter, loc.number);
    setCurrentCard(card);
    return card;
}

bool Game::isBlocked(const Location& loc) const {
    const auto& b = m_effects.blockedNow;
    return std::find(b.begin(), b.end(), loc) != b.end();
}

std::vector<Location> Game::faceDownLocations() const {
    std::vector<Location> result;
    for (const Location& loc : m_board->locations())
        if (!m_board->isFaceUp(loc.letter, loc.number)) result.push_back(loc);
    return result;
}

std::vector<Location> Game::availableLocations() const {
    std::vector<Location> result;
    for (const Location& loc : faceDownLocations())
        if (!isBlocked(loc)) result.push_back(loc);
    return result;
}

void Game::showCardsInFront(std::ostream& os, const Player& p) {
    const std::vector<Location> front = p.cardsInFront();
    for (const Location& loc : front) m_board->turnFaceUp(loc.letter, loc.number);
    os << *m_board;
    for (const Location& loc : front) m_board->turnFaceDown(loc.letter, loc.number);
}

std::ostream& operator<<(std::ostream& os, const Game& game) {
    os << *game.m_board << '\n';
    for (const Player& p : game.m_players) os << p << '\n';
    return os;
}

#ifdef TEST_GAME_
#include <iostream>
int main() {
    Game game(false);
    game.addPlayer(Player("Ann", Side::Top));
    game.addPlayer(Player("Bob", Side::Right));
    game.startRound();
    game.turnUp(Location::of(0, 0));
    game.turnUp(Location::of(1, 1));
    std::cout << game << std::endl;
    std::cout << "previous: " << game.getPreviousCard()->toString() << std::endl;
    std::cout << "current: " << game.getCurrentCard()->toString() << std::endl;
    game.showCardsInFront(std::cout, game.players()[1]);
    return 0;
}
#endif
