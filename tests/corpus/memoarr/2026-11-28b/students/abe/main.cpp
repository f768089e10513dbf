// main.cpp -- Memoarr! (CSI2372 project)
#include <cstdlib>
#include <ctime>

#include "memoarr.h"
#include "rewarddeck.h"

int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed != nullptr ? static_cast<unsigned>(std::strtoul(seed, nullptr, 10))
                               : static_cast<unsigned>(std::time(nullptr)));
    try {
        RewardDeck::make_RewardDeck().shuffle();
        Memoarr game;
        game.run();
    } catch (const EndOfInput&) {
        return 0;
    }
    return 0;
}
