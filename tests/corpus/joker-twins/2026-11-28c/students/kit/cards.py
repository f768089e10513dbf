"""Card and board helpers for Kit's Joker Twins.

Everything that knows how the two boards look lives in this module:
generating the twins, shuffling them onto the hidden board and drawing
the visible board on the screen.
"""

import random

# ---------------------------------------------------------------------------
# Global constants
# ---------------------------------------------------------------------------
NUM_ROWS = 6      # constant variable for number of rows
NUM_COLS = 6      # constant variable for number of columns
NUM_JOKERS = 2    # two Jokers are added to the twins

JOKER = "*"       # how a Joker looks
HIDDEN = "#"      # a card lying face down
EMPTY = " "       # a place whose card has left the game

# labels of the board: letters over the columns, digits beside the rows
COL_LABELS = [chr(ord("A") + col) for col in range(NUM_COLS)]
ROW_LABELS = [str(row) for row in range(NUM_ROWS)]


def make_cards():
    """Return the list of all cards: the twins A/a, B/b, ... and the Jokers.

    The number of twins follows from the board size, so nothing here is
    hardcoded: a 6 x 6 board gives (36 - 2) / 2 = 17 twins, A-Q and a-q.
    """
    num_twins = (NUM_ROWS * NUM_COLS - NUM_JOKERS) // 2
    cards = []
    for i in range(num_twins):
        upper = chr(ord("A") + i)
        cards.append(upper)
        cards.append(upper.lower())
    cards.extend([JOKER] * NUM_JOKERS)
    return cards


def make_hidden_board():
    """Place every card on a random free spot of a fresh hidden board."""
    board = [[None] * NUM_COLS for _ in range(NUM_ROWS)]
    for card in make_cards():
        # keep drawing random spots until we hit a free one
        while True:
            row = random.randint(0, NUM_ROWS - 1)
            col = random.randint(0, NUM_COLS - 1)
            if board[row][col] is None:
                board[row][col] = card
                break
    return board


def make_visible_board():
    """The board the players see: every card face down."""
    return [[HIDDEN] * NUM_COLS for _ in range(NUM_ROWS)]


def find_card(board, card):
    """Return (row, col) of the given card on the hidden board, or None."""
    for row in range(NUM_ROWS):
        for col in range(NUM_COLS):
            if board[row][col] == card:
                return row, col
    return None


def count_cards(board, wanted):
    """Count the places of the hidden board whose card satisfies wanted()."""
    return sum(1 for row in board for card in row if wanted(card))


def is_twin(first, second):
    """Two letters are twins when they are the same letter in both cases."""
    return first != second and first.lower() == second.lower()


def draw_board(visible):
    """Print the visible board with its column and row labels."""
    separator = " +" + "---+" * NUM_COLS
    print("   " + "   ".join(COL_LABELS))
    print(separator)
    for row in range(NUM_ROWS):
        cells = "".join(" " + visible[row][col] + " |" for col in range(NUM_COLS))
        print(ROW_LABELS[row] + "|" + cells)
        print(separator)


def coordinate_name(row, col):
    """Turn (row, col) back into the name the players type, e.g. B3."""
    return COL_LABELS[col] + ROW_LABELS[row]
