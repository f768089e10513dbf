#pragma once
#include <optional>
#include <string>
#include <vector>

#include "board.h"

namespace terminal {
struct Closed {};   // standard input has ended

std::string read(const std::string& prompt);
// Reads until one of `allowed` is given; std::nullopt for an empty line if `emptyMeansNone`.
std::optional<Position> choose(const std::string& prompt, const std::vector<Position>& allowed, bool emptyMeansNone);
std::string join(const std::vector<Position>& ps);
}  // namespace terminal
