"""Creating the deck and dealing it onto the hidden board."""
import random

from config import NUM_ROWS, NUM_COLS, NUM_JOKERS, JOKER, GONE


def twin_letters():
    """Dynamically generate the twins: 'A','a','B','b',... for the board size."""
    how_many = (NUM_ROWS * NUM_COLS - NUM_JOKERS) // 2
    deck = []
    for k in range(how_many):
        upper = chr(ord("A") + k)
        deck += [upper, upper.lower()]
    return deck


def deal():
    """Return the hidden board (2D list) with all twins and jokers at random places."""
    deck = twin_letters() + [JOKER] * NUM_JOKERS
    # Fisher-Yates shuffle written with randint, as the assignment asks
    for i in range(len(deck) - 1, 0, -1):
        j = random.randint(0, i)
        deck[i], deck[j] = deck[j], deck[i]
    board = []
    for r in range(NUM_ROWS):
        board.append(deck[r * NUM_COLS:(r + 1) * NUM_COLS])
    return board


def is_twin(a, b):
    """True when a and b are the upper and lower case of the same letter."""
    return a.isalpha() and b.isalpha() and a != b and a.upper() == b.upper()


def locate(board, card):
    """Where is this card on the board?  Returns (row, col)."""
    for r, row in enumerate(board):
        for c, value in enumerate(row):
            if value == card:
                return r, c
    return None


def remaining(board):
    """Count (letters, jokers) still lying on the hidden board."""
    letters = jokers = 0
    for row in board:
        for value in row:
            if value == JOKER:
                jokers += 1
            elif value != GONE:
                letters += 1
    return letters, jokers
