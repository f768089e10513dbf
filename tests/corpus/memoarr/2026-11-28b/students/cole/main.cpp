// main.cpp - Memoarr! console game (CSI2372)
#include <cstdlib>
#include <ctime>

#include "controller.h"

int main() {
    const char* seed = std::getenv("SEED");
    std::srand(seed ? (unsigned)std::atol(seed) : (unsigned)std::time(nullptr));
    Controller controller;
    try {
        controller.run();
    } catch (const InputClosed&) {
    }
    return 0;
}
