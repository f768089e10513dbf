// Memoarr! -- CSI2372 Fall 2018 project
// Kofi: all class declarations in one header, implementations split by topic.
#pragma once

#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };
enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };
enum Side { Top, Right, Bottom, Left };

class OutOfRange : public std::out_of_range {
public:
    OutOfRange() : std::out_of_range("invalid Letter/Number combination") {}
};

// ---------------------------------------------------------------- cards
class Card {
    friend class CardDeck;
    FaceAnimal animal;
    FaceBackground background;
    Card(FaceAnimal a, FaceBackground b) : animal(a), background(b) {}

public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    std::string operator()(int row) const;
    FaceAnimal getAnimal() const { return animal; }
    FaceBackground getBackground() const { return background; }
};

class Reward {
    friend class RewardDeck;
    int rubies;
    explicit Reward(int n) : rubies(n) {}

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int getRubies() const { return rubies; }
    friend std::ostream& operator<<(std::ostream& os, const Reward& r);
};

template <class C>
class Deck {
protected:
    std::vector<std::unique_ptr<C>> items;
    std::size_t next = 0;

public:
    virtual ~Deck() = default;
    void shuffle();
    C* getNext() { return next < items.size() ? items[next++].get() : nullptr; }
    bool isEmpty() const { return next >= items.size(); }
};

class CardDeck : public Deck<Card> {
    CardDeck();

public:
    CardDeck(const CardDeck&) = delete;
    CardDeck& operator=(const CardDeck&) = delete;
    static CardDeck& make_CardDeck();
};

class RewardDeck : public Deck<Reward> {
    RewardDeck();

public:
    RewardDeck(const RewardDeck&) = delete;
    RewardDeck& operator=(const RewardDeck&) = delete;
    static RewardDeck& make_RewardDeck();
};

// ---------------------------------------------------------------- board
struct Pos {
    int row, col;   // 0..4
    bool operator==(const Pos& o) const { return row == o.row && col == o.col; }
    bool operator!=(const Pos& o) const { return !(*this == o); }
    std::string str() const { return std::string(1, char('A' + row)) + char('1' + col); }
    bool isCentre() const { return row == 2 && col == 2; }
};

class Board {
    std::vector<std::string> screen;   // 19 strings of 19 characters
    const Card* card[5][5];
    bool up[5][5];
    void draw(int r, int c);
    static void check(const Letter& l, const Number& n);

public:
    Board();
    bool isFaceUp(const Letter&, const Number&) const;
    bool turnFaceUp(const Letter&, const Number&);
    bool turnFaceDown(const Letter&, const Number&);
    void reset();
    const Card* getCard(const Letter&, const Number&) const;
    void swap(Pos a, Pos b);
    friend std::ostream& operator<<(std::ostream& os, const Board& b);
};

// ---------------------------------------------------------------- players
class Player {
    std::string name;
    Side side;
    int rubies = 0;
    bool active = true;
    bool endOfGame = false;

public:
    Player(std::string n, Side s) : name(std::move(n)), side(s) {}
    std::string getName() const { return name; }
    Side getSide() const { return side; }
    void setActive(bool a) { active = a; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& r) { rubies += r.getRubies(); }
    void setDisplayMode(bool end) { endOfGame = end; }
    friend std::ostream& operator<<(std::ostream& os, const Player& p);
};

// ---------------------------------------------------------------- game
class Game {
    Board board;
    std::vector<Player> players;
    int round = 0;
    std::size_t turn = 0;
    const Card* previous = nullptr;
    const Card* current = nullptr;
    std::vector<Pos> shown;   // face-up cards, in the order they were turned
    bool rowDisplay;

public:
    explicit Game(bool expertDisplay) : rowDisplay(expertDisplay) {}
    int getRound() const { return round; }
    void nextRound() { ++round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[turn]; }
    std::vector<Player>& getPlayers() { return players; }
    const std::vector<Player>& getPlayers() const { return players; }
    std::size_t whoseTurn() const { return turn; }
    void setTurn(std::size_t t) { turn = t; }
    const Card* getPreviousCard() const { return previous; }
    const Card* getCurrentCard() const { return current; }
    void setCurrentCard(const Card* c) {
        previous = current;
        current = c;
    }
    const Board& getBoard() const { return board; }

    bool faceUp(Pos p) const { return board.isFaceUp(Letter(p.row), Number(p.col)); }
    const Card* cardAt(Pos p) const { return board.getCard(Letter(p.row), Number(p.col)); }
    const Card* flip(Pos p);
    void hide(Pos p);
    void swap(Pos a, Pos b);
    void resetRound();
    void printCards(std::ostream& os, const std::vector<Pos>& ps) const;
    void peek(std::ostream& os, const std::vector<Pos>& ps);
    friend std::ostream& operator<<(std::ostream& os, const Game& g);
};

// ---------------------------------------------------------------- rules
struct TurnInfo {
    Pos card{0, 0};
    bool first = false;
    bool again = false;           // crab
    bool skip = false;            // turtle
    bool blocking = false;        // walrus, for the next player
    Pos block{0, 0};
};

class Rules {
public:
    virtual ~Rules() = default;
    bool isValid(const Game& g);
    bool gameOver(const Game& g);
    bool roundOver(const Game& g);
    virtual void special(Game&, TurnInfo&) {}
};

class ExpertRules : public Rules {
    std::map<FaceAnimal, std::function<void(Game&, TurnInfo&)>> powers;

public:
    ExpertRules();
    void special(Game& g, TurnInfo& t) override;
};

// ---------------------------------------------------------------- input
std::string readLine(const std::string& prompt);
bool parsePos(const std::string& s, Pos& p);
