#include "board.h"
#include <cctype>
#include "carddeck.h"

std::string Position::toString() const {
    return std::string(1, static_cast<char>('A' + letter)) + static_cast<char>('1' + number);
}

bool Position::onBoard(int row, int col) {
    return row >= 0 && row < BOARD_SIZE && col >= 0 && col < BOARD_SIZE && !(row == 2 && col == 2);
}

bool Position::fromString(const std::string& text, Position& result) {
    std::string compact;
    for (char ch : text)
        if (!std::isspace(static_cast<unsigned char>(ch))) compact += ch;
    if (compact.size() != 2) return false;
    const int row = std::toupper(static_cast<unsigned char>(compact[0])) - 'A';
    const int col = compact[1] - '1';
    if (row < 0 || row >= BOARD_SIZE || col < 0 || col >= BOARD_SIZE) return false;
    result = Position{static_cast<Letter>(row), static_cast<Number>(col)};
    return true;
}

std::vector<Position> Position::everyCard() {
    std::vector<Position> all;
    for (int row = 0; row < BOARD_SIZE; ++row)
        for (int col = 0; col < BOARD_SIZE; ++col)
            if (onBoard(row, col)) all.push_back(Position{static_cast<Letter>(row), static_cast<Number>(col)});
    return all;
}

Board::Board() {
    for (auto& line : m_screen) line = std::string(19, ' ');
    for (int row = 0; row < BOARD_SIZE; ++row)
        for (int col = 0; col < BOARD_SIZE; ++col) {
            m_cards[row][col] = nullptr;
            m_faceUp[row][col] = false;
            refresh(row, col);
        }
}

void Board::placeCards(CardDeck& deck) {
    for (const Position& p : Position::everyCard()) {
        m_cards[p.letter][p.number] = deck.getNext();
        m_faceUp[p.letter][p.number] = false;
        refresh(p.letter, p.number);
    }
}

void Board::validate(const Letter& letter, const Number& number) const {
    if (!Position::onBoard(letter, number)) throw OutOfRange();
}

void Board::refresh(int row, int col) {
    for (int line = 0; line < 3; ++line) {
        std::string text = "   ";
        if (m_cards[row][col] != nullptr) text = m_faceUp[row][col] ? (*m_cards[row][col])(line) : "zzz";
        m_screen[row * 4 + line].replace(col * 4, 3, text);
    }
}

bool Board::isFaceUp(const Letter& letter, const Number& number) const {
    validate(letter, number);
    return m_faceUp[letter][number];
}

bool Board::turnFaceUp(const Letter& letter, const Number& number) {
    validate(letter, number);
    if (m_faceUp[letter][number]) return false;
    m_faceUp[letter][number] = true;
    refresh(letter, number);
    return true;
}

bool Board::turnFaceDown(const Letter& letter, const Number& number) {
    validate(letter, number);
    if (!m_faceUp[letter][number]) return false;
    m_faceUp[letter][number] = false;
    refresh(letter, number);
    return true;
}

void Board::reset() {
    for (const Position& p : Position::everyCard()) turnFaceDown(p.letter, p.number);
}

const Card* Board::getCard(const Letter& letter, const Number& number) const {
    validate(letter, number);
    return m_cards[letter][number];
}

void Board::exchange(const Position& first, const Position& second) {
    validate(first.letter, first.number);
    validate(second.letter, second.number);
    std::swap(m_cards[first.letter][first.number], m_cards[second.letter][second.number]);
    std::swap(m_faceUp[first.letter][first.number], m_faceUp[second.letter][second.number]);
    refresh(first.letter, first.number);
    refresh(second.letter, second.number);
}

std::ostream& operator<<(std::ostream& out, const Board& board) {
    for (int line = 0; line < 19; ++line) {
        if (line % 4 == 3) {
            out << '\n';
            continue;
        }
        const char label = (line % 4 == 1) ? static_cast<char>('A' + line / 4) : ' ';
        out << label << ' ' << board.m_screen[line] << '\n';
    }
    out << '\n' << "   1   2   3   4   5" << '\n';
    return out;
}

#ifdef TEST_BOARD_
#include <iostream>
int main() {
    CardDeck& deck = CardDeck::make_CardDeck();
    deck.shuffle();
    Board board;
    board.placeCards(deck);
    board.turnFaceUp(ROW_A, COL_1);
    board.turnFaceUp(ROW_D, COL_1);
    board.turnFaceUp(ROW_B, COL_4);
    board.turnFaceUp(ROW_D, COL_3);
    std::cout << board << std::endl;
    std::cout << "turn up A1 again: " << board.turnFaceUp(ROW_A, COL_1) << std::endl;
    try {
        board.isFaceUp(ROW_C, COL_3);
    } catch (const OutOfRange& e) {
        std::cout << e.what() << std::endl;
    }
    board.reset();
    std::cout << board;
    return 0;
}
#endif
