// console.h -- line based input that never loops at end of input.
#ifndef PETE_CONSOLE_H
#define PETE_CONSOLE_H

#include <functional>
#include <iostream>
#include <string>

struct EndOfInput {};

class Console {
public:
    // Prints the prompt, returns the trimmed answer. Throws EndOfInput when stdin is exhausted.
    std::string ask(const std::string& prompt) {
        std::cout << prompt << std::flush;
        std::string line;
        if (!std::getline(std::cin, line)) throw EndOfInput{};
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos) return "";
        const auto last = line.find_last_not_of(" \t\r");
        return line.substr(first, last - first + 1);
    }

    // Repeats the question until `check` accepts the answer (returns an empty complaint).
    template <class T>
    T askUntil(const std::string& prompt, std::function<std::string(const std::string&, T&)> check) {
        for (;;) {
            T value{};
            const std::string complaint = check(ask(prompt), value);
            if (complaint.empty()) return value;
            std::cout << "  >> " << complaint << '\n';
        }
    }
};

#endif
