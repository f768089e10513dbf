// memoarr.h - classes for the Memoarr! memory game (Hana)
#pragma once
#include <algorithm>
#include <functional>
#include <map>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };
enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

class OutOfRange : public std::runtime_error {
public:
    OutOfRange() : std::runtime_error("position out of range") {}
};

// ---------------------------------------------------------------- Card
class Card {
    FaceAnimal animal;
    FaceBackground background;
    Card(FaceAnimal a, FaceBackground b) : animal(a), background(b) {}
    friend class CardDeck;
public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    std::string operator()(int row) const;
    FaceAnimal getAnimal() const { return animal; }
    FaceBackground getBackground() const { return background; }
};

// ---------------------------------------------------------------- Reward
class Reward {
    int rubies;
    explicit Reward(int r) : rubies(r) {}
    friend class RewardDeck;
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int getRubies() const { return rubies; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r);
};

// ---------------------------------------------------------------- Deck<C>
template <class C>
class Deck {
protected:
    std::vector<C*> items;
    std::size_t pos = 0;
    Deck() {}
public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() { for (C* c : items) delete c; }
    void shuffle() { std::random_shuffle(items.begin(), items.end()); pos = 0; }
    C* getNext() { return pos < items.size() ? items[pos++] : nullptr; }
    bool isEmpty() const { return pos >= items.size(); }
};

class CardDeck : public Deck<Card> {
    CardDeck();
public:
    static CardDeck& make_CardDeck();
};

class RewardDeck : public Deck<Reward> {
    RewardDeck();
public:
    static RewardDeck& make_RewardDeck();
};

// ---------------------------------------------------------------- Board
struct Cell {
    int row, col;
    bool operator==(const Cell& o) const { return row == o.row && col == o.col; }
    std::string name() const { return std::string(1, char('A' + row)) + char('1' + col); }
};

class Board {
    const Card* cards[5][5];
    bool faceUp[5][5];
    static void check(const Letter& l, const Number& n);
public:
    Board();
    bool isFaceUp(const Letter&, const Number&) const;
    bool turnFaceUp(const Letter&, const Number&);
    bool turnFaceDown(const Letter&, const Number&);
    void reset();
    const Card* getCard(const Letter&, const Number&) const;
    void swapCards(const Cell&, const Cell&);
    std::vector<Cell> cells(bool up) const;
    std::vector<std::string> lines(const std::vector<Cell>& extraUp = {}) const;
    friend std::ostream& operator<<(std::ostream& os, const Board& b);
};

// ---------------------------------------------------------------- Player
enum Side { Bottom, Top, Left, Right };

class Player {
    std::string name;
    Side side;
    int rubies = 0;
    bool active = true;
    bool endOfGame = false;
public:
    Player(const std::string& n, Side s) : name(n), side(s) {}
    std::string getName() const { return name; }
    Side getSide() const { return side; }
    void setActive(bool a) { active = a; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& r) { rubies += r.getRubies(); }
    void setDisplayMode(bool end) { endOfGame = end; }
    friend std::ostream& operator<<(std::ostream& os, const Player& p);
};

// ---------------------------------------------------------------- Game
class Game {
    Board board;
    std::vector<Player> players;
    int round = 0;
    std::size_t current = 0;
    const Card* previousCard = nullptr;
    const Card* currentCard = nullptr;
    bool expertDisplay;
    std::vector<Cell> shown;   // face-up cards in the order they were turned over
public:
    explicit Game(bool expert) : expertDisplay(expert) {}
    int getRound() const { return round; }
    void nextRound() { ++round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[current]; }
    Player& getPlayer(std::size_t i) { return players[i]; }
    std::size_t numPlayers() const { return players.size(); }
    std::size_t getCurrentIndex() const { return current; }
    void setCurrentIndex(std::size_t i) { current = i; }
    const std::vector<Player>& getPlayers() const { return players; }
    const Card* getPreviousCard() const { return previousCard; }
    const Card* getCurrentCard() const { return currentCard; }
    void setCurrentCard(const Card* c) { previousCard = currentCard; currentCard = c; }
    Board& getBoard() { return board; }
    const Board& getBoard() const { return board; }
    bool isExpertDisplay() const { return expertDisplay; }

    void startRound();
    const Card* reveal(const Cell& c);
    void hide(const Cell& c);
    void swapCards(const Cell& a, const Cell& b);
    void printRow(std::ostream& os, const std::vector<Cell>& cells) const;
    friend std::ostream& operator<<(std::ostream& os, const Game& g);
};

// ---------------------------------------------------------------- Rules
// Things that a card's power changes for the rest of the round
struct TurnState {
    Cell where{0, 0};
    bool firstOfRound = false;
    bool turnAgain = false;
    bool skipNext = false;
    std::vector<Cell> blockForNext;
};

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(const Game& g);
    bool gameOver(const Game& g);
    bool roundOver(const Game& g);
    virtual void power(Game&, TurnState&) {}
};

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::function<void(Game&, TurnState&)>> powers;
public:
    ExpertRules();
    void power(Game& g, TurnState& t) override { powers[g.getCurrentCard()->getAnimal()](g, t); }
};

// input helpers (main.cpp)
std::string readLine(const std::string& prompt);
bool parseCell(std::string text, Cell& c);
