/*
 * console.cpp
 */
#include "console.h"
#include <iostream>

std::string readAnswer(const std::string& question) {
    std::cout << question << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
        throw EndOfInputException();
    }
    size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) {
        return "";
    }
    size_t last = line.find_last_not_of(" \t\r");
    return line.substr(first, last - first + 1);
}
