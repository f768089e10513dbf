// board.cpp -- author: Ike
#include "board.h"

Board::Board() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    for (int row = 0; row < 5; row++) {
        for (int col = 0; col < 5; col++) {
            this->faceUp[row][col] = false;
            if (row == 2 && col == 2) {
                this->cards[row][col] = nullptr;
            } else {
                this->cards[row][col] = deck.getNext();
            }
        }
    }
}

void Board::validate(const Letter& letter, const Number& number) const {
    if (letter < A || letter > E || number < ONE || number > FIVE) {
        throw OutOfRange();
    }
    if (letter == C && number == THREE) {
        throw OutOfRange();
    }
}

bool Board::isFaceUp(const Letter& letter, const Number& number) const {
    validate(letter, number);
    return this->faceUp[letter][number];
}

bool Board::turnFaceUp(const Letter& letter, const Number& number) {
    validate(letter, number);
    if (this->faceUp[letter][number]) {
        return false;
    }
    this->faceUp[letter][number] = true;
    return true;
}

bool Board::turnFaceDown(const Letter& letter, const Number& number) {
    validate(letter, number);
    if (!this->faceUp[letter][number]) {
        return false;
    }
    this->faceUp[letter][number] = false;
    return true;
}

void Board::reset() {
    for (int row = 0; row < 5; row++) {
        for (int col = 0; col < 5; col++) {
            this->faceUp[row][col] = false;
        }
    }
}

const Card* Board::getCard(const Letter& letter, const Number& number) const {
    validate(letter, number);
    return this->cards[letter][number];
}

void Board::swapCards(Location first, Location second) {
    std::swap(this->cards[first.row][first.col], this->cards[second.row][second.col]);
    std::swap(this->faceUp[first.row][first.col], this->faceUp[second.row][second.col]);
}

int Board::countFaceDown() const {
    return (int)this->getLocations(false).size();
}

std::vector<Location> Board::getLocations(bool up) const {
    std::vector<Location> result;
    for (int row = 0; row < 5; row++) {
        for (int col = 0; col < 5; col++) {
            if (this->cards[row][col] != nullptr && this->faceUp[row][col] == up) {
                result.push_back(Location{row, col});
            }
        }
    }
    return result;
}

void Board::print(std::ostream& out, const std::vector<Location>& peek) const {
    for (int row = 0; row < 5; row++) {
        for (int line = 0; line < 3; line++) {
            if (line == 1) {
                out << (char)('A' + row) << " ";
            } else {
                out << "  ";
            }
            for (int col = 0; col < 5; col++) {
                if (col > 0) {
                    out << " ";
                }
                bool show = this->faceUp[row][col];
                for (const Location& l : peek) {
                    if (l.row == row && l.col == col) {
                        show = true;
                    }
                }
                if (this->cards[row][col] == nullptr) {
                    out << "   ";
                } else if (show) {
                    out << (*this->cards[row][col])(line);
                } else {
                    out << "zzz";
                }
            }
            out << std::endl;
        }
        out << std::endl;
    }
    out << "   1   2   3   4   5" << std::endl;
}

std::ostream& operator<<(std::ostream& out, const Board& board) {
    board.print(out, std::vector<Location>());
    return out;
}
