// io.h -- small console helpers shared by main and the expert rules
#ifndef IO_H
#define IO_H

#include <cstdlib>
#include <iostream>
#include <string>

namespace io {
    // Prints the prompt and reads one line; the game ends quietly at end of input.
    inline std::string ask(const std::string& prompt) {
        std::cout << prompt << std::flush;
        std::string line;
        if (!std::getline(std::cin, line)) {
            std::cout << "\n(end of input - goodbye)" << std::endl;
            std::exit(0);
        }
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.pop_back();
        std::size_t first = line.find_first_not_of(" \t");
        return first == std::string::npos ? std::string() : line.substr(first);
    }
}

#endif
