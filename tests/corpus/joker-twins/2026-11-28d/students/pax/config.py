"""Global constants shared by all modules of Joker Twins."""

NUM_ROWS = 6       # constant variable for number of rows
NUM_COLS = 6       # constant variable for number of columns
NUM_PLAYERS = 2    # constant variable for number of players

NUM_JOKERS = 2     # jokers added to the letter twins
JOKER = "*"        # how a joker looks when face up
FACE_DOWN = "#"    # a hidden card
GONE = " "         # an empty place (card already won)

PAUSE = 2          # seconds the flipped cards stay visible

# labels of the board: columns are letters, rows are digits
COL_LABELS = [chr(ord("A") + i) for i in range(NUM_COLS)]
ROW_LABELS = [str(i) for i in range(NUM_ROWS)]
