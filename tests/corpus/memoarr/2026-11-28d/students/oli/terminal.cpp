#include "terminal.h"

#include <algorithm>
#include <iostream>

namespace terminal {

std::string read(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string s;
    if (!std::getline(std::cin, s)) throw Closed{};
    s.erase(0, s.find_first_not_of(" \t\r"));
    s.erase(s.find_last_not_of(" \t\r") + 1);
    return s;
}

std::optional<Position> choose(const std::string& prompt, const std::vector<Position>& allowed, bool emptyMeansNone) {
    for (;;) {
        const auto text = read(prompt);
        if (text.empty() && emptyMeansNone) return std::nullopt;
        if (auto p = Position::parse(text); p && std::find(allowed.begin(), allowed.end(), *p) != allowed.end())
            return p;
        std::cout << "  pick one of: " << join(allowed) << '\n';
    }
}

std::string join(const std::vector<Position>& ps) {
    std::string s;
    for (const auto& p : ps) s += (s.empty() ? "" : " ") + p.str();
    return s;
}

}  // namespace terminal
