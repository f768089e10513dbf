/*
 * Memoarr! (CSI2372 project): a submission with its own yes/no dialogue.
 *
 * The game asks two yes/no questions (expert display? expert rules?), so any mix of
 * the two expert modes can be played, then the number of players (2-4) and their
 * names (whole lines, spaces allowed, trimmed; an empty name is asked again).
 *
 * Choices made where the spec does not say:
 *  - Players sit top, bottom, left, right in the order they are named. The cards in
 *    front of them are A2 A3 A4 (top), E2 E3 E4 (bottom), B1 C1 D1 (left) and
 *    B5 C5 D5 (right). At the start of a round each player in turn is shown those
 *    three cards as a row with their positions under them.
 *  - The 25 cards are shuffled (std::random_shuffle, seeded with the time) and the
 *    first 24 are laid row by row, skipping the empty centre C3; the last card is
 *    not used. Rewards (1, 1, 1, 2, 2, 3, 4 rubies) are shuffled the same way.
 *  - Round 1 is started by player 1, round 2 by player 2, and so on (wrapping around).
 *  - The first card of a round is always fine. Every next card must match the card
 *    turned just before it (same animal or same background), even if that card put
 *    its player out. A player who has no card they may turn is out of the round.
 *  - The winner of a round gets the next reward, but nobody sees rubies until the
 *    end of the game.
 *  - Expert rules: an animal only acts when its card matched (a player who is out
 *    gets no power). Octopus: swaps with a neighbour in its row or column (not C3),
 *    the neighbour keeps its face. Penguin: the player turns one other face-up card
 *    face down (nothing happens on the first card of a round). Walrus: blocks a
 *    face-down card for the whole next turn. Crab: the same player turns another
 *    card right away. Turtle: the next active player is skipped.
 *  - A position is typed as a row letter and a column digit (b2 or B2). When the
 *    input ends, the program simply stops.
 */
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

using namespace std;

// thrown when there is nothing left to read on cin
class InputClosed {};

/* ------------------------------------------------------------------ cards */

enum class Animal { Crab, Penguin, Octopus, Turtle, Walrus };
enum class Colour { Red, Green, Purple, Blue, Yellow };

class CardDeck;

class Card {
    Animal animal;
    Colour colour;

    Card(Animal a, Colour c) : animal(a), colour(c) {}
    friend class CardDeck;

public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;

    Animal getAnimal() const { return animal; }
    Colour getColour() const { return colour; }
    int getNRows() const { return 3; }

    // row 0, 1 or 2 of the picture of the card, e.g. "yWy" for the middle row
    string operator()(int row) const {
        const string animalLetters = "CPOTW";
        const string colourLetters = "rgpby";
        string text(3, colourLetters[static_cast<int>(colour)]);
        if (row == 1)
            text[1] = animalLetters[static_cast<int>(animal)];
        return text;
    }

    bool sharesSomethingWith(const Card& other) const {
        return animal == other.animal || colour == other.colour;
    }
};

/* ---------------------------------------------------------------- rewards */

class RewardDeck;

class Reward {
    int rubies;

    explicit Reward(int n) : rubies(n) {}
    friend class RewardDeck;

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;

    int getRubies() const { return rubies; }
};

ostream& operator<<(ostream& out, const Reward& reward) {
    return out << reward.getRubies() << (reward.getRubies() == 1 ? " ruby" : " rubies");
}

/* ------------------------------------------------------------------ decks */

template <typename C>
class Deck {
protected:
    vector<unique_ptr<C>> items;
    size_t nextIndex = 0;

    Deck() = default;

public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() = 0;

    void shuffle() {
        random_shuffle(items.begin(), items.end());
        nextIndex = 0;
    }

    C* getNext() {
        if (nextIndex >= items.size())
            return nullptr;
        return items[nextIndex++].get();
    }

    bool isEmpty() const { return nextIndex >= items.size(); }
};

template <typename C>
Deck<C>::~Deck() {}

class CardDeck : public Deck<Card> {
    CardDeck() {
        for (int a = 0; a < 5; ++a)
            for (int c = 0; c < 5; ++c)
                items.emplace_back(new Card(static_cast<Animal>(a), static_cast<Colour>(c)));
    }

public:
    static CardDeck& make_CardDeck() {
        static CardDeck theDeck;
        return theDeck;
    }
};

class RewardDeck : public Deck<Reward> {
    RewardDeck() {
        for (int value : {1, 1, 1, 2, 2, 3, 4})
            items.emplace_back(new Reward(value));
    }

public:
    static RewardDeck& make_RewardDeck() {
        static RewardDeck theDeck;
        return theDeck;
    }
};

/* -------------------------------------------------------------- positions */

enum Letter { A, B, C, D, E };
enum Number { ONE, TWO, THREE, FOUR, FIVE };

struct Spot {
    int row = 0;
    int col = 0;

    Letter letter() const { return static_cast<Letter>(row); }
    Number number() const { return static_cast<Number>(col); }
    bool isCentre() const { return row == 2 && col == 2; }
    string name() const { return string(1, char('A' + row)) + char('1' + col); }
    bool operator==(const Spot& other) const { return row == other.row && col == other.col; }
};

// Turns what the user typed (like "b2") into a spot. Returns false and fills in
// `why` if it is not a spot of the board that can hold a card.
bool parseSpot(const string& typed, Spot& spot, string& why) {
    if (typed.size() != 2 || !isalpha(static_cast<unsigned char>(typed[0])) ||
        !isdigit(static_cast<unsigned char>(typed[1]))) {
        why = "Please type a row letter followed by a column number, like b2.";
        return false;
    }
    char letter = static_cast<char>(toupper(static_cast<unsigned char>(typed[0])));
    char digit = typed[1];
    if (letter < 'A' || letter > 'E' || digit < '1' || digit > '5') {
        why = string(1, letter) + digit +
              " is off the board: rows go from A to E and columns from 1 to 5.";
        return false;
    }
    spot.row = letter - 'A';
    spot.col = digit - '1';
    if (spot.isCentre()) {
        why = "C3 is the empty middle of the board, there is no card there.";
        return false;
    }
    return true;
}

/* ------------------------------------------------------------------ board */

class OutOfRange : public out_of_range {
public:
    OutOfRange() : out_of_range("Memoarr! board: no card at that position") {}
};

struct Slot {
    const Card* card = nullptr;
    bool faceUp = false;
};

// Swaps what two slots of the board hold (the octopus moves its card this way).
void exchange(Slot& first, Slot& second) {
    Slot saved = first;
    first = second;
    second = saved;
}

class Board {
    Slot slots[5][5];

    static void check(const Letter& l, const Number& n) {
        if (l < A || l > E || n < ONE || n > FIVE || (l == C && n == THREE))
            throw OutOfRange();
    }

    Slot& slot(const Letter& l, const Number& n) {
        check(l, n);
        return slots[l][n];
    }

    const Slot& slot(const Letter& l, const Number& n) const {
        check(l, n);
        return slots[l][n];
    }

public:
    explicit Board(CardDeck& deck) {
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c)
                if (!(r == 2 && c == 2))
                    slots[r][c].card = deck.getNext();
    }
    Board(const Board&) = delete;
    Board& operator=(const Board&) = delete;

    bool isFaceUp(const Letter& l, const Number& n) const { return slot(l, n).faceUp; }

    bool turnFaceUp(const Letter& l, const Number& n) {
        Slot& s = slot(l, n);
        if (s.faceUp)
            return false;
        s.faceUp = true;
        return true;
    }

    bool turnFaceDown(const Letter& l, const Number& n) {
        Slot& s = slot(l, n);
        if (!s.faceUp)
            return false;
        s.faceUp = false;
        return true;
    }

    void reset() {
        for (auto& row : slots)
            for (Slot& s : row)
                s.faceUp = false;
    }

    const Card* getCard(const Letter& l, const Number& n) const { return slot(l, n).card; }

    void swapCards(const Spot& a, const Spot& b) {
        exchange(slot(a.letter(), a.number()), slot(b.letter(), b.number()));
    }

    // where a card lies at the moment
    Spot whereIs(const Card* card) const {
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c)
                if (slots[r][c].card == card) {
                    Spot s;
                    s.row = r;
                    s.col = c;
                    return s;
                }
        throw OutOfRange();
    }

    bool anyFaceDown() const {
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c)
                if (!(r == 2 && c == 2) && !slots[r][c].faceUp)
                    return true;
        return false;
    }

    friend ostream& operator<<(ostream& out, const Board& board) {
        for (int r = 0; r < 5; ++r) {
            for (int line = 0; line < 3; ++line) {
                string text = line == 1 ? string(1, char('A' + r)) : string(" ");
                for (int c = 0; c < 5; ++c) {
                    const Slot& s = board.slots[r][c];
                    text += ' ';
                    if (r == 2 && c == 2)
                        text += "   ";
                    else if (s.faceUp)
                        text += (*s.card)(line);
                    else
                        text += "zzz";
                }
                while (!text.empty() && text.back() == ' ')
                    text.pop_back();
                out << text << '\n';
            }
            out << '\n';
        }
        out << "   1   2   3   4   5\n";
        return out;
    }
};

/* ---------------------------------------------------------------- players */

enum class Side { Top, Bottom, Left, Right };

string sideName(Side side) {
    static const map<Side, string> names = {
        {Side::Top, "top"}, {Side::Bottom, "bottom"}, {Side::Left, "left"}, {Side::Right, "right"}};
    return names.at(side);
}

// the three cards directly in front of a side of the board
vector<Spot> cardsInFrontOf(Side side) {
    static const map<Side, vector<pair<int, int>>> table = {
        {Side::Top, {{0, 1}, {0, 2}, {0, 3}}},
        {Side::Bottom, {{4, 1}, {4, 2}, {4, 3}}},
        {Side::Left, {{1, 0}, {2, 0}, {3, 0}}},
        {Side::Right, {{1, 4}, {2, 4}, {3, 4}}},
    };
    vector<Spot> spots;
    for (const auto& rc : table.at(side)) {
        Spot s;
        s.row = rc.first;
        s.col = rc.second;
        spots.push_back(s);
    }
    return spots;
}

class Player {
    string name;
    Side side;
    int rubies = 0;
    bool active = true;
    bool endOfGame = false;

public:
    Player(const string& n, Side s) : name(n), side(s) {}

    string getName() const { return name; }
    Side getSide() const { return side; }
    void setActive(bool a) { active = a; }
    bool isActive() const { return active; }
    int getNRubies() const { return rubies; }
    void addReward(const Reward& reward) { rubies += reward.getRubies(); }
    void setDisplayMode(bool end) { endOfGame = end; }

    friend ostream& operator<<(ostream& out, const Player& p) {
        out << p.name << ": ";
        if (p.endOfGame)
            return out << p.rubies << (p.rubies == 1 ? " ruby" : " rubies");
        return out << sideName(p.side) << (p.active ? " (active)" : " (inactive)");
    }
};

/* ------------------------------------------------------------------- game */

class Game {
    Board board;
    vector<Player> players;
    bool expertDisplay;
    int round = 0;
    int turn = 0;                        // index of the player whose turn it is
    const Card* previous = nullptr;
    const Card* current = nullptr;
    vector<const Card*> turnedThisRound; // face-up cards of this round, in order
    int cardsTurned = 0;                 // how many cards were turned this round
    optional<Spot> blockedNow;           // walrus block for the player whose turn it is
    optional<Spot> blockedNext;          // walrus block for the next turn

public:
    Game(CardDeck& deck, bool expert) : board(deck), expertDisplay(expert) {}

    int getRound() const { return round; }
    void addPlayer(const Player& p) { players.push_back(p); }
    Player& getPlayer() { return players[turn]; }
    Player& getPlayer(int i) { return players[i]; }
    const Player& getPlayer(int i) const { return players[i]; }
    int playerCount() const { return static_cast<int>(players.size()); }
    int whoseTurn() const { return turn; }
    Board& getBoard() { return board; }

    const Card* getPreviousCard() const { return previous; }
    const Card* getCurrentCard() const { return current; }
    void setCurrentCard(const Card* card) {
        previous = current;
        current = card;
    }

    int getCardsTurned() const { return cardsTurned; }

    void startRound() {
        board.reset();
        for (Player& p : players)
            p.setActive(true);
        turn = round % playerCount();
        previous = current = nullptr;
        turnedThisRound.clear();
        cardsTurned = 0;
        blockedNow.reset();
        blockedNext.reset();
    }

    void endRound() { ++round; }

    // the player whose turn it is turns the card at `spot`
    void reveal(const Spot& spot) {
        board.turnFaceUp(spot.letter(), spot.number());
        const Card* card = board.getCard(spot.letter(), spot.number());
        turnedThisRound.push_back(card);
        ++cardsTurned;
        setCurrentCard(card);
    }

    void hide(const Spot& spot) {
        const Card* card = board.getCard(spot.letter(), spot.number());
        board.turnFaceDown(spot.letter(), spot.number());
        turnedThisRound.erase(find(turnedThisRound.begin(), turnedThisRound.end(), card));
    }

    void blockForNextTurn(const Spot& spot) { blockedNext = spot; }

    // empty when the player whose turn it is may turn the card at `spot`
    string whyCannotTurn(const Spot& spot) const {
        if (board.isFaceUp(spot.letter(), spot.number()))
            return "The card at " + spot.name() + " is already face up.";
        if (blockedNow && *blockedNow == spot)
            return "The walrus has blocked " + spot.name() + " for you, choose another card.";
        return "";
    }

    bool hasPlayableCard() const {
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c) {
                Spot s;
                s.row = r;
                s.col = c;
                if (!s.isCentre() && whyCannotTurn(s).empty())
                    return true;
            }
        return false;
    }

    int nextActiveAfter(int index) const {
        for (int step = 1; step < playerCount(); ++step) {
            int i = (index + step) % playerCount();
            if (players[i].isActive())
                return i;
        }
        return index;
    }

    // the turn passes on `steps` active players; the walrus block moves along
    void finishTurn(int steps) {
        blockedNow = blockedNext;
        blockedNext.reset();
        for (int i = 0; i < steps; ++i)
            turn = nextActiveAfter(turn);
    }

    friend ostream& operator<<(ostream& out, const Game& game) {
        if (game.expertDisplay) {
            if (game.turnedThisRound.empty()) {
                out << "(no cards are face up)\n\n";
            } else {
                for (int line = 0; line < 3; ++line) {
                    for (size_t i = 0; i < game.turnedThisRound.size(); ++i) {
                        if (i > 0)
                            out << ' ';
                        out << (*game.turnedThisRound[i])(line);
                    }
                    out << '\n';
                }
                out << '\n';
                for (size_t i = 0; i < game.turnedThisRound.size(); ++i) {
                    if (i > 0)
                        out << "  ";
                    out << game.board.whereIs(game.turnedThisRound[i]).name();
                }
                out << "\n\n";
            }
        } else {
            out << game.board;
        }
        for (const Player& p : game.players)
            out << p << '\n';
        return out;
    }
};

/* ------------------------------------------------------------------ input */

string trim(const string& s) {
    const string blanks = " \t\r\n\f\v";
    size_t first = s.find_first_not_of(blanks);
    if (first == string::npos)
        return "";
    size_t last = s.find_last_not_of(blanks);
    return s.substr(first, last - first + 1);
}

string askLine(const string& prompt) {
    cout << prompt;
    string line;
    if (!getline(cin, line))
        throw InputClosed();
    return trim(line);
}

bool askYesNo(const string& prompt) {
    while (true) {
        string answer = askLine(prompt);
        for (char& ch : answer)
            ch = static_cast<char>(tolower(static_cast<unsigned char>(ch)));
        if (answer == "y" || answer == "yes")
            return true;
        if (answer == "n" || answer == "no")
            return false;
        cout << "Please answer y or n." << endl;
    }
}

int askPlayerCount() {
    while (true) {
        string answer = askLine("How many players (2-4)? ");
        if (answer == "2" || answer == "3" || answer == "4")
            return answer[0] - '0';
        cout << "Memoarr! is played by 2, 3 or 4 players." << endl;
    }
}

string askName(int number) {
    while (true) {
        string name = askLine("Enter the name of player " + to_string(number) + ": ");
        if (!name.empty())
            return name;
        cout << "The name cannot be blank." << endl;
    }
}

// Asks for a spot until one is typed that `check` accepts (check returns the
// reason for refusing it, or an empty string).
template <typename Check>
Spot askSpot(const string& prompt, Check check) {
    while (true) {
        cout << prompt;
        string typed;
        if (!(cin >> typed))
            throw InputClosed();
        Spot spot;
        string why;
        if (parseSpot(typed, spot, why))
            why = check(spot);
        if (why.empty())
            return spot;
        cout << why << endl;
    }
}

/* ------------------------------------------------------------------ rules */

struct TurnOutcome {
    bool playAgain = false; // crab
    bool skipNext = false;  // turtle
};

// what an animal does under the expert rules
class Power {
public:
    virtual ~Power() = default;
    virtual void trigger(Game& game, const Spot& where, TurnOutcome& outcome) const = 0;
};

class CrabPower : public Power {
public:
    void trigger(Game& game, const Spot&, TurnOutcome& outcome) const override {
        cout << "Crab! " << game.getPlayer().getName() << " must turn another card." << endl;
        outcome.playAgain = true;
    }
};

class PenguinPower : public Power {
public:
    void trigger(Game& game, const Spot& where, TurnOutcome&) const override {
        if (game.getCardsTurned() == 1)
            return; // first card of the round: nothing happens
        cout << "Penguin! You may turn a face-up card face down." << endl;
        Board& board = game.getBoard();
        Spot down = askSpot("Card to turn face down: ", [&](const Spot& s) -> string {
            if (!board.isFaceUp(s.letter(), s.number()))
                return "The card at " + s.name() + " is face down, pick a face-up card.";
            if (s == where)
                return "That is the penguin itself, pick another face-up card.";
            return "";
        });
        game.hide(down);
        cout << game;
    }
};

class OctopusPower : public Power {
public:
    void trigger(Game& game, const Spot& where, TurnOutcome&) const override {
        cout << "Octopus! It swaps places with a card next to it." << endl;
        Spot other = askSpot("Card to swap with: ", [&](const Spot& s) -> string {
            int distance = abs(s.row - where.row) + abs(s.col - where.col);
            if (distance != 1)
                return s.name() + " is not next to the octopus at " + where.name() +
                       " (same row or column, one step away).";
            return "";
        });
        game.getBoard().swapCards(where, other);
        cout << game;
    }
};

class TurtlePower : public Power {
public:
    void trigger(Game&, const Spot&, TurnOutcome& outcome) const override {
        outcome.skipNext = true;
    }
};

class WalrusPower : public Power {
public:
    void trigger(Game& game, const Spot&, TurnOutcome&) const override {
        Board& board = game.getBoard();
        if (!board.anyFaceDown())
            return;
        Spot blocked = askSpot("Walrus! Choose a face-down card to block for the next player: ",
                               [&](const Spot& s) -> string {
                                   if (board.isFaceUp(s.letter(), s.number()))
                                       return "The card at " + s.name() +
                                              " is face up, the walrus can only block a face-down card.";
                                   return "";
                               });
        game.blockForNextTurn(blocked);
    }
};

class Rules {
public:
    virtual ~Rules() = default;

    bool isValid(const Game& game) const {
        const Card* before = game.getPreviousCard();
        const Card* now = game.getCurrentCard();
        return before == nullptr || now->sharesSomethingWith(*before);
    }

    bool gameOver(const Game& game) const { return game.getRound() >= 7; }

    bool roundOver(const Game& game) const {
        int stillIn = 0;
        for (int i = 0; i < game.playerCount(); ++i)
            if (game.getPlayer(i).isActive())
                ++stillIn;
        return stillIn <= 1;
    }

    // the base game has no powers
    virtual const Power* powerOf(const Card&) const { return nullptr; }
};

class ExpertRules : public Rules {
    map<Animal, unique_ptr<Power>> powers;

public:
    ExpertRules() {
        powers[Animal::Crab] = make_unique<CrabPower>();
        powers[Animal::Penguin] = make_unique<PenguinPower>();
        powers[Animal::Octopus] = make_unique<OctopusPower>();
        powers[Animal::Turtle] = make_unique<TurtlePower>();
        powers[Animal::Walrus] = make_unique<WalrusPower>();
    }

    const Power* powerOf(const Card& card) const override {
        return powers.at(card.getAnimal()).get();
    }
};

/* -------------------------------------------------------------- main loop */

void showFrontCards(Game& game, const Player& player) {
    cout << player.getName() << " (" << sideName(player.getSide())
         << "), these are the three cards in front of you:" << endl;
    vector<Spot> spots = cardsInFrontOf(player.getSide());
    Board& board = game.getBoard();
    for (int line = 0; line < 3; ++line) {
        for (size_t i = 0; i < spots.size(); ++i) {
            if (i > 0)
                cout << ' ';
            cout << (*board.getCard(spots[i].letter(), spots[i].number()))(line);
        }
        cout << '\n';
    }
    cout << '\n';
    for (size_t i = 0; i < spots.size(); ++i)
        cout << (i > 0 ? "  " : "") << spots[i].name();
    cout << "\n\n";
}

void takeTurn(Game& game, const Rules& rules) {
    Player& me = game.getPlayer();
    TurnOutcome outcome;
    do {
        outcome.playAgain = false;
        if (!game.hasPlayableCard()) {
            me.setActive(false);
            cout << me.getName() << " has no card left to turn over and drops out of this round."
                 << endl;
            break;
        }
        Spot spot = askSpot(me.getName() + ", pick a card to turn over (e.g. b2): ",
                            [&game](const Spot& s) { return game.whyCannotTurn(s); });
        game.reveal(spot);
        bool matches = rules.isValid(game);
        if (!matches)
            me.setActive(false);
        cout << game;
        if (!matches) {
            cout << "No match! " << me.getName() << " is out of this round." << endl;
            break;
        }
        const Power* power = rules.powerOf(*game.getCurrentCard());
        if (power != nullptr)
            power->trigger(game, spot, outcome);
    } while (outcome.playAgain);

    bool over = rules.roundOver(game);
    if (outcome.skipNext && !over) {
        int skipped = game.nextActiveAfter(game.whoseTurn());
        if (skipped != game.whoseTurn())
            cout << "Turtle! " << game.getPlayer(skipped).getName() << " is skipped." << endl;
    }
    game.finishTurn(over ? 0 : (outcome.skipNext ? 2 : 1));
}

int main() {
    srand(static_cast<unsigned>(time(nullptr)));
    try {
        bool expertDisplay = askYesNo("Play with the expert display? (y/n): ");
        bool expertRules = askYesNo("Play with the expert rules? (y/n): ");
        int count = askPlayerCount();
        vector<string> names;
        for (int i = 1; i <= count; ++i)
            names.push_back(askName(i));

        CardDeck& cards = CardDeck::make_CardDeck();
        cards.shuffle();
        RewardDeck& rewards = RewardDeck::make_RewardDeck();
        rewards.shuffle();

        Game game(cards, expertDisplay);
        const Side seats[] = {Side::Top, Side::Bottom, Side::Left, Side::Right};
        for (int i = 0; i < count; ++i)
            game.addPlayer(Player(names[i], seats[i]));

        unique_ptr<Rules> rules;
        if (expertRules)
            rules = make_unique<ExpertRules>();
        else
            rules = make_unique<Rules>();

        cout << game;
        while (!rules->gameOver(game)) {
            game.startRound();
            cout << "=== Round " << game.getRound() + 1 << " ===" << endl;
            for (int i = 0; i < game.playerCount(); ++i)
                showFrontCards(game, game.getPlayer(i));
            while (!rules->roundOver(game))
                takeTurn(game, *rules);
            for (int i = 0; i < game.playerCount(); ++i) {
                Player& p = game.getPlayer(i);
                if (p.isActive()) {
                    Reward* reward = rewards.getNext();
                    if (reward != nullptr)
                        p.addReward(*reward);
                    cout << p.getName() << " takes round " << game.getRound() + 1 << "!" << endl;
                }
            }
            game.endRound();
        }

        vector<Player> ranking;
        for (int i = 0; i < game.playerCount(); ++i) {
            game.getPlayer(i).setDisplayMode(true);
            ranking.push_back(game.getPlayer(i));
        }
        stable_sort(ranking.begin(), ranking.end(), [](const Player& a, const Player& b) {
            return a.getNRubies() < b.getNRubies();
        });
        cout << endl << "Final scores (fewest rubies first):" << endl;
        for (const Player& p : ranking)
            cout << p << endl;

        int best = ranking.back().getNRubies();
        vector<string> winners;
        for (const Player& p : ranking)
            if (p.getNRubies() == best)
                winners.push_back(p.getName());
        if (winners.size() == 1) {
            cout << "Congratulations " << winners[0] << ", you win the game with " << best
                 << (best == 1 ? " ruby!" : " rubies!") << endl;
        } else {
            string together;
            for (size_t i = 0; i < winners.size(); ++i) {
                if (i > 0)
                    together += (i + 1 == winners.size()) ? " and " : ", ";
                together += winners[i];
            }
            cout << "It's a tie! " << together << " share the win with " << best << " rubies each."
                 << endl;
        }
    } catch (const InputClosed&) {
        return 0;
    }
    return 0;
}
