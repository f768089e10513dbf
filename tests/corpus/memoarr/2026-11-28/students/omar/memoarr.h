// memoarr.h  -- Omar, CSI2372 project (Memoarr!)
#ifndef MEMOARR_H
#define MEMOARR_H

#include <algorithm>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace std;

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };
enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

struct OutOfRange : public out_of_range {
    OutOfRange() : out_of_range("OutOfRange") {}
};

class Card {
    friend class CardDeck;
    FaceAnimal animal;
    FaceBackground colour;
    Card(FaceAnimal a, FaceBackground c) : animal(a), colour(c) {}
public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;
    int getNRows() const { return 3; }
    string operator()(int row) const {
        string s(3, "rgpby"[colour]);
        if (row == 1) s[1] = "CPOTW"[animal];
        return s;
    }
    FaceAnimal getAnimal() const { return animal; }
    FaceBackground getColour() const { return colour; }
};

class Reward {
    friend class RewardDeck;
    int value;
    Reward(int v) : value(v) {}
public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;
    int getValue() const { return value; }
    friend ostream& operator<<(ostream& os, const Reward& r) { return os << r.value << " rubies"; }
};

template <typename C>
class Deck {
protected:
    vector<C*> v;
    unsigned idx = 0;
public:
    virtual ~Deck() { for (C* c : v) delete c; }
    void shuffle() { idx = 0; random_shuffle(v.begin(), v.end()); }
    C* getNext() { return idx < v.size() ? v[idx++] : nullptr; }
    bool isEmpty() const { return idx >= v.size(); }
};

class CardDeck : public Deck<Card> {
    CardDeck() {
        for (int a = Crab; a <= Walrus; a++)
            for (int c = Red; c <= Yellow; c++) v.push_back(new Card(FaceAnimal(a), FaceBackground(c)));
    }
public:
    CardDeck(const CardDeck&) = delete;
    CardDeck& operator=(const CardDeck&) = delete;
    static CardDeck& make_CardDeck() { static CardDeck d; return d; }
};

class RewardDeck : public Deck<Reward> {
    RewardDeck() {
        for (int r : {1, 1, 1, 2, 2, 3, 4}) v.push_back(new Reward(r));
    }
public:
    RewardDeck(const RewardDeck&) = delete;
    RewardDeck& operator=(const RewardDeck&) = delete;
    static RewardDeck& make_RewardDeck() { static RewardDeck d; return d; }
};

struct Spot {
    int r = 0, c = 0;
    bool operator==(const Spot& o) const { return r == o.r && c == o.c; }
    string str() const { return string(1, char('A' + r)) + char('1' + c); }
};

class Board {
    Card* cards[5][5];
    bool up[5][5];
    static void check(const Letter& l, const Number& n) {
        if (l < 0 || l > 4 || n < 0 || n > 4 || (l == C && n == Three)) throw OutOfRange();
    }
public:
    Board();
    bool isFaceUp(const Letter& l, const Number& n) const { check(l, n); return up[l][n]; }
    bool turnFaceUp(const Letter& l, const Number& n) {
        check(l, n);
        if (up[l][n]) return false;
        up[l][n] = true;
        return true;
    }
    bool turnFaceDown(const Letter& l, const Number& n) {
        check(l, n);
        if (!up[l][n]) return false;
        up[l][n] = false;
        return true;
    }
    void reset() {
        for (int i = 0; i < 5; i++)
            for (int j = 0; j < 5; j++) up[i][j] = false;
    }
    Card* getCard(const Letter& l, const Number& n) const { check(l, n); return cards[l][n]; }
    void swap(Spot a, Spot b) {
        std::swap(cards[a.r][a.c], cards[b.r][b.c]);
        std::swap(up[a.r][a.c], up[b.r][b.c]);
    }
    friend ostream& operator<<(ostream& os, const Board& b);
};

class Player {
    string name, side;
    int rubies = 0;
    bool active = true, endOfGame = false;
public:
    Player(string n, string s) : name(n), side(s) {}
    string getName() const { return name; }
    string getSide() const { return side; }
    void setActive(bool a) { active = a; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& r) { rubies += r.getValue(); }
    void setDisplayMode(bool e) { endOfGame = e; }
    friend ostream& operator<<(ostream& os, const Player& p) {
        if (p.endOfGame) return os << p.name << ":  " << p.rubies << " rubies";
        return os << p.name << ":  " << p.side << (p.active ? " (active)" : " (inactive)");
    }
};

class Game {
public:
    Board board;
    vector<Player> players;
    vector<Spot> faceUp;        // in turning order
    bool expertDisplay = false;
    int round = 0;
    int cur = 0;
    const Card* prevCard = nullptr;
    const Card* curCard = nullptr;

    int getRound() { return round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[cur]; }
    const Card* getPreviousCard() { return prevCard; }
    const Card* getCurrentCard() { return curCard; }
    void setCurrentCard(const Card* c) { prevCard = curCard; curCard = c; }

    const Card* flip(Spot s);
    void unflip(Spot s);
    void swap(Spot a, Spot b);
    void startRound();
    void showRow(ostream& os, const vector<Spot>& spots) const;
    int activeCount() const;
    friend ostream& operator<<(ostream& os, const Game& g);
};

class Rules {
public:
    virtual ~Rules() {}
    bool isValid(const Game& g) const {
        if (!g.prevCard) return true;
        return g.prevCard->getAnimal() == g.curCard->getAnimal() || g.prevCard->getColour() == g.curCard->getColour();
    }
    bool gameOver(const Game& g) const { return g.round >= 7; }
    bool roundOver(const Game& g) const { return g.activeCount() <= 1; }
    virtual bool expert() const { return false; }
};

class ExpertRules : public Rules {
public:
    bool expert() const override { return true; }
};

#endif
