/*
 * board.cpp
 */
#include "board.h"
#include <cctype>
#include "carddeck.h"

Location::Location() : row(-1), column(-1) {}

Location::Location(int row, int column) : row(row), column(column) {}

int Location::getRow() const {
    return this->row;
}

int Location::getColumn() const {
    return this->column;
}

Letter Location::getLetter() const {
    return static_cast<Letter>(this->row);
}

Number Location::getNumber() const {
    return static_cast<Number>(this->column);
}

bool Location::hasCard() const {
    bool inside = this->row >= 0 && this->row < 5 && this->column >= 0 && this->column < 5;
    bool centre = this->row == 2 && this->column == 2;
    return inside && !centre;
}

std::string Location::toString() const {
    std::string text;
    text += static_cast<char>('A' + this->row);
    text += static_cast<char>('1' + this->column);
    return text;
}

bool Location::operator==(const Location& other) const {
    return this->row == other.row && this->column == other.column;
}

bool Location::parse(const std::string& text, Location& result) {
    if (text.length() != 2) {
        return false;
    }
    int row = std::toupper(static_cast<unsigned char>(text[0])) - 'A';
    int column = text[1] - '1';
    if (row < 0 || row > 4 || column < 0 || column > 4) {
        return false;
    }
    result = Location(row, column);
    return true;
}

std::vector<Location> Location::allCardLocations() {
    std::vector<Location> result;
    for (int row = 0; row < 5; row++) {
        for (int column = 0; column < 5; column++) {
            Location location(row, column);
            if (location.hasCard()) {
                result.push_back(location);
            }
        }
    }
    return result;
}

Board::Board() {
    for (int line = 0; line < 19; line++) {
        this->display[line] = std::string(19, ' ');
    }
    for (int row = 0; row < 5; row++) {
        for (int column = 0; column < 5; column++) {
            this->cards[row][column] = nullptr;
            this->faceUp[row][column] = false;
        }
    }
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    this->fill(deck);
}

/* puts the cards of the deck on the board, all face down */
void Board::fill(CardDeck& deck) {
    for (const Location& location : Location::allCardLocations()) {
        this->cards[location.getRow()][location.getColumn()] = deck.getNext();
        this->faceUp[location.getRow()][location.getColumn()] = false;
    }
    for (int row = 0; row < 5; row++) {
        for (int column = 0; column < 5; column++) {
            this->updateDisplay(row, column);
        }
    }
}

void Board::checkRange(const Letter& letter, const Number& number) const {
    if (!Location(letter, number).hasCard()) {
        throw OutOfRange();
    }
}

void Board::updateDisplay(int row, int column) {
    for (int line = 0; line < 3; line++) {
        std::string text = "   ";
        if (this->cards[row][column] != nullptr) {
            if (this->faceUp[row][column]) {
                text = (*this->cards[row][column])(line);
            } else {
                text = "zzz";
            }
        }
        this->display[row * 4 + line].replace(column * 4, 3, text);
    }
}

bool Board::isFaceUp(const Letter& letter, const Number& number) const {
    this->checkRange(letter, number);
    return this->faceUp[letter][number];
}

bool Board::turnFaceUp(const Letter& letter, const Number& number) {
    this->checkRange(letter, number);
    if (this->faceUp[letter][number]) {
        return false;
    }
    this->faceUp[letter][number] = true;
    this->updateDisplay(letter, number);
    return true;
}

bool Board::turnFaceDown(const Letter& letter, const Number& number) {
    this->checkRange(letter, number);
    if (!this->faceUp[letter][number]) {
        return false;
    }
    this->faceUp[letter][number] = false;
    this->updateDisplay(letter, number);
    return true;
}

/* a new round: every card goes face down again and the cards are mixed */
void Board::reset() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    this->fill(deck);
}

const Card* Board::getCard(const Letter& letter, const Number& number) const {
    this->checkRange(letter, number);
    return this->cards[letter][number];
}

void Board::exchange(const Location& first, const Location& second) {
    this->checkRange(first.getLetter(), first.getNumber());
    this->checkRange(second.getLetter(), second.getNumber());
    std::swap(this->cards[first.getRow()][first.getColumn()], this->cards[second.getRow()][second.getColumn()]);
    std::swap(this->faceUp[first.getRow()][first.getColumn()], this->faceUp[second.getRow()][second.getColumn()]);
    this->updateDisplay(first.getRow(), first.getColumn());
    this->updateDisplay(second.getRow(), second.getColumn());
}

std::ostream& operator<<(std::ostream& out, const Board& board) {
    const std::string letters = "ABCDE";
    for (int line = 0; line < 19; line++) {
        if (line % 4 == 3) {
            out << std::endl;
        } else if (line % 4 == 1) {
            out << letters[line / 4] << " " << board.display[line] << std::endl;
        } else {
            out << "  " << board.display[line] << std::endl;
        }
    }
    out << std::endl;
    out << "   1   2   3   4   5" << std::endl;
    return out;
}

#ifdef TEST_BOARD_
#include <iostream>
int main() {
    Board board;
    board.turnFaceUp(A, One);
    board.turnFaceUp(D, One);
    board.turnFaceUp(B, Four);
    board.turnFaceUp(D, Three);
    std::cout << board << std::endl;
    try {
        board.turnFaceUp(C, Three);
    } catch (const OutOfRange& exception) {
        std::cout << "caught " << exception.what() << std::endl;
    }
    board.reset();
    std::cout << board;
    return 0;
}
#endif
