// console.cpp -- Memoarr! (CSI2372 project, Hana)
#include "console.h"

#include <cstdlib>
#include <iostream>

namespace console {

std::string ask(const std::string& prompt) {
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
        std::cout << "\n\n  (no more input -- the pirates leave the table)\n";
        std::exit(0);
    }
    const char* ws = " \t\r\n";
    std::size_t first = line.find_first_not_of(ws);
    if (first == std::string::npos) return "";
    return line.substr(first, line.find_last_not_of(ws) - first + 1);
}

std::string askUntil(const std::string& prompt, const std::function<std::string(const std::string&)>& check) {
    for (;;) {
        std::string answer = ask(prompt);
        std::string complaint = check(answer);
        if (complaint.empty()) return answer;
        std::cout << "  ! " << complaint << "\n";
    }
}

}  // namespace console
