#ifndef IO_H
#define IO_H
#include <string>
#include "board.h"

// Prompt and read one line; quits the program (status 0) at end of input.
std::string ask(const std::string& prompt);
// "b4", "B4" -> Pos on the board (not the centre)
bool toPos(const std::string& s, Pos& p);
#endif
