// console.cpp
#include "console.h"
#include <algorithm>
#include <iostream>

std::string Console::ask(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
        std::cout << std::endl;
        throw EndOfInput{};
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
}

std::string Console::trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return "";
    const auto e = s.find_last_not_of(" \t");
    return s.substr(b, e - b + 1);
}

std::string Console::list(const std::vector<Position>& positions) {
    std::string out;
    for (const Position& p : positions) out += (out.empty() ? "" : ", ") + p.str();
    return out;
}

bool Console::askPosition(const std::string& prompt, const std::vector<Position>& options,
                          Position& chosen, bool allowSkip) {
    for (;;) {
        const std::string answer = trim(ask(prompt));
        if (answer.empty() && allowSkip) return false;
        Position p{};
        if (!Position::parse(answer, p)) {
            std::cout << "  '" << answer << "' is not a position. Please choose one of: " << list(options) << std::endl;
            continue;
        }
        if (std::find(options.begin(), options.end(), p) == options.end()) {
            std::cout << "  " << p.str() << " is not allowed here. Please choose one of: " << list(options) << std::endl;
            continue;
        }
        chosen = p;
        return true;
    }
}
