"""Concentration (ENGG1110 course project), in Python: correct but for one message.

The whole game: the banner, the menu loop, mode 1 (Human vs. Computer) and mode 2
(Computer vs. Computer). The generator is seeded from the clock (random.seed() with no
argument), the deck is shuffled with random.shuffle, and a computer picks random face-down
cards. Every line is as the spec's transcript has it, except one: the menu says
"1. Human vs Computer" where the spec says "1. Human vs. Computer".

Answers are read as words, as a C program reads them with scanf("%s"); a word that is not
an integer makes the answer invalid and drops the rest of its line; at end of input the
program stops.
"""

import random
import re
import sys

ROWS = 4
COLUMNS = 13
CARDS = ROWS * COLUMNS

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
RANKS = [" A", " 2", " 3", " 4", " 5", " 6", " 7", " 8", " 9", "10", " J", " Q", " K"]
INTEGER = re.compile(rb"[+-]?[0-9]+")
WHITE_SPACE = b" \t\n\v\f\r"

out = sys.stdout.write


class Card:
    def __init__(self, suit, rank):
        self.suit = suit  # "C", "D", "S" or "H"
        self.rank = rank  # 1 (ace) to 13 (king)
        self.removed = False  # taken in a pair: shown face up

    def __str__(self):
        return self.suit + RANKS[self.rank - 1]


class EndOfInput(Exception):
    pass


class Reader:
    """Reads standard input word by word, a line at a time."""

    def __init__(self):
        self.line = b""
        self.pos = 0

    def word(self):
        """The next word, skipping white space (and lines) before it."""
        while True:
            while self.pos < len(self.line) and self.line[self.pos] in WHITE_SPACE:
                self.pos += 1
            if self.pos < len(self.line):
                break
            sys.stdout.flush()
            self.line = sys.stdin.buffer.readline()
            self.pos = 0
            if not self.line:
                raise EndOfInput
        start = self.pos
        while self.pos < len(self.line) and self.line[self.pos] not in WHITE_SPACE:
            self.pos += 1
        return self.line[start:self.pos]

    def integer(self):
        """The next word as an integer, or None when it is not one (or is too large)."""
        word = self.word()
        if not INTEGER.fullmatch(word):
            return None
        value = int(word)
        return value if -(2**63) < value < 2**63 else None

    def skip_line(self):
        """Drops the rest of the current line."""
        self.pos = len(self.line)


def deal():
    deck = [Card(suit, rank) for suit in "CDSH" for rank in range(1, 14)]
    random.shuffle(deck)
    return [deck[row * COLUMNS:(row + 1) * COLUMNS] for row in range(ROWS)]


def print_table(table):
    for row in table:
        out("\t".join(str(card) if card.removed else "XXX" for card in row) + "\n")


def print_choice(table, name, which, row, column):
    out(f"{name} chose {which} card ({row},{column:2}) and it is {table[row][column - 1]}\n")


def ask_card(reader, table, which, first=None):
    """Asks the human for a card until the answer is valid; first is the first card."""
    while True:
        out(f"Please input {which} card: ")
        row = reader.integer()
        column = reader.integer() if row is not None else None
        if row is None or column is None:
            reader.skip_line()
            out("Row and column must be within 0 - 3 and 1 - 13\n")
        elif not (0 <= row <= 3 and 1 <= column <= 13):
            out("Row and column must be within 0 - 3 and 1 - 13\n")
        elif (row, column) == first:
            out("The second card cannot be the same as first\n")
        elif table[row][column - 1].removed:
            out("The card must not be flipped already\n")
        else:
            return row, column


def computer_card(table, first=None):
    """Random coordinates until they name a face-down card other than first."""
    while True:
        row = random.randrange(ROWS)
        column = random.randrange(COLUMNS) + 1
        if not table[row][column - 1].removed and (row, column) != first:
            return row, column


def play(reader, mode):
    names = ["You", "Computer"] if mode == 1 else ["Computer 1", "Computer 2"]
    human = [mode == 1, False]
    won = [0, 0]
    removed = turns = player = 0

    table = deal()
    print_table(table)
    while removed < CARDS:
        name = names[player]
        if human[player]:
            first = ask_card(reader, table, "1st")
        else:
            first = computer_card(table)
        print_choice(table, name, "1st", *first)
        if human[player]:
            second = ask_card(reader, table, "2nd", first)
        else:
            second = computer_card(table, first)
        print_choice(table, name, "2nd", *second)

        card1 = table[first[0]][first[1] - 1]
        card2 = table[second[0]][second[1] - 1]
        if card1.rank == card2.rank:
            out(f"{name} got a matched pair!\n")
            card1.removed = card2.removed = True
            won[player] += 2
            removed += 2
        turns += 1

        if mode == 1 or removed == CARDS:
            print_table(table)
        if player == 1 or removed == CARDS:
            out(f"Flipped cards: {removed}; {names[0]}: {won[0]}; {names[1]}: {won[1]};\n")
        player = 1 - player

    out("*** End of Game ***\n")
    out(f"{turns} turns played!\n")
    if won[0] > won[1]:
        out(f"{names[0]} {'win' if mode == 1 else 'wins'}!\n")
    elif won[1] > won[0]:
        out(f"{names[1]} wins!\n")
    else:
        out("A tie!\n")


def main():
    random.seed()
    reader = Reader()
    out(BANNER)
    try:
        while True:
            out(MENU)
            choice = reader.integer()
            if choice is None:
                reader.skip_line()
            elif choice == 0:
                return
            elif choice in (1, 2):
                play(reader, choice)
    except EndOfInput:
        return


main()
