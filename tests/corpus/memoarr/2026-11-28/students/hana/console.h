// console.h -- Memoarr! (CSI2372 project, Hana)
// All keyboard input goes through here; at end of input the game quietly stops.
#ifndef HANA_CONSOLE_H
#define HANA_CONSOLE_H

#include <functional>
#include <string>

#include "board.h"

namespace console {

std::string ask(const std::string& prompt);

// asks until the answer passes the check; the check returns an empty string when the
// answer is fine, otherwise the complaint to print.
std::string askUntil(const std::string& prompt, const std::function<std::string(const std::string&)>& check);

}  // namespace console

#endif
