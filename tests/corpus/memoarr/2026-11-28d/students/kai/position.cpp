// position.cpp
#include "position.h"
#include <cctype>

std::string Position::str() const {
    return std::string(1, static_cast<char>('A' + row())) + std::to_string(col() + 1);
}

Position Position::at(int row, int col) {
    return Position{static_cast<Letter>(row), static_cast<Number>(col)};
}

bool Position::parse(const std::string& text, Position& out) {
    std::string compact;
    for (char ch : text)
        if (!std::isspace(static_cast<unsigned char>(ch))) compact += ch;
    if (compact.size() != 2) return false;
    const int row = std::toupper(static_cast<unsigned char>(compact[0])) - 'A';
    const int col = compact[1] - '1';
    if (!inside(row, col)) return false;
    out = at(row, col);
    return true;
}

std::vector<Position> Position::neighbours() const {
    static const int dr[] = {-1, 0, 0, 1};
    static const int dc[] = {0, -1, 1, 0};
    std::vector<Position> result;
    for (int k = 0; k < 4; ++k) {
        const int r = row() + dr[k], c = col() + dc[k];
        if (inside(r, c) && !at(r, c).isCentre()) result.push_back(at(r, c));
    }
    return result;
}

#ifdef TEST_POSITION_
#include <iostream>
int main() {
    for (const char* text : {"A1", "b4", "c 3", "E5", "F1", "A0", "xy", ""}) {
        Position p{};
        const bool ok = Position::parse(text, p);
        std::cout << '"' << text << "\" -> " << (ok ? p.str() : std::string("invalid"));
        if (ok) std::cout << (p.isCentre() ? " (centre)" : "") << ", neighbours: " << p.neighbours().size();
        std::cout << std::endl;
    }
    return 0;
}
#endif
