/*
 * prompt.cpp
 */
#include "prompt.h"

#include <cctype>
#include <iostream>

std::string Prompt::line(const std::string& question) {
    std::cout << question << std::flush;
    std::string text;
    if (!std::getline(std::cin, text)) throw InputClosed();
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return "";
    const std::size_t last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

int Prompt::number(const std::string& question, int low, int high) {
    while (true) {
        const std::string text = line(question);
        bool digits = !text.empty() && text.size() <= 2;
        for (char ch : text) digits = digits && std::isdigit(static_cast<unsigned char>(ch));
        if (digits) {
            const int value = std::stoi(text);
            if (value >= low && value <= high) return value;
        }
        std::cout << "Please enter a number from " << low << " to " << high << "." << std::endl;
    }
}

int Prompt::option(const std::string& question, const std::vector<Location>& options, bool noneAllowed) {
    if (noneAllowed) std::cout << "  0) none" << std::endl;
    for (std::size_t i = 0; i < options.size(); ++i)
        std::cout << "  " << i + 1 << ") " << options[i].name() << std::endl;
    return number(question, noneAllowed ? 0 : 1, static_cast<int>(options.size())) - 1;
}
