#!/usr/bin/env python3
"""
Joker Twins  --  CS-UH 1001 Introduction to Computer Science, Assignment 1

A two-player memory game on a 6 x 6 board.  Every card is a letter, and the
"twins" are the upper and lower case of the same letter (A and a, B and b, ...).
Two Jokers ("*") are hidden on the board as well: a Joker forms a twin with the
card turned over right before or right after it, and the missing twin of that
card is turned over automatically.  A normal twin is worth 1 point, a twin made
with a Joker is worth 2 points (1 for the twin + 1 for the Joker).

Run:  python3 joker_twins.py
(The environment variable SEED, when set, makes the game repeatable.)
"""

import os
import random
import sys
import time

# ----------------------------------------------------------------------------
# Global constants
# ----------------------------------------------------------------------------
NUM_ROWS = 6        # constant variable for number of rows
NUM_COLS = 6        # constant variable for number of columns
NUM_PLAYERS = 2     # constant variable for number of players

NUM_JOKERS = 2      # how many Jokers are hidden on the board
JOKER = "*"         # symbol of a Joker card
FACE_DOWN = "#"     # symbol of a card that is face down
REMOVED = " "       # symbol of a place whose card has been removed
PAUSE = 2           # seconds to show turned over cards

BANNER = "*~*~*~*~*~*  J O K E R   T W I N S  *~*~*~*~*~*"


# ----------------------------------------------------------------------------
# Helpers for the screen
# ----------------------------------------------------------------------------
def clear_screen():
    """Clears the terminal window."""
    os.system("clear")


def column_labels():
    """Returns the list of column letters, e.g. ['A', 'B', ..., 'F']."""
    labels = []
    for col in range(NUM_COLS):
        labels.append(chr(ord("A") + col))
    return labels


def print_scores(scores, order):
    """Prints the score of every player, in the order of their turns."""
    for player in order:
        print("Player " + str(player + 1) + " score: " + str(scores[player]))


def print_board(board):
    """Prints the visible board with its column letters and row numbers."""
    separator = " +" + "---+" * NUM_COLS
    header = " "
    for label in column_labels():
        header += "  " + label + " "
    print(header.rstrip())
    print(separator)
    for row in range(NUM_ROWS):
        line = str(row) + "|"
        for col in range(NUM_COLS):
            line += " " + board[row][col] + " |"
        print(line)
        print(separator)


def show_screen(board, scores, order):
    """Clears the screen and draws banner, scores and board."""
    clear_screen()
    print(BANNER)
    print()
    print_scores(scores, order)
    print_board(board)


# ----------------------------------------------------------------------------
# Creating the boards
# ----------------------------------------------------------------------------
def generate_cards():
    """Generates the twins (A/a, B/b, ...) that fit on the board, plus Jokers.

    The number of letter twins follows from the board dimensions:
    (6 * 6 - 2) / 2 = 17 twins, i.e. the letters A-Q and a-q.
    """
    num_twins = (NUM_ROWS * NUM_COLS - NUM_JOKERS) // 2
    cards = []
    for i in range(num_twins):
        upper = chr(ord("A") + i)
        cards.append(upper)
        cards.append(upper.lower())
    for _ in range(NUM_JOKERS):
        cards.append(JOKER)
    return cards


def create_hidden_board():
    """Places every card on a random free place of a new hidden board."""
    hidden = []
    for _ in range(NUM_ROWS):
        hidden.append([None] * NUM_COLS)
    for card in generate_cards():
        placed = False
        while not placed:
            row = random.randint(0, NUM_ROWS - 1)
            col = random.randint(0, NUM_COLS - 1)
            if hidden[row][col] is None:
                hidden[row][col] = card
                placed = True
    return hidden


def create_visible_board():
    """Creates the board the players see: every card face down."""
    board = []
    for _ in range(NUM_ROWS):
        board.append([FACE_DOWN] * NUM_COLS)
    return board


# ----------------------------------------------------------------------------
# Reading coordinates
# ----------------------------------------------------------------------------
def read_line(prompt):
    """input() that ends the program quietly when the input is over."""
    try:
        return input(prompt)
    except (EOFError, KeyboardInterrupt):
        print()
        print("No more input -- the game ends here. Goodbye!")
        sys.exit(0)


def check_coordinate(text, board):
    """Returns (row, col, None) for a valid coordinate, else (None, None, why)."""
    if len(text) != 2:
        return None, None, ("a coordinate is exactly one column letter and one "
                            "row digit, e.g. B3")
    letter = text[0]
    digit = text[1]
    valid_letters = column_labels()
    valid_digits = []
    for row in range(NUM_ROWS):
        valid_digits.append(str(row))
    if letter not in valid_letters:
        return None, None, ("the column must be one of the capital letters "
                            + valid_letters[0] + "-" + valid_letters[-1])
    if digit not in valid_digits:
        return None, None, ("the row must be a digit from "
                            + valid_digits[0] + " to " + valid_digits[-1])
    row = int(digit)
    col = valid_letters.index(letter)
    if board[row][col] == REMOVED:
        return None, None, "the card at " + text + " has already been removed"
    if board[row][col] != FACE_DOWN:
        return None, None, "the card at " + text + " is already turned over"
    return row, col, None


def ask_coordinate(player, board, second):
    """Asks until the player enters a usable coordinate; returns (row, col)."""
    if second:
        prompt = "Player " + str(player + 1) + ": Enter a second coordinate (e.g. B3): "
    else:
        prompt = "Player " + str(player + 1) + ": Enter a coordinate (e.g. B3): "
    while True:
        text = read_line(prompt)
        row, col, why = check_coordinate(text, board)
        if why is None:
            return row, col
        print("  >> Invalid input: " + why + ". Please try again.")


# ----------------------------------------------------------------------------
# Game logic
# ----------------------------------------------------------------------------
def find_card(hidden, board, card):
    """Returns (row, col) of a card that is still on the board."""
    for row in range(NUM_ROWS):
        for col in range(NUM_COLS):
            if hidden[row][col] == card and board[row][col] != REMOVED:
                return row, col
    return None


def letters_left(hidden, board):
    """True while at least one letter card is still on the board."""
    for row in range(NUM_ROWS):
        for col in range(NUM_COLS):
            if board[row][col] != REMOVED and hidden[row][col] != JOKER:
                return True
    return False


def evaluate(hidden, board, first, second):
    """Decides what the two turned over cards are worth.

    Returns (points, cells) where cells are all places that leave the board
    (empty list if the cards are not twins).
    """
    card1 = hidden[first[0]][first[1]]
    card2 = hidden[second[0]][second[1]]
    if card1 == JOKER and card2 == JOKER:
        return 2, [first, second]                 # the two Jokers are twins
    if card1 == JOKER or card2 == JOKER:
        letter = card2 if card1 == JOKER else card1
        partner = find_card(hidden, board, letter.swapcase())
        return 2, [first, second, partner]        # twin + Joker
    if card1 != card2 and card1.lower() == card2.lower():
        return 1, [first, second]                 # a plain twin
    return 0, []


def play():
    """Plays one complete game of Joker Twins."""
    hidden = create_hidden_board()
    board = create_visible_board()
    scores = [0] * NUM_PLAYERS

    # random player for the first turn; the scores are listed in turn order
    turn = random.randint(0, NUM_PLAYERS - 1)
    order = []
    for i in range(NUM_PLAYERS):
        order.append((turn + i) % NUM_PLAYERS)

    while letters_left(hidden, board):
        # ---- first card
        show_screen(board, scores, order)
        row1, col1 = ask_coordinate(turn, board, False)
        board[row1][col1] = hidden[row1][col1]

        # ---- second card
        show_screen(board, scores, order)
        row2, col2 = ask_coordinate(turn, board, True)
        board[row2][col2] = hidden[row2][col2]

        points, cells = evaluate(hidden, board, (row1, col1), (row2, col2))
        for row, col in cells:                    # the Joker's partner too
            board[row][col] = hidden[row][col]

        # ---- pause so that both players can see the cards (nothing below)
        show_screen(board, scores, order)
        time.sleep(PAUSE)

        if points > 0:
            for row, col in cells:
                board[row][col] = REMOVED
            scores[turn] += points                # same player goes again
        else:
            board[row1][col1] = FACE_DOWN
            board[row2][col2] = FACE_DOWN
            turn = (turn + 1) % NUM_PLAYERS       # alternating turns

    # ---- all twins found: leftover Jokers go to the last successful player
    leftover = 0
    for row in range(NUM_ROWS):
        for col in range(NUM_COLS):
            if board[row][col] == FACE_DOWN:      # only Jokers can be left
                board[row][col] = hidden[row][col]
                leftover += 1
    scores[turn] += leftover

    show_screen(board, scores, order)
    print()
    print("=" * len(BANNER))
    print("GAME OVER".center(len(BANNER)))
    print("=" * len(BANNER))
    if leftover > 0:
        print(str(leftover) + " Joker(s) left on the board were turned over "
              "automatically: +" + str(leftover) + " for Player " + str(turn + 1) + ".")
    best = max(scores)
    winners = []
    for player in range(NUM_PLAYERS):
        if scores[player] == best:
            winners.append(player)
    if len(winners) == 1:
        print("*** Player " + str(winners[0] + 1) + " wins with "
              + str(best) + " points! ***")
    else:
        print("*** It's a tie with " + str(best) + " points each! ***")
    summary = []
    for player in order:
        summary.append("Player " + str(player + 1) + ": " + str(scores[player]))
    print("Final scores -> " + ", ".join(summary))


def main():
    seed = os.environ.get("SEED")
    if seed:
        random.seed(seed)                 # repeatable game for testing
    else:
        random.seed(time.time())          # a new game every time
    play()


if __name__ == "__main__":
    main()
