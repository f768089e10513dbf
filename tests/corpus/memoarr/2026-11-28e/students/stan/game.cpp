#include "game.h"
#include <algorithm>

void Game::setCurrentCard(const Card* card) {
    m_previous = m_currentCard;
    m_currentCard = card;
}

int Game::countActive() const {
    return static_cast<int>(std::count_if(m_players.begin(), m_players.end(),
                                          [](const Player& p) { return p.isActive(); }));
}

void Game::beginRound() {
    m_board.reset();
    for (Player& p : m_players) p.setActive(true);
    m_previous = nullptr;
    m_currentCard = nullptr;
    m_turnedOrder.clear();
    m_current = 0;
}

std::size_t Game::nextActiveAfter(std::size_t index) const {
    for (std::size_t step = 1; step <= m_players.size(); ++step) {
        const std::size_t candidate = (index + step) % m_players.size();
        if (m_players[candidate].isActive()) return candidate;
    }
    return index;
}

void Game::moveToNextPlayer(bool skipOne) {
    m_current = nextActiveAfter(m_current);
    if (skipOne) m_current = nextActiveAfter(m_current);
}

const Player& Game::peekNextPlayer() const { return m_players[nextActiveAfter(m_current)]; }

void Game::showCard(const Position& pos) {
    m_board.turnFaceUp(pos.letter, pos.number);
    m_turnedOrder.push_back(pos);
    setCurrentCard(m_board.getCard(pos.letter, pos.number));
}

void Game::hideCard(const Position& pos) {
    m_board.turnFaceDown(pos.letter, pos.number);
    m_turnedOrder.erase(std::remove(m_turnedOrder.begin(), m_turnedOrder.end(), pos), m_turnedOrder.end());
}

void Game::swapCards(const Position& a, const Position& b) {
    m_board.exchange(a, b);
    for (Position& p : m_turnedOrder) {
        if (p == a) p = b;
        else if (p == b) p = a;
    }
}

std::vector<Position> Game::faceDownPositions() const {
    std::vector<Position> result;
    for (const Position& p : Position::everyCard())
        if (!m_board.isFaceUp(p.letter, p.number)) result.push_back(p);
    return result;
}

std::vector<Position> Game::faceUpPositions() const {
    std::vector<Position> result;
    for (const Position& p : Position::everyCard())
        if (m_board.isFaceUp(p.letter, p.number)) result.push_back(p);
    return result;
}

void Game::printCardRow(std::ostream& out, const std::vector<Position>& positions) const {
    if (positions.empty()) {
        out << "[no face-up cards]" << '\n';
        return;
    }
    for (int line = 0; line < 3; ++line) {
        std::string text;
        for (const Position& p : positions) {
            if (!text.empty()) text += ' ';
            text += (*m_board.getCard(p.letter, p.number))(line);
        }
        out << text << '\n';
    }
    out << '\n';
    std::string labels;
    for (const Position& p : positions) {
        if (!labels.empty()) labels += "  ";
        labels += p.toString();
    }
    out << labels << '\n';
}

void Game::printSecretLook(std::ostream& out, const Player& player) {
    const std::vector<Position> front = player.getCardsInFront();
    if (m_expertDisplay) {
        printCardRow(out, front);
        return;
    }
    for (const Position& p : front) m_board.turnFaceUp(p.letter, p.number);
    out << m_board;
    for (const Position& p : front) m_board.turnFaceDown(p.letter, p.number);
}

std::ostream& operator<<(std::ostream& out, const Game& game) {
    if (game.m_expertDisplay) game.printCardRow(out, game.m_turnedOrder);
    else out << game.m_board;
    out << '\n';
    for (const Player& p : game.m_players) out << p << '\n';
    return out;
}

#ifdef TEST_GAME_
#include <iostream>
#include "carddeck.h"
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    Game game(false);
    game.getBoard().placeCards(deck);
    game.addPlayer(Player("Ann", Side::Left));
    game.addPlayer(Player("Bob", Side::Right));
    game.beginRound();
    game.showCard({ROW_A, COL_1});
    game.showCard({ROW_B, COL_1});
    std::cout << game << "round " << game.getRound() << ", next: " << game.peekNextPlayer().getName() << std::endl;
    game.printSecretLook(std::cout, game.getPlayers()[1]);
    return 0;
}
#endif
