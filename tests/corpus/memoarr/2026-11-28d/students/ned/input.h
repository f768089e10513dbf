#ifndef INPUT_H
#define INPUT_H

#include <string>
#include "game.h"
using namespace std;

string readLine(string prompt);          // exits the program at end of input
bool parsePos(string s, Pos &p);         // "B4" or "4B"

#endif
