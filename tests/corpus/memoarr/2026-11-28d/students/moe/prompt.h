/*
 * prompt.h
 * Console input. Every read goes through Prompt::line, which throws
 * InputClosed when standard input has ended.
 */
#ifndef MOE_PROMPT_H
#define MOE_PROMPT_H

#include <string>
#include <vector>

#include "board.h"

struct InputClosed {};

class Prompt {
public:
    static std::string line(const std::string& question);
    // A number between low and high (inclusive).
    static int number(const std::string& question, int low, int high);
    // Lists the locations as 1) 2) ... and returns the chosen index,
    // or -1 when 0 ("none") is allowed and chosen.
    static int option(const std::string& question, const std::vector<Location>& options, bool noneAllowed);
};

#endif
