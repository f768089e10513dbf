#include "game.h"

#include <algorithm>

namespace {
void fullBoard(std::ostream& os, const Board& b, const std::vector<Position>&) { os << b; }

void faceUpRow(std::ostream& os, const Board& b, const std::vector<Position>& up) {
    if (up.empty()) {
        os << "(nothing face up)\n";
        return;
    }
    for (int row = 0; row < 3; ++row) {
        std::string line;
        for (const auto& p : up) line += (line.empty() ? "" : " ") + (*b.getCard(p.letter(), p.number()))(row);
        os << line << '\n';
    }
    std::string labels;
    for (const auto& p : up) labels += (labels.empty() ? "" : "  ") + p.str();
    os << '\n' << labels << "\n\n";
}
}  // namespace

Game::Game(bool expertDisplay) : view_{expertDisplay ? View{faceUpRow} : View{fullBoard}} {}

void Game::startRound() {
    board_.reset();
    for (auto& p : players_) p.setActive(true);
    previous_ = currentCard_ = nullptr;
    order_.clear();
    turnInRound_ = 0;
    blocked.reset();
    skipNext = false;
}

void Game::nextActive() {
    for (std::size_t step = 1; step <= players_.size(); ++step) {
        auto i = (current_ + step) % players_.size();
        if (players_[i].isActive()) {
            current_ = i;
            return;
        }
    }
}

std::size_t Game::activeCount() const {
    return std::count_if(players_.begin(), players_.end(), [](const Player& p) { return p.isActive(); });
}

const Card* Game::flip(const Position& p) {
    board_.turnFaceUp(p.letter(), p.number());
    order_.push_back(p);
    setCurrentCard(board_.getCard(p.letter(), p.number()));
    return currentCard_;
}

void Game::unflip(const Position& p) {
    board_.turnFaceDown(p.letter(), p.number());
    order_.erase(std::remove(order_.begin(), order_.end(), p), order_.end());
}

void Game::swap(const Position& a, const Position& b) {
    board_.swap(a, b);
    for (auto& p : order_) p = p == a ? b : p == b ? a : p;
}

std::vector<Position> Game::faceDown() const {
    auto all = board_.positions();
    all.erase(std::remove_if(all.begin(), all.end(),
                             [this](const Position& p) { return board_.isFaceUp(p.letter(), p.number()); }),
              all.end());
    return all;
}

std::vector<Position> Game::choosable() const {
    auto v = faceDown();
    if (blocked) v.erase(std::remove(v.begin(), v.end(), *blocked), v.end());
    return v;
}

void Game::peek(std::ostream& os, const Player& p) {
    const auto front = p.front();
    for (const auto& f : front) board_.turnFaceUp(f.letter(), f.number());
    view_(os, board_, front);
    for (const auto& f : front) board_.turnFaceDown(f.letter(), f.number());
}

std::ostream& operator<<(std::ostream& os, const Game& g) {
    g.view_(os, g.board_, g.order_);
    os << '\n';
    for (const auto& p : g.players_) os << p << '\n';
    return os;
}

#ifdef TEST_GAME_
#include <iostream>
int main() {
    Game g{true};
    g.addPlayer({"Ann", Side::bottom});
    g.addPlayer({"Bob", Side::right});
    g.startRound();
    std::cout << g;
    g.flip({0, 0});
    g.flip({1, 1});
    std::cout << g;
    g.peek(std::cout, g.getPlayer());
}
#endif
