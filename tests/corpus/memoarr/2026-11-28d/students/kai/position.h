// position.h - Letter/Number coordinates of the 5x5 board.
#ifndef KAI_POSITION_H
#define KAI_POSITION_H

#include <string>
#include <vector>

enum class Letter { A, B, C, D, E };
enum class Number { One, Two, Three, Four, Five };

struct Position {
    Letter letter;
    Number number;

    int row() const { return static_cast<int>(letter); }
    int col() const { return static_cast<int>(number); }
    std::string str() const;                       // "B4"
    bool operator==(const Position& o) const { return letter == o.letter && number == o.number; }
    bool operator!=(const Position& o) const { return !(*this == o); }

    static Position at(int row, int col);
    static bool inside(int row, int col) { return row >= 0 && row < 5 && col >= 0 && col < 5; }
    // Accepts "B4", "b4", "b 4"; returns false when the text is no position.
    static bool parse(const std::string& text, Position& out);
    // The 4-neighbourhood of this position (centre excluded, it holds no card).
    std::vector<Position> neighbours() const;
    bool isCentre() const { return letter == Letter::C && number == Number::Three; }
};

#endif
