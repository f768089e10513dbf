// ============================================================================
// Memoarr!  --  CSI2372 course project (console version, C++17)
//
// A submission with its own menu dialogue: the game mode and the number of
// players are chosen from numbered menus, the names are typed as whole lines
// ("Player 1 name: "), and a card is chosen in two steps, its row (A-E) and
// then its column (1-5).
//
// Decisions taken where the spec leaves things open:
//   * Sides are given in the order the players are entered: top, bottom, left,
//     right. In front of top are A2 A3 A4, bottom E2 E3 E4, left B1 C1 D1 and
//     right B5 C5 D5. Before each round every player gets to see those three
//     cards (the board with only them face up; in the expert display mode just
//     the three cards with their positions).
//   * The deck is shuffled with a std::mt19937 seeded from the clock; the first
//     24 cards go on the board row by row, C3 stays empty, card 25 is unused.
//   * Round 1 is started by player 1, round 2 by player 2, etc. (wrapping).
//   * The first card of a round can be anything. After that a card must match
//     the card turned right before it (animal or background), also when that
//     card knocked its own player out. A player who has no card left that they
//     may turn is out of the round.
//   * The round winner is announced but the rubies stay secret until the end.
//     Between two rounds the game waits for Enter.
//   * Expert rules: a card only uses its power if it matched. Octopus = swap
//     with a card next to it in the same row or column (never C3), the other
//     card stays face up/down as it was. Penguin = turn another face-up card
//     face down (no effect when the penguin is the first card of the round).
//     Walrus = block a face-down card for the whole next turn. Crab = the same
//     player must turn another card immediately. Turtle = the next active
//     player loses their turn.
//   * End of input at any question ends the program quietly.
// ============================================================================
#include <algorithm>
#include <array>
#include <cctype>
#include <ctime>
#include <functional>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

struct EndOfInput {};

std::mt19937& randomEngine() {
    static std::mt19937 engine(static_cast<unsigned>(std::time(nullptr)));
    return engine;
}

std::string trimmed(const std::string& text) {
    std::size_t begin = 0, end = text.size();
    while (begin < end && std::isspace(static_cast<unsigned char>(text[begin])))
        ++begin;
    while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1])))
        --end;
    return text.substr(begin, end - begin);
}

// Prints a prompt and reads one whole line (trimmed).
std::string readLine(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line))
        throw EndOfInput();
    return trimmed(line);
}

} // namespace

// ---------------------------------------------------------------------------
// Card
// ---------------------------------------------------------------------------
enum FaceAnimal { Crab, Penguin, Octopus, Turtle, Walrus };
enum FaceBackground { Red, Green, Purple, Blue, Yellow };

class Card {
    FaceAnimal m_animal;
    FaceBackground m_background;

    Card(FaceAnimal animal, FaceBackground background)
        : m_animal(animal), m_background(background) {}
    friend class CardDeck;

public:
    Card(const Card&) = delete;
    Card& operator=(const Card&) = delete;

    FaceAnimal animal() const { return m_animal; }
    FaceBackground background() const { return m_background; }

    int getNRows() const { return 3; }

    std::string operator()(int row) const {
        static const std::array<char, 5> animalChar{{'C', 'P', 'O', 'T', 'W'}};
        static const std::array<char, 5> backgroundChar{{'r', 'g', 'p', 'b', 'y'}};
        const char bg = backgroundChar[m_background];
        const char middle = row == 1 ? animalChar[m_animal] : bg;
        return std::string{bg, middle, bg};
    }
};

// ---------------------------------------------------------------------------
// Reward
// ---------------------------------------------------------------------------
class Reward {
    int m_rubies;

    explicit Reward(int rubies) : m_rubies(rubies) {}
    friend class RewardDeck;

public:
    Reward(const Reward&) = delete;
    Reward& operator=(const Reward&) = delete;

    int rubies() const { return m_rubies; }

    friend std::ostream& operator<<(std::ostream& os, const Reward& r) {
        os << r.m_rubies << ' ' << (r.m_rubies == 1 ? "ruby" : "rubies");
        return os;
    }
};

// ---------------------------------------------------------------------------
// Deck<C>, CardDeck, RewardDeck
// ---------------------------------------------------------------------------
template <class C>
class Deck {
protected:
    std::vector<C*> m_items;
    std::size_t m_top = 0;

    Deck() {}
    virtual void create() = 0; // each kind of deck makes its own items

public:
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;
    virtual ~Deck() {
        for (C* item : m_items)
            delete item;
    }

    void shuffle() {
        std::shuffle(m_items.begin(), m_items.end(), randomEngine());
        m_top = 0;
    }
    C* getNext() { return isEmpty() ? nullptr : m_items[m_top++]; }
    bool isEmpty() const { return m_top >= m_items.size(); }
};

class CardDeck : public Deck<Card> {
    CardDeck() { create(); }
    void create() override {
        for (int a = Crab; a <= Walrus; ++a)
            for (int b = Red; b <= Yellow; ++b)
                m_items.push_back(new Card(static_cast<FaceAnimal>(a), static_cast<FaceBackground>(b)));
    }

public:
    static CardDeck& make_CardDeck() {
        static CardDeck instance;
        return instance;
    }
};

class RewardDeck : public Deck<Reward> {
    RewardDeck() { create(); }
    void create() override {
        const int values[] = {1, 1, 1, 2, 2, 3, 4};
        for (int v : values)
            m_items.push_back(new Reward(v));
    }

public:
    static RewardDeck& make_RewardDeck() {
        static RewardDeck instance;
        return instance;
    }
};

// ---------------------------------------------------------------------------
// Board
// ---------------------------------------------------------------------------
enum class Letter { A, B, C, D, E };
enum class Number { One, Two, Three, Four, Five };

class OutOfRange : public std::runtime_error {
public:
    OutOfRange() : std::runtime_error("position outside the board") {}
};

// A place on the board, row 0..4 (A..E) and column 0..4 (1..5).
struct Coord {
    int row;
    int col;

    Letter letter() const { return static_cast<Letter>(row); }
    Number number() const { return static_cast<Number>(col); }
    int index() const { return row * 5 + col; }
    bool isCentre() const { return row == 2 && col == 2; }
    std::string label() const {
        std::string s;
        s += static_cast<char>('A' + row);
        s += static_cast<char>('1' + col);
        return s;
    }
    bool operator==(const Coord& o) const { return row == o.row && col == o.col; }
};

class Board {
    std::vector<const Card*> m_cells; // 25 places, the centre holds nullptr
    std::vector<bool> m_up;

    static int indexOf(const Letter& l, const Number& n) {
        const int r = static_cast<int>(l), c = static_cast<int>(n);
        if (r < 0 || r > 4 || c < 0 || c > 4 || (r == 2 && c == 2))
            throw OutOfRange();
        return r * 5 + c;
    }

public:
    explicit Board(CardDeck& deck) : m_cells(25, nullptr), m_up(25, false) {
        for (int i = 0; i < 25; ++i)
            if (i != 12)
                m_cells[i] = deck.getNext();
    }

    bool isFaceUp(const Letter& l, const Number& n) const { return m_up[indexOf(l, n)]; }

    bool turnFaceUp(const Letter& l, const Number& n) {
        const int i = indexOf(l, n);
        if (m_up[i])
            return false;
        m_up[i] = true;
        return true;
    }

    bool turnFaceDown(const Letter& l, const Number& n) {
        const int i = indexOf(l, n);
        if (!m_up[i])
            return false;
        m_up[i] = false;
        return true;
    }

    void reset() { std::fill(m_up.begin(), m_up.end(), false); }

    const Card* cardAt(const Coord& c) const { return m_cells[indexOf(c.letter(), c.number())]; }
    bool isFaceUp(const Coord& c) const { return isFaceUp(c.letter(), c.number()); }

    // Octopus: the cards change places, each one keeps being face up or down.
    void swapPlaces(const Coord& a, const Coord& b) {
        const int i = indexOf(a.letter(), a.number());
        const int j = indexOf(b.letter(), b.number());
        std::swap(m_cells[i], m_cells[j]);
        std::vector<bool>::swap(m_up[i], m_up[j]);
    }

    Coord locate(const Card* card) const {
        for (int i = 0; i < 25; ++i)
            if (m_cells[i] == card)
                return Coord{i / 5, i % 5};
        throw OutOfRange();
    }

    int countFaceDown() const {
        int n = 0;
        for (int i = 0; i < 25; ++i)
            if (i != 12 && !m_up[i])
                ++n;
        return n;
    }

    // Draws the board showing face up exactly the places `visible` says.
    void draw(std::ostream& os, const std::vector<bool>& visible) const {
        const char labels[] = "ABCDE";
        for (int r = 0; r < 5; ++r) {
            for (int line = 0; line < 3; ++line) {
                std::ostringstream text;
                text << (line == 1 ? labels[r] : ' ');
                for (int c = 0; c < 5; ++c) {
                    const int i = r * 5 + c;
                    text << ' ';
                    if (i == 12)
                        text << "   ";
                    else if (visible[i])
                        text << (*m_cells[i])(line);
                    else
                        text << "zzz";
                }
                std::string s = text.str();
                s.erase(s.find_last_not_of(' ') + 1);
                os << s << '\n';
            }
            os << '\n';
        }
        os << "   1   2   3   4   5\n";
    }

    friend std::ostream& operator<<(std::ostream& os, const Board& b) {
        b.draw(os, b.m_up);
        return os;
    }
};

// Prints cards in one row (one space apart) with their positions underneath.
void drawCardRow(std::ostream& os, const std::vector<const Card*>& cards,
                 const std::vector<Coord>& places) {
    for (int line = 0; line < 3; ++line) {
        for (std::size_t k = 0; k < cards.size(); ++k)
            os << (k ? " " : "") << (*cards[k])(line);
        os << '\n';
    }
    os << '\n';
    for (std::size_t k = 0; k < places.size(); ++k)
        os << (k ? "  " : "") << places[k].label();
    os << "\n\n";
}

// ---------------------------------------------------------------------------
// Player
// ---------------------------------------------------------------------------
enum class Side { Top, Bottom, Left, Right };

class Player {
    std::string m_name;
    Side m_side;
    int m_rubies = 0;
    bool m_active = true;
    bool m_endOfGame = false;

public:
    Player(std::string name, Side side) : m_name(std::move(name)), m_side(side) {}

    std::string getName() const { return m_name; }
    Side getSide() const { return m_side; }
    void setActive(bool active) { m_active = active; }
    bool isActive() const { return m_active; }
    int getNRubies() const { return m_rubies; }
    void addReward(const Reward& reward) { m_rubies += reward.rubies(); }
    void setDisplayMode(bool endOfGame) { m_endOfGame = endOfGame; }

    static std::string sideText(Side side) {
        static const char* const text[] = {"top", "bottom", "left", "right"};
        return text[static_cast<int>(side)];
    }

    // The three cards directly in front of this player.
    std::vector<Coord> frontCards() const {
        static const std::map<Side, std::vector<Coord>> fronts{
            {Side::Top, {{0, 1}, {0, 2}, {0, 3}}},
            {Side::Bottom, {{4, 1}, {4, 2}, {4, 3}}},
            {Side::Left, {{1, 0}, {2, 0}, {3, 0}}},
            {Side::Right, {{1, 4}, {2, 4}, {3, 4}}}};
        return fronts.at(m_side);
    }

    friend std::ostream& operator<<(std::ostream& os, const Player& p) {
        os << p.m_name << ":  ";
        if (p.m_endOfGame)
            os << p.m_rubies << (p.m_rubies == 1 ? " ruby" : " rubies");
        else
            os << sideText(p.m_side) << " (" << (p.m_active ? "active" : "inactive") << ")";
        return os;
    }
};

// ---------------------------------------------------------------------------
// Game
// ---------------------------------------------------------------------------
class Game {
    Board m_board;
    std::vector<Player> m_players;
    bool m_expertDisplay;
    int m_round = 0;

    // state of the round being played
    int m_current = 0;
    const Card* m_prevCard = nullptr;
    const Card* m_currCard = nullptr;
    std::vector<const Card*> m_faceUpOrder;
    int m_turnedCount = 0;
    int m_blockedThisTurn = -1; // index of the card the walrus blocked, or -1
    int m_blockedNextTurn = -1;

public:
    Game(CardDeck& deck, bool expertDisplay) : m_board(deck), m_expertDisplay(expertDisplay) {}

    int getRound() const { return m_round; }
    void addPlayer(const Player& p) { m_players.push_back(p); }
    Player& getPlayer() { return m_players[m_current]; }
    Player& player(int i) { return m_players[i]; }
    const Player& player(int i) const { return m_players[i]; }
    int numPlayers() const { return static_cast<int>(m_players.size()); }
    int currentIndex() const { return m_current; }
    Board& board() { return m_board; }
    const Board& board() const { return m_board; }
    bool expertDisplay() const { return m_expertDisplay; }

    const Card* getPreviousCard() const { return m_prevCard; }
    const Card* getCurrentCard() const { return m_currCard; }
    void setCurrentCard(const Card* card) {
        m_prevCard = m_currCard;
        m_currCard = card;
    }

    int cardsTurnedThisRound() const { return m_turnedCount; }

    void newRound() {
        m_board.reset();
        for (auto& p : m_players)
            p.setActive(true);
        m_current = m_round % numPlayers();
        m_prevCard = m_currCard = nullptr;
        m_faceUpOrder.clear();
        m_turnedCount = 0;
        m_blockedThisTurn = m_blockedNextTurn = -1;
    }
    void roundFinished() { ++m_round; }

    void turnUp(const Coord& c) {
        m_board.turnFaceUp(c.letter(), c.number());
        m_faceUpOrder.push_back(m_board.cardAt(c));
        ++m_turnedCount;
        setCurrentCard(m_board.cardAt(c));
    }

    void turnDown(const Coord& c) {
        const Card* card = m_board.cardAt(c);
        m_board.turnFaceDown(c.letter(), c.number());
        m_faceUpOrder.erase(std::remove(m_faceUpOrder.begin(), m_faceUpOrder.end(), card),
                            m_faceUpOrder.end());
    }

    void walrusBlocks(const Coord& c) { m_blockedNextTurn = c.index(); }
    bool isBlocked(const Coord& c) const { return m_blockedThisTurn == c.index(); }

    bool canTurnSomething() const {
        for (int i = 0; i < 25; ++i) {
            Coord c{i / 5, i % 5};
            if (!c.isCentre() && !m_board.isFaceUp(c) && !isBlocked(c))
                return true;
        }
        return false;
    }

    int activeAfter(int index) const {
        const int n = numPlayers();
        for (int k = 1; k < n; ++k)
            if (m_players[(index + k) % n].isActive())
                return (index + k) % n;
        return index;
    }

    int activeCount() const {
        return static_cast<int>(std::count_if(m_players.begin(), m_players.end(),
                                              [](const Player& p) { return p.isActive(); }));
    }

    // moves on to the next turn; `skipOne` when a turtle was played
    void nextTurn(bool skipOne) {
        m_blockedThisTurn = m_blockedNextTurn;
        m_blockedNextTurn = -1;
        if (activeCount() <= 1)
            return;
        m_current = activeAfter(m_current);
        if (skipOne)
            m_current = activeAfter(m_current);
    }

    // what a player sees before the round: only their three cards
    void showFront(std::ostream& os, const Player& p) const {
        const std::vector<Coord> places = p.frontCards();
        if (m_expertDisplay) {
            std::vector<const Card*> cards;
            for (const Coord& c : places)
                cards.push_back(m_board.cardAt(c));
            drawCardRow(os, cards, places);
        } else {
            std::vector<bool> visible(25, false);
            for (const Coord& c : places)
                visible[c.index()] = true;
            m_board.draw(os, visible);
        }
    }

    friend std::ostream& operator<<(std::ostream& os, const Game& g) {
        if (!g.m_expertDisplay) {
            os << g.m_board;
        } else if (g.m_faceUpOrder.empty()) {
            os << "No cards face up yet.\n\n";
        } else {
            std::vector<Coord> places;
            for (const Card* card : g.m_faceUpOrder)
                places.push_back(g.m_board.locate(card));
            drawCardRow(os, g.m_faceUpOrder, places);
        }
        for (const Player& p : g.m_players)
            os << p << '\n';
        return os;
    }
};

// ---------------------------------------------------------------------------
// Asking for a position: row first, then column.
// ---------------------------------------------------------------------------
// `refuse` returns why a place may not be chosen, or "" if it may.
Coord askCoord(const std::function<std::string(const Coord&)>& refuse) {
    for (;;) {
        int row = -1, col = -1;
        while (row < 0) {
            std::string answer = readLine("Row (A-E): ");
            if (answer.size() == 1) {
                const char ch = static_cast<char>(std::toupper(static_cast<unsigned char>(answer[0])));
                if (ch >= 'A' && ch <= 'E')
                    row = ch - 'A';
            }
            if (row < 0)
                std::cout << "The row must be one of the letters A, B, C, D or E." << std::endl;
        }
        while (col < 0) {
            std::string answer = readLine("Column (1-5): ");
            if (answer.size() == 1 && answer[0] >= '1' && answer[0] <= '5')
                col = answer[0] - '1';
            else
                std::cout << "The column must be a number from 1 to 5." << std::endl;
        }
        const Coord c{row, col};
        std::string why;
        if (c.isCentre())
            why = "C3 is the empty centre of the board, there is no card there.";
        else
            why = refuse(c);
        if (why.empty())
            return c;
        std::cout << why << std::endl;
    }
}

// ---------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------
struct TurnEffects {
    bool turnAgain = false; // crab
    bool skipNext = false;  // turtle
};

class Rules {
public:
    virtual ~Rules() {}

    bool isValid(const Game& g) const {
        const Card* before = g.getPreviousCard();
        const Card* now = g.getCurrentCard();
        if (!before)
            return true;
        return now->animal() == before->animal() || now->background() == before->background();
    }
    bool gameOver(const Game& g) const { return g.getRound() >= 7; }
    bool roundOver(const Game& g) const { return g.activeCount() <= 1; }

    // Base game: turning a card has no further effect.
    virtual void cardEffect(Game&, const Coord&, TurnEffects&) const {}
};

class ExpertRules : public Rules {
    using Effect = std::function<void(Game&, const Coord&, TurnEffects&)>;
    std::map<FaceAnimal, Effect> m_effects;

    static void octopus(Game& g, const Coord& at, TurnEffects&) {
        std::vector<Coord> around;
        const int steps[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
        for (const auto& s : steps) {
            Coord n{at.row + s[0], at.col + s[1]};
            if (n.row >= 0 && n.row < 5 && n.col >= 0 && n.col < 5 && !n.isCentre())
                around.push_back(n);
        }
        std::string list;
        for (std::size_t k = 0; k < around.size(); ++k)
            list += (k == 0 ? "" : (k + 1 == around.size() ? " or " : ", ")) + around[k].label();
        std::cout << "The octopus at " << at.label()
                  << " swaps places with a card next to it (" << list << ")." << std::endl;
        Coord other = askCoord([&around, &at](const Coord& c) -> std::string {
            if (std::find(around.begin(), around.end(), c) == around.end())
                return c.label() + " is not next to the octopus at " + at.label() + ".";
            return "";
        });
        g.board().swapPlaces(at, other);
        std::cout << g;
    }

    static void penguin(Game& g, const Coord& at, TurnEffects&) {
        if (g.cardsTurnedThisRound() == 1) {
            std::cout << "The penguin is the first card of the round, it has no effect." << std::endl;
            return;
        }
        std::cout << "The penguin lets " << g.getPlayer().getName()
                  << " turn one face-up card face down." << std::endl;
        Coord down = askCoord([&g, &at](const Coord& c) -> std::string {
            if (!g.board().isFaceUp(c))
                return "The card at " + c.label() + " is not face up.";
            if (c == at)
                return "The penguin cannot turn itself face down.";
            return "";
        });
        g.turnDown(down);
        std::cout << g;
    }

    static void walrus(Game& g, const Coord&, TurnEffects&) {
        if (g.board().countFaceDown() == 0) {
            std::cout << "No face-down card is left for the walrus to block." << std::endl;
            return;
        }
        std::cout << "The walrus lets " << g.getPlayer().getName()
                  << " block a face-down card for the next player." << std::endl;
        Coord blocked = askCoord([&g](const Coord& c) -> std::string {
            if (g.board().isFaceUp(c))
                return "The card at " + c.label() + " is face up, the walrus can only block a face-down card.";
            return "";
        });
        g.walrusBlocks(blocked);
        std::cout << "The card at " << blocked.label() << " is blocked for the next player." << std::endl;
    }

    static void crab(Game& g, const Coord&, TurnEffects& fx) {
        std::cout << "The crab! " << g.getPlayer().getName() << " has to turn over one more card."
                  << std::endl;
        fx.turnAgain = true;
    }

    static void turtle(Game&, const Coord&, TurnEffects& fx) { fx.skipNext = true; }

public:
    ExpertRules()
        : m_effects{{Octopus, octopus}, {Penguin, penguin}, {Walrus, walrus},
                    {Crab, crab},       {Turtle, turtle}} {}

    void cardEffect(Game& g, const Coord& at, TurnEffects& fx) const override {
        m_effects.at(g.getCurrentCard()->animal())(g, at, fx);
    }
};

// ---------------------------------------------------------------------------
// Setup questions
// ---------------------------------------------------------------------------
int menu(const std::vector<std::string>& lines, const std::string& prompt, int choices,
         const std::string& complaint) {
    for (;;) {
        for (const std::string& line : lines)
            std::cout << line << '\n';
        const std::string answer = readLine(prompt);
        if (answer.size() == 1 && answer[0] >= '1' && answer[0] < '1' + choices)
            return answer[0] - '0';
        std::cout << complaint << std::endl;
    }
}

// ---------------------------------------------------------------------------
// One turn of the current player
// ---------------------------------------------------------------------------
void playTurn(Game& game, const Rules& rules) {
    Player& player = game.getPlayer();
    TurnEffects fx;
    bool again = true;
    while (again) {
        fx.turnAgain = false;
        if (!game.canTurnSomething()) {
            player.setActive(false);
            std::cout << player.getName()
                      << " has nothing left to turn over and leaves this round." << std::endl;
            break;
        }
        std::cout << player.getName() << ", it is your turn to turn over a card." << std::endl;
        const Coord chosen = askCoord([&game](const Coord& c) -> std::string {
            if (game.board().isFaceUp(c))
                return "That card is already face up, choose another one.";
            if (game.isBlocked(c))
                return "The walrus blocked that card for you, choose another one.";
            return "";
        });
        game.turnUp(chosen);
        const bool match = rules.isValid(game);
        player.setActive(match);
        std::cout << game;
        if (!match) {
            std::cout << "Too bad, " << player.getName()
                      << " does not match and leaves this round." << std::endl;
            break;
        }
        rules.cardEffect(game, chosen, fx);
        again = fx.turnAgain;
    }
    if (fx.skipNext && !rules.roundOver(game)) {
        const int skipped = game.activeAfter(game.currentIndex());
        std::cout << "The turtle makes " << game.player(skipped).getName() << " sit out this turn."
                  << std::endl;
    }
    game.nextTurn(fx.skipNext);
}

// ---------------------------------------------------------------------------
// Main loop
// ---------------------------------------------------------------------------
int main() {
    try {
        const int mode = menu({"Select a game mode:", "1) Base game", "2) Expert display",
                               "3) Expert rules", "4) Expert display + expert rules"},
                              "Your choice: ", 4, "Please choose a number between 1 and 4.");
        const int howMany = 1 + menu({"How many players?", "1. Two players", "2. Three players",
                                      "3. Four players"},
                                     "Choice: ", 3, "Please choose 1, 2 or 3.");
        std::vector<std::string> names;
        while (static_cast<int>(names.size()) < howMany) {
            const std::string name =
                readLine("Player " + std::to_string(names.size() + 1) + " name: ");
            if (name.empty())
                std::cout << "Names cannot be empty, try again." << std::endl;
            else
                names.push_back(name);
        }

        const bool expertDisplay = mode == 2 || mode == 4;
        const bool expertRules = mode == 3 || mode == 4;

        CardDeck& deck = CardDeck::make_CardDeck();
        deck.shuffle();
        RewardDeck& rewards = RewardDeck::make_RewardDeck();
        rewards.shuffle();

        Game game(deck, expertDisplay);
        const std::array<Side, 4> sides{{Side::Top, Side::Bottom, Side::Left, Side::Right}};
        for (int i = 0; i < howMany; ++i)
            game.addPlayer(Player(names[i], sides[i]));

        Rules baseRules;
        ExpertRules expert;
        const Rules& rules = expertRules ? static_cast<const Rules&>(expert) : baseRules;

        std::cout << game;
        while (!rules.gameOver(game)) {
            game.newRound();
            std::cout << "\n---------- Round " << game.getRound() + 1 << " of 7 ----------\n";
            for (int i = 0; i < game.numPlayers(); ++i) {
                const Player& p = game.player(i);
                std::cout << "Cards in front of " << p.getName() << " (" << Player::sideText(p.getSide())
                          << " side):\n";
                game.showFront(std::cout, p);
            }
            while (!rules.roundOver(game))
                playTurn(game, rules);

            for (int i = 0; i < game.numPlayers(); ++i) {
                Player& p = game.player(i);
                if (!p.isActive())
                    continue;
                if (const Reward* r = rewards.getNext())
                    p.addReward(*r);
                std::cout << "*** " << p.getName() << " wins this round! ***" << std::endl;
            }
            game.roundFinished();
            if (!rules.gameOver(game))
                readLine("Press Enter to start the next round...");
        }

        std::vector<const Player*> order;
        for (int i = 0; i < game.numPlayers(); ++i) {
            game.player(i).setDisplayMode(true);
            order.push_back(&game.player(i));
        }
        std::stable_sort(order.begin(), order.end(), [](const Player* a, const Player* b) {
            return a->getNRubies() < b->getNRubies();
        });
        std::cout << "\n===== Final results =====\n";
        for (const Player* p : order)
            std::cout << *p << '\n';

        const int top = order.back()->getNRubies();
        std::vector<std::string> best;
        for (const Player* p : order)
            if (p->getNRubies() == top)
                best.push_back(p->getName());
        if (best.size() == 1) {
            std::cout << "The winner is " << best.front() << "!" << std::endl;
        } else {
            std::cout << "It's a tie between ";
            for (std::size_t k = 0; k < best.size(); ++k)
                std::cout << (k == 0 ? "" : (k + 1 == best.size() ? " and " : ", ")) << best[k];
            std::cout << "!" << std::endl;
        }
    } catch (const EndOfInput&) {
        return 0;
    }
    return 0;
}
