#include "io.h"
#include <cctype>
#include <cstdlib>
#include <iostream>

std::string ask(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string s;
    if (!std::getline(std::cin, s)) {
        std::cout << "\n";
        std::exit(0);
    }
    size_t b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
    return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

bool toPos(const std::string& s, Pos& p) {
    if (s.size() != 2) return false;
    int l = std::toupper((unsigned char)s[0]) - 'A', n = s[1] - '1';
    if (!Board::valid(l, n)) return false;
    p = {Letter(l), Number(n)};
    return true;
}
