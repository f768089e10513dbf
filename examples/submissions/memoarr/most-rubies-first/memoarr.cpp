/* Memoarr! (CSI2372, Fall 2018, C++ project): a submission with one mistake, the final ranking from most to fewest rubies.
 *
 * THE MISTAKE: the final ranking is sorted the wrong way round: the players are printed
 * from most to fewest rubies (in the order named among equals), where the spec's main
 * loop prints them "sorted from least to most rubies".
 *
 * Everything else is as in the correct submission:
 *
 * The console memory game of 2 to 4 players as the spec describes it, in one file: the
 * spec's classes (Card with its 3-row printing, Reward, the abstract factory Deck<T>, the
 * CardDeck and RewardDeck singletons, Board, Player, Game, Rules) and the spec's main loop,
 * with the expert display and the expert rules, alone or together.
 *
 * The choices this program makes where the spec is silent:
 *
 * - Input: the version (1 base, 2 expert display, 3 expert rules, 4 both) and the number
 *   of players (2 to 4) are read with `std::cin >> int`; a non-number clears the stream
 *   and drops its line, and a refused answer prints why and asks again. The rest of the
 *   number's line is dropped with `std::cin.ignore`, then each name is a whole line read
 *   with `std::getline`, its ends trimmed; an empty name is asked again. A position is one
 *   token read with `std::cin >>`: a row letter (either case) and a column digit, like B4.
 *   At end of input the program stops quietly with exit status 0.
 * - Players take the sides in the order they are named: top, bottom, left, right. The
 *   cards in front of them: top A2 A3 A4, bottom E2 E3 E4, left B1 C1 D1, right B5 C5 D5.
 * - The card deck and the rewards (1, 1, 1, 2, 2, 3, 4 rubies) are shuffled with
 *   std::random_shuffle after std::srand((unsigned) std::time(nullptr)), so every run has
 *   its own layout. The first 24 cards of the deck are laid row by row, A1 to E5, the
 *   free centre C3 skipped; the 25th card is left out. The cards keep their places for the
 *   whole game (an octopus moves them).
 * - The game is displayed once before the first round and after every card turned (and
 *   again after an octopus's swap and a penguin's card turned down): the board as the
 *   spec's figure (or, in expert display, only the cards face up this round in the order
 *   they were turned, their positions under them), then every player as
 *   `Name: side (active)` with one space after the colon.
 * - At the start of each round every player, in order, is shown the three cards in front
 *   of them as the whole board with only those three face up (a console cannot hide them
 *   from the others). Round k is started by player k (wrapping around); the turns go to the
 *   next active player in the order named.
 * - Refused positions (not a letter and a digit, off the board, the centre C3, a card face
 *   up, the card the walrus blocked) print why and ask again. The round's first card
 *   always stays; every next card must match the last card turned face up by its animal
 *   or its background, or the player is out of the round. A player whose turn comes with
 *   no card to turn (none face down, or only the blocked one) is out of the round.
 * - Expert rules, after a card that keeps its player in: octopus, a neighbour in its row
 *   or column (not the centre) is chosen and the two cards change places, each keeping its
 *   face; penguin (not on the round's first card), a face-up card other than the penguin
 *   is turned face down; walrus (while a card is face down), a face-down card is blocked
 *   for the next turn; crab, the same player turns another card at once; turtle, the next
 *   active player is skipped once.
 * - The last player in wins the round and takes the next reward, unannounced. After seven
 *   rounds every player is printed as `Name: N rubies` (`1 ruby`) from fewest to most (in
 *   the order named among equals), then the winner, or every tied player.
 */
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <iostream>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

// ------------------------------------------------------------------ input

// Thrown when the input ends: main stops quietly.
struct EndOfInput {};

// ------------------------------------------------------------------ Card

enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class CardDeck;

class Card {
    FaceAnimal d_animal;
    FaceBackground d_background;

    Card(FaceAnimal animal, FaceBackground background)
        : d_animal(animal), d_background(background) {}
    friend class CardDeck;

public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;

    FaceAnimal getAnimal() const { return d_animal; }
    FaceBackground getBackground() const { return d_background; }

    int getNRows() const { return 3; }

    // One row of the card: its background's small letter around its animal's capital.
    std::string operator()(int row) const {
        static const char animals[] = "CPOTW";
        static const char backgrounds[] = "rgpby";
        std::string text(3, backgrounds[d_background]);
        if (row == 1)
            text[1] = animals[d_animal];
        return text;
    }
};

// ------------------------------------------------------------------ Reward

class RewardDeck;

class Reward {
    int d_rubies;

    explicit Reward(int rubies) : d_rubies(rubies) {}
    friend class RewardDeck;

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;

    int getRubies() const { return d_rubies; }

    friend std::ostream& operator<<(std::ostream& os, const Reward& reward) {
        return os << reward.d_rubies << (reward.d_rubies == 1 ? " ruby" : " rubies");
    }
};

// ------------------------------------------------------------------ Deck<T>

// The abstract factory of cards and rewards: the derived deck creates them, the deck
// owns them and hands them out one by one.
template <class T>
class Deck {
protected:
    std::vector<T*> d_items;
    std::size_t d_next;

    Deck() : d_next(0) {}

public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() = 0;

    void shuffle() {
        std::random_shuffle(d_items.begin(), d_items.end());
        d_next = 0;
    }

    T* getNext() { return d_next < d_items.size() ? d_items[d_next++] : nullptr; }

    bool isEmpty() const { return d_next >= d_items.size(); }
};

template <class T>
Deck<T>::~Deck() {
    for (T* item : d_items)
        delete item;
}

// ------------------------------------------------------------------ CardDeck

class CardDeck : public Deck<Card> {
    CardDeck() {
        for (int animal = Crab; animal <= Walrus; ++animal)
            for (int background = Red; background <= Yellow; ++background)
                d_items.push_back(new Card(FaceAnimal(animal), FaceBackground(background)));
    }

public:
    static CardDeck& make_CardDeck() {
        static CardDeck deck;
        return deck;
    }
};

// ------------------------------------------------------------------ RewardDeck

class RewardDeck : public Deck<Reward> {
    RewardDeck() {
        const int rubies[] = {1, 1, 1, 2, 2, 3, 4};
        for (int value : rubies)
            d_items.push_back(new Reward(value));
    }

public:
    static RewardDeck& make_RewardDeck() {
        static RewardDeck deck;
        return deck;
    }
};

// ------------------------------------------------------------------ positions

enum Letter { A, B, C, D, E };
enum Number { One, Two, Three, Four, Five };

const int SIZE = 5;

struct OutOfRange : std::out_of_range {
    OutOfRange() : std::out_of_range("no card at this position") {}
};

struct Position {
    Letter row;
    Number column;

    std::string name() const {
        return std::string(1, char('A' + row)) + char('1' + column);
    }
    bool operator==(const Position& other) const {
        return row == other.row && column == other.column;
    }
};

// The free centre of the board, which holds no card.
bool isCentre(Letter row, Number column) {
    return row == C && column == Three;
}

// Reads a typed position: an empty string when it is one, else why not.
std::string parsePosition(const std::string& token, Position& position) {
    if (token.size() != 2 || !std::isalpha(static_cast<unsigned char>(token[0])) ||
        !std::isdigit(static_cast<unsigned char>(token[1])))
        return "Please type a row letter and a column number, for example B4.";
    int row = std::toupper(static_cast<unsigned char>(token[0])) - 'A';
    int column = token[1] - '1';
    std::string name = std::string(1, char('A' + row)) + token[1];
    if (row < 0 || row >= SIZE || column < 0 || column >= SIZE)
        return "There is no card at " + name + ": the rows are A to E, the columns 1 to 5.";
    if (isCentre(Letter(row), Number(column)))
        return name + " is the empty centre of the board.";
    position.row = Letter(row);
    position.column = Number(column);
    return "";
}

// Asks for a position until one is typed that `refuse` has nothing against.
Position askPosition(const std::string& prompt,
                     const std::function<std::string(const Position&)>& refuse) {
    for (;;) {
        std::cout << prompt;
        std::string token;
        if (!(std::cin >> token))
            throw EndOfInput();
        Position position{A, One};
        std::string why = parsePosition(token, position);
        if (why.empty())
            why = refuse(position);
        if (why.empty())
            return position;
        std::cout << why << '\n';
    }
}

// ------------------------------------------------------------------ Board

class Board {
    const Card* d_cards[SIZE][SIZE];
    bool d_faceUp[SIZE][SIZE];
    // The cards face up, in the order they were turned (for the expert display).
    std::vector<const Card*> d_upOrder;
    // The screen display of the cards: 5 rows of 3 lines and a blank line between rows.
    std::string d_screen[19];

    void check(const Letter& row, const Number& column) const {
        if (row < A || row > E || column < One || column > Five || isCentre(row, column))
            throw OutOfRange();
    }

    void redraw(int row, int column) {
        for (int line = 0; line < 3; ++line) {
            std::string text = "zzz";
            if (isCentre(Letter(row), Number(column)))
                text = "   ";
            else if (d_faceUp[row][column])
                text = (*d_cards[row][column])(line);
            d_screen[4 * row + line].replace(4 * column, 3, text);
        }
    }

public:
    explicit Board(CardDeck& deck) {
        for (std::string& line : d_screen)
            line = std::string(19, ' ');
        for (int row = 0; row < SIZE; ++row)
            for (int column = 0; column < SIZE; ++column) {
                d_faceUp[row][column] = false;
                d_cards[row][column] =
                    isCentre(Letter(row), Number(column)) ? nullptr : deck.getNext();
                redraw(row, column);
            }
    }
    Board(const Board&) = delete;
    Board& operator=(const Board&) = delete;

    bool isFaceUp(const Letter& row, const Number& column) const {
        check(row, column);
        return d_faceUp[row][column];
    }

    bool turnFaceUp(const Letter& row, const Number& column) {
        check(row, column);
        if (d_faceUp[row][column])
            return false;
        d_faceUp[row][column] = true;
        d_upOrder.push_back(d_cards[row][column]);
        redraw(row, column);
        return true;
    }

    bool turnFaceDown(const Letter& row, const Number& column) {
        check(row, column);
        if (!d_faceUp[row][column])
            return false;
        d_faceUp[row][column] = false;
        d_upOrder.erase(std::find(d_upOrder.begin(), d_upOrder.end(), d_cards[row][column]));
        redraw(row, column);
        return true;
    }

    void reset() {
        for (int row = 0; row < SIZE; ++row)
            for (int column = 0; column < SIZE; ++column)
                if (!isCentre(Letter(row), Number(column)))
                    turnFaceDown(Letter(row), Number(column));
    }

    const Card* getCard(const Letter& row, const Number& column) const {
        check(row, column);
        return d_cards[row][column];
    }

    // The octopus: two cards change places, each keeping its face.
    void swap(const Position& a, const Position& b) {
        check(a.row, a.column);
        check(b.row, b.column);
        std::swap(d_cards[a.row][a.column], d_cards[b.row][b.column]);
        std::swap(d_faceUp[a.row][a.column], d_faceUp[b.row][b.column]);
        redraw(a.row, a.column);
        redraw(b.row, b.column);
    }

    // Where a card lies on the board.
    Position find(const Card* card) const {
        for (int row = 0; row < SIZE; ++row)
            for (int column = 0; column < SIZE; ++column)
                if (d_cards[row][column] == card)
                    return Position{Letter(row), Number(column)};
        throw OutOfRange();
    }

    const std::vector<const Card*>& getFaceUpInOrder() const { return d_upOrder; }

    friend std::ostream& operator<<(std::ostream& os, const Board& board) {
        for (int i = 0; i < 19; ++i) {
            if (i % 4 == 3) {
                os << '\n';
                continue;
            }
            std::string line = std::string(1, i % 4 == 1 ? char('A' + i / 4) : ' ') + ' ' +
                               board.d_screen[i];
            line.erase(line.find_last_not_of(' ') + 1);
            os << line << '\n';
        }
        return os << '\n' << "   1   2   3   4   5\n";
    }
};

// ------------------------------------------------------------------ Player

enum class Side { Top, Bottom, Left, Right };

const char* sideName(Side side) {
    static const char* names[] = {"top", "bottom", "left", "right"};
    return names[static_cast<int>(side)];
}

// The three cards directly in front of a side.
std::vector<Position> frontOf(Side side) {
    static const Position fronts[4][3] = {
        {{A, Two}, {A, Three}, {A, Four}},
        {{E, Two}, {E, Three}, {E, Four}},
        {{B, One}, {C, One}, {D, One}},
        {{B, Five}, {C, Five}, {D, Five}},
    };
    const Position* front = fronts[static_cast<int>(side)];
    return std::vector<Position>(front, front + 3);
}

class Player {
    std::string d_name;
    Side d_side;
    int d_rubies;
    bool d_active;
    bool d_endOfGame;

public:
    Player(const std::string& name, Side side)
        : d_name(name), d_side(side), d_rubies(0), d_active(true), d_endOfGame(false) {}

    std::string getName() const { return d_name; }
    Side getSide() const { return d_side; }
    void setActive(bool active) { d_active = active; }
    bool isActive() const { return d_active; }
    int getNRubies() const { return d_rubies; }
    void addReward(const Reward& reward) { d_rubies += reward.getRubies(); }
    void setDisplayMode(bool endOfGame) { d_endOfGame = endOfGame; }

    friend std::ostream& operator<<(std::ostream& os, const Player& player) {
        os << player.d_name << ": ";
        if (player.d_endOfGame)
            return os << player.d_rubies << (player.d_rubies == 1 ? " ruby" : " rubies");
        return os << sideName(player.d_side) << (player.d_active ? " (active)" : " (inactive)");
    }
};

// ------------------------------------------------------------------ Game

class Game {
    Board d_board;
    bool d_expertDisplay;
    std::vector<Player> d_players;
    int d_round;
    int d_turn;  // the player whose turn it is
    const Card* d_previous;
    const Card* d_current;
    // The card a walrus blocked for this turn, and the one it blocked for the next.
    bool d_hasBlocked, d_hasBlocking;
    Position d_blocked, d_blocking;

public:
    Game(CardDeck& deck, bool expertDisplay)
        : d_board(deck), d_expertDisplay(expertDisplay), d_round(0), d_turn(0),
          d_previous(nullptr), d_current(nullptr), d_hasBlocked(false), d_hasBlocking(false),
          d_blocked{A, One}, d_blocking{A, One} {}

    int getRound() const { return d_round; }
    void nextRound() { ++d_round; }

    void addPlayer(const Player& player) { d_players.push_back(player); }
    int getNPlayers() const { return static_cast<int>(d_players.size()); }
    Player& getPlayer(int index) { return d_players[index]; }
    const Player& getPlayer(int index) const { return d_players[index]; }
    Player& getPlayer() { return d_players[d_turn]; }

    Board& getBoard() { return d_board; }

    const Card* getPreviousCard() const { return d_previous; }
    const Card* getCurrentCard() const { return d_current; }
    void setCurrentCard(const Card* card) {
        d_previous = d_current;
        d_current = card;
    }

    // A new round: no card turned yet, nothing blocked, its first player to move.
    void startRound() {
        d_previous = d_current = nullptr;
        d_hasBlocked = d_hasBlocking = false;
        d_turn = d_round % getNPlayers();
    }

    // The next active player after `index`, or `index` itself when none is.
    int nextActive(int index) const {
        for (int step = 1; step <= getNPlayers(); ++step) {
            int next = (index + step) % getNPlayers();
            if (d_players[next].isActive())
                return next;
        }
        return index;
    }

    int getTurn() const { return d_turn; }

    // Ends the turn: the walrus's block passes to the next turn, and the turn to the next
    // active player (`steps` of them: 2 when a turtle skips one).
    void endTurn(int steps) {
        d_hasBlocked = d_hasBlocking;
        d_blocked = d_blocking;
        d_hasBlocking = false;
        for (int step = 0; step < steps; ++step)
            d_turn = nextActive(d_turn);
    }

    void block(const Position& position) {
        d_hasBlocking = true;
        d_blocking = position;
    }

    // Why the player whose turn it is may not turn this card; empty when they may.
    std::string whyNotTurn(const Position& position) const {
        if (d_board.isFaceUp(position.row, position.column))
            return "The card at " + position.name() + " is already face up.";
        if (d_hasBlocked && d_blocked == position)
            return "The walrus blocked the card at " + position.name() + ": choose another one.";
        return "";
    }

    // Whether the player whose turn it is has a card they may turn.
    bool anyFaceDown() const {
        for (int row = 0; row < SIZE; ++row)
            for (int column = 0; column < SIZE; ++column)
                if (!isCentre(Letter(row), Number(column)) &&
                    !d_board.isFaceUp(Letter(row), Number(column)))
                    return true;
        return false;
    }

    bool canTurnACard() const {
        for (int row = 0; row < SIZE; ++row)
            for (int column = 0; column < SIZE; ++column)
                if (!isCentre(Letter(row), Number(column)) &&
                    whyNotTurn(Position{Letter(row), Number(column)}).empty())
                    return true;
        return false;
    }

    friend std::ostream& operator<<(std::ostream& os, const Game& game) {
        if (!game.d_expertDisplay) {
            os << game.d_board;
        } else {
            const std::vector<const Card*>& up = game.d_board.getFaceUpInOrder();
            if (up.empty()) {
                os << "(no card is face up yet)\n\n";
            } else {
                for (int line = 0; line < 3; ++line) {
                    for (std::size_t i = 0; i < up.size(); ++i)
                        os << (i ? " " : "") << (*up[i])(line);
                    os << '\n';
                }
                os << '\n';
                for (std::size_t i = 0; i < up.size(); ++i)
                    os << (i ? "  " : "") << game.d_board.find(up[i]).name();
                os << "\n\n";
            }
        }
        for (const Player& player : game.d_players)
            os << player << '\n';
        return os;
    }
};

// ------------------------------------------------------------------ Rules

// What a turn's cards leave to do: turn another card (crab), skip the next player (turtle).
struct TurnEffects {
    bool again = false;
    bool skipNext = false;
};

class Rules {
public:
    virtual ~Rules() {}

    // The round's first card always fits; every next card must match the card before it.
    bool isValid(const Game& game) const {
        const Card* previous = game.getPreviousCard();
        const Card* current = game.getCurrentCard();
        if (previous == nullptr)
            return true;
        return current->getAnimal() == previous->getAnimal() ||
               current->getBackground() == previous->getBackground();
    }

    bool gameOver(const Game& game) const { return game.getRound() >= 7; }

    bool roundOver(const Game& game) const {
        int active = 0;
        for (int i = 0; i < game.getNPlayers(); ++i)
            if (game.getPlayer(i).isActive())
                ++active;
        return active <= 1;
    }

    // What the card just turned at `where` lets or makes its player do: nothing in the
    // base game.
    virtual void applyPower(Game&, const Position&, TurnEffects&) const {}
};

class ExpertRules : public Rules {
    typedef void (ExpertRules::*Power)(Game&, const Position&, TurnEffects&) const;

    void crab(Game& game, const Position&, TurnEffects& effects) const {
        std::cout << "Crab! " << game.getPlayer().getName() << " must turn over another card.\n";
        effects.again = true;
    }

    void penguin(Game& game, const Position&, TurnEffects&) const {
        if (game.getPreviousCard() == nullptr)  // the round's first card
            return;
        Board& board = game.getBoard();
        const Card* penguin = game.getCurrentCard();
        Position down = askPosition(
            "Penguin! " + game.getPlayer().getName() +
                ", choose a face-up card to turn face down: ",
            [&board, penguin](const Position& p) -> std::string {
                if (!board.isFaceUp(p.row, p.column) || board.getCard(p.row, p.column) == penguin)
                    return "The card at " + p.name() +
                           " is not a face-up card the penguin may turn down.";
                return "";
            });
        board.turnFaceDown(down.row, down.column);
        std::cout << game;
    }

    void octopus(Game& game, const Position& where, TurnEffects&) const {
        std::vector<Position> neighbours;
        const int moves[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (const auto& move : moves) {
            int row = where.row + move[0], column = where.column + move[1];
            if (row >= 0 && row < SIZE && column >= 0 && column < SIZE &&
                !isCentre(Letter(row), Number(column)))
                neighbours.push_back(Position{Letter(row), Number(column)});
        }
        std::string list;
        for (const Position& p : neighbours)
            list += (list.empty() ? "" : " ") + p.name();
        Position to = askPosition(
            "Octopus! " + game.getPlayer().getName() +
                ", choose a card to swap it with (" + list + "): ",
            [&neighbours](const Position& p) -> std::string {
                if (std::find(neighbours.begin(), neighbours.end(), p) == neighbours.end())
                    return p.name() + " is not next to the octopus in its row or column.";
                return "";
            });
        game.getBoard().swap(where, to);
        std::cout << game;
    }

    void turtle(Game&, const Position&, TurnEffects& effects) const {
        effects.skipNext = true;
    }

    void walrus(Game& game, const Position&, TurnEffects&) const {
        if (!game.anyFaceDown())
            return;
        Board& board = game.getBoard();
        Position blocked = askPosition(
            "Walrus! " + game.getPlayer().getName() +
                ", choose a face-down card the next player may not turn: ",
            [&board](const Position& p) -> std::string {
                if (board.isFaceUp(p.row, p.column))
                    return "The card at " + p.name() + " is face up: choose a face-down card.";
                return "";
            });
        game.block(blocked);
    }

public:
    void applyPower(Game& game, const Position& where, TurnEffects& effects) const override {
        // In the order of FaceAnimal.
        static const Power powers[] = {&ExpertRules::crab, &ExpertRules::penguin,
                                       &ExpertRules::octopus, &ExpertRules::turtle,
                                       &ExpertRules::walrus};
        (this->*powers[game.getCurrentCard()->getAnimal()])(game, where, effects);
    }
};

// ------------------------------------------------------------------ main loop

// Reads a number with `std::cin >>` until it is between `low` and `high`.
int askNumber(const std::string& prompt, int low, int high, const std::string& error) {
    for (;;) {
        std::cout << prompt;
        int number;
        if (std::cin >> number) {
            if (number >= low && number <= high)
                return number;
        } else {
            if (std::cin.eof())
                throw EndOfInput();
            std::cin.clear();
            std::cin.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
        }
        std::cout << error << '\n';
    }
}

std::string askName(int number) {
    for (;;) {
        std::cout << "Name of player " << number << ": ";
        std::string line;
        if (!std::getline(std::cin, line))
            throw EndOfInput();
        const char* blanks = " \t\r\n\v\f";
        std::size_t first = line.find_first_not_of(blanks);
        if (first != std::string::npos)
            return line.substr(first, line.find_last_not_of(blanks) - first + 1);
        std::cout << "A name cannot be empty.\n";
    }
}

// Temporarily reveals the three cards in front of a player.
void showFrontCards(Board& board, const Player& player) {
    std::cout << player.getName() << " (" << sideName(player.getSide())
              << "), look at the three cards in front of you:\n";
    std::vector<Position> front = frontOf(player.getSide());
    std::vector<bool> turned;
    for (const Position& p : front)
        turned.push_back(board.turnFaceUp(p.row, p.column));
    std::cout << board;
    for (std::size_t i = 0; i < front.size(); ++i)
        if (turned[i])
            board.turnFaceDown(front[i].row, front[i].column);
}

// One turn of the player whose turn it is: a card, and another after a crab.
void playTurn(Game& game, const Rules& rules) {
    Player& player = game.getPlayer();
    TurnEffects effects;
    do {
        effects.again = false;
        if (!game.canTurnACard()) {
            player.setActive(false);
            std::cout << player.getName()
                      << " has no card left to turn over and is out of this round.\n";
            break;
        }
        Position where = askPosition(player.getName() + ", choose a card to turn over: ",
                                     [&game](const Position& p) { return game.whyNotTurn(p); });
        Board& board = game.getBoard();
        board.turnFaceUp(where.row, where.column);
        game.setCurrentCard(board.getCard(where.row, where.column));
        bool valid = rules.isValid(game);
        if (!valid)
            player.setActive(false);
        std::cout << game;
        if (!valid) {
            std::cout << player.getName() << "'s card does not match: "
                      << player.getName() << " is out of this round.\n";
            break;
        }
        rules.applyPower(game, where, effects);
    } while (effects.again);

    if (effects.skipNext && !rules.roundOver(game)) {
        int skipped = game.nextActive(game.getTurn());
        if (skipped != game.getTurn())
            std::cout << "Turtle! " << game.getPlayer(skipped).getName()
                      << " is skipped this time.\n";
    }
    game.endTurn(rules.roundOver(game) ? 0 : effects.skipNext ? 2 : 1);
}

int main() {
    std::srand((unsigned) std::time(nullptr));
    try {
        int version = askNumber(
            "Which version do you want to play? 1 = base game, 2 = expert display, "
            "3 = expert rules, 4 = expert display and expert rules: ",
            1, 4, "Sorry, the version must be 1, 2, 3 or 4.");
        int nPlayers = askNumber("How many players (2-4)? ", 2, 4,
                                 "Sorry, Memoarr! is a game for 2, 3 or 4 players.");
        std::cin.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
        std::vector<std::string> names;
        for (int i = 1; i <= nPlayers; ++i)
            names.push_back(askName(i));

        bool expertDisplay = version == 2 || version == 4;
        bool expertRules = version == 3 || version == 4;
        CardDeck& cards = CardDeck::make_CardDeck();
        cards.shuffle();
        RewardDeck& rewards = RewardDeck::make_RewardDeck();
        rewards.shuffle();
        Game game(cards, expertDisplay);
        const Side sides[] = {Side::Top, Side::Bottom, Side::Left, Side::Right};
        for (int i = 0; i < nPlayers; ++i)
            game.addPlayer(Player(names[i], sides[i]));
        Rules baseRules;
        ExpertRules expertRulesSet;
        const Rules& rules = expertRules ? expertRulesSet : baseRules;

        std::cout << game;
        while (!rules.gameOver(game)) {
            game.getBoard().reset();
            for (int i = 0; i < game.getNPlayers(); ++i)
                game.getPlayer(i).setActive(true);
            game.startRound();
            std::cout << "----- Round " << game.getRound() + 1 << " -----\n";
            for (int i = 0; i < game.getNPlayers(); ++i)
                showFrontCards(game.getBoard(), game.getPlayer(i));
            while (!rules.roundOver(game))
                playTurn(game, rules);
            for (int i = 0; i < game.getNPlayers(); ++i) {
                Player& player = game.getPlayer(i);
                if (player.isActive()) {
                    std::cout << player.getName() << " wins round " << game.getRound() + 1
                              << "!\n";
                    const Reward* reward = rewards.getNext();
                    if (reward != nullptr)
                        player.addReward(*reward);
                }
            }
            game.nextRound();
        }

        std::vector<Player*> ranking;
        for (int i = 0; i < game.getNPlayers(); ++i) {
            game.getPlayer(i).setDisplayMode(true);
            ranking.push_back(&game.getPlayer(i));
        }
        std::stable_sort(ranking.begin(), ranking.end(), [](const Player* a, const Player* b) {
            return a->getNRubies() > b->getNRubies();
        });
        std::cout << "Final score:\n";
        int most = 0;
        for (const Player* player : ranking) {
            std::cout << *player << '\n';
            most = std::max(most, player->getNRubies());
        }
        std::vector<std::string> winners;
        for (int i = 0; i < game.getNPlayers(); ++i)
            if (game.getPlayer(i).getNRubies() == most)
                winners.push_back(game.getPlayer(i).getName());
        std::string line = winners[0];
        for (std::size_t i = 1; i < winners.size(); ++i)
            line += " and " + winners[i];
        std::cout << line << (winners.size() == 1 ? " wins" : " win") << " the game!\n";
    } catch (const EndOfInput&) {
        return 0;
    }
    return 0;
}
