/*
 * console.h
 * Reading answers from the keyboard.
 */
#ifndef TESS_CONSOLE_H
#define TESS_CONSOLE_H

#include <string>

/* thrown when there is nothing more to read */
class EndOfInputException {};

/* prints the question and returns the answer without surrounding blanks */
std::string readAnswer(const std::string& question);

#endif
