#ifndef STAN_INPUT_H
#define STAN_INPUT_H

#include <iostream>
#include <stdexcept>
#include <string>

// thrown when standard input is exhausted; main() ends the program quietly
class InputClosed : public std::runtime_error {
public:
    InputClosed() : std::runtime_error("input closed") {}
};

inline std::string readAnswer(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) throw InputClosed();
    const std::string blanks = " \t\r\n";
    const auto begin = line.find_first_not_of(blanks);
    if (begin == std::string::npos) return "";
    const auto end = line.find_last_not_of(blanks);
    return line.substr(begin, end - begin + 1);
}

#endif
