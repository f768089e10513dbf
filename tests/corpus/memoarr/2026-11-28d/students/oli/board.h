#pragma once
#include <array>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "card.h"

enum class Letter { A, B, C, D, E };
enum class Number { One, Two, Three, Four, Five };

struct OutOfRange : std::out_of_range {
    using std::out_of_range::out_of_range;
};

struct Position {
    int row{}, col{};
    [[nodiscard]] Letter letter() const { return static_cast<Letter>(row); }
    [[nodiscard]] Number number() const { return static_cast<Number>(col); }
    [[nodiscard]] std::string str() const { return {static_cast<char>('A' + row), static_cast<char>('1' + col)}; }
    [[nodiscard]] bool onBoard() const { return row >= 0 && row < 5 && col >= 0 && col < 5 && !(row == 2 && col == 2); }
    bool operator==(const Position& o) const { return row == o.row && col == o.col; }
    bool operator!=(const Position& o) const { return !(*this == o); }
    // "B4", "b4", "b 4", "B-4" ...
    static std::optional<Position> parse(const std::string& text);
    static Position of(Letter l, Number n) { return {static_cast<int>(l), static_cast<int>(n)}; }
};

class Board {
    struct Cell {
        Card* card = nullptr;
        bool up = false;
    };
    std::array<std::array<Cell, 5>, 5> grid_{};
    Cell& at(const Letter& l, const Number& n);
    const Cell& at(const Letter& l, const Number& n) const;

public:
    Board();
    [[nodiscard]] bool isFaceUp(const Letter& l, const Number& n) const;
    bool turnFaceUp(const Letter& l, const Number& n);
    bool turnFaceDown(const Letter& l, const Number& n);
    void reset();

    [[nodiscard]] const Card* getCard(const Letter& l, const Number& n) const;
    void swap(const Position& a, const Position& b);
    [[nodiscard]] std::vector<Position> positions() const;

    friend std::ostream& operator<<(std::ostream& os, const Board& b);
};
