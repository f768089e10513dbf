// console.h - line based input that copes with the end of the input.
#ifndef KAI_CONSOLE_H
#define KAI_CONSOLE_H

#include <string>
#include <vector>
#include "position.h"

// Thrown when standard input is exhausted; main() ends the program quietly.
struct EndOfInput {};

class Console {
public:
    static std::string ask(const std::string& prompt);
    static std::string trim(const std::string& s);
    // Asks until one of the options is typed; an empty answer returns false
    // when skipping is allowed.
    static bool askPosition(const std::string& prompt, const std::vector<Position>& options,
                            Position& chosen, bool allowSkip);
    static std::string list(const std::vector<Position>& positions);
};

#endif
