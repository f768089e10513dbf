// Concentration, the menu, in C++: correct but for a space after "0. Quit".
//
// Choices are read as words with `std::cin >> word`; a word that is not an integer shows
// the menu again and drops the rest of its line; at end of input the program stops.
#include <iostream>
#include <regex>
#include <string>

static void show_menu()
{
    std::cout << "Please choose a mode of the game:\n"
                 "1. Human vs. Computer\n"
                 "2. Computer vs. Computer\n"
                 "0. Quit \n"
                 "Your choice: ";
}

int main()
{
    static const std::regex integer("[+-]?[0-9]+");
    std::cout << "*****************************\n"
                 "* Welcome to Concentration! *\n"
                 "*****************************\n";
    std::string word;
    for (;;) {
        show_menu();
        if (!(std::cin >> word))
            return 0; // end of input
        if (!std::regex_match(word, integer)) {
            std::string rest;
            std::getline(std::cin, rest);
            continue;
        }
        long long choice;
        try {
            choice = std::stoll(word);
        } catch (const std::out_of_range &) {
            std::string rest;
            std::getline(std::cin, rest);
            continue;
        }
        if (choice == 0)
            return 0;
    }
}
