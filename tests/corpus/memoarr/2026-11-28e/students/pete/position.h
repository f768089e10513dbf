// position.h -- Letter / Number enumerations and a small Position value type.
#ifndef PETE_POSITION_H
#define PETE_POSITION_H

#include <string>
#include <vector>
#include <stdexcept>

enum class Letter { A, B, C, D, E };
enum class Number { One, Two, Three, Four, Five };

constexpr int kSize = 5;

class OutOfRange : public std::out_of_range {
public:
    explicit OutOfRange(const std::string& what) : std::out_of_range(what) {}
};

struct Position {
    Letter row;
    Number col;

    int r() const { return static_cast<int>(row); }
    int c() const { return static_cast<int>(col); }
    bool isCentre() const { return row == Letter::C && col == Number::Three; }
    bool operator==(const Position& o) const { return row == o.row && col == o.col; }
    bool operator!=(const Position& o) const { return !(*this == o); }

    std::string str() const {
        return std::string(1, static_cast<char>('A' + r())) + std::to_string(c() + 1);
    }

    static bool inRange(int r, int c) { return r >= 0 && r < kSize && c >= 0 && c < kSize; }
    static Position at(int r, int c) { return Position{static_cast<Letter>(r), static_cast<Number>(c)}; }

    // Accepts "B4", "b4", " b 4 ".  Returns false when the text is not a board position.
    static bool parse(const std::string& text, Position& out) {
        std::string t;
        for (char ch : text)
            if (ch != ' ' && ch != '\t' && ch != '\r') t += ch;
        if (t.size() != 2) return false;
        int r = std::toupper(static_cast<unsigned char>(t[0])) - 'A';
        int c = t[1] - '1';
        if (!inRange(r, c)) return false;
        out = at(r, c);
        return true;
    }

    // 4-neighbourhood on the board, the empty centre excluded
    std::vector<Position> neighbours() const {
        static const int dr[] = {-1, 0, 0, 1};
        static const int dc[] = {0, -1, 1, 0};
        std::vector<Position> out;
        for (int k = 0; k < 4; ++k) {
            int nr = r() + dr[k], nc = c() + dc[k];
            if (inRange(nr, nc) && !at(nr, nc).isCentre()) out.push_back(at(nr, nc));
        }
        return out;
    }

    static std::vector<Position> all() {
        std::vector<Position> out;
        for (int r = 0; r < kSize; ++r)
            for (int c = 0; c < kSize; ++c)
                if (!at(r, c).isCentre()) out.push_back(at(r, c));
        return out;
    }
};

inline std::string joinPositions(const std::vector<Position>& ps) {
    std::string s;
    for (const auto& p : ps) s += (s.empty() ? "" : ", ") + p.str();
    return s;
}

#endif
