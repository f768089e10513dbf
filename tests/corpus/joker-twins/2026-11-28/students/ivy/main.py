"""
Joker Twins -- CS-UH 1001, Assignment 1 (Fall 2024)

A two-player memory game on a 6 x 6 board.  The cards are "twins": the
upper and lower case of a letter (A/a, B/b, ...).  Two Jokers (*) complete
the deck; a Joker forms a twin with the other card turned over in the same
turn and brings the player one extra point.

Author: Ivy
"""

import os
import random
import sys
import time

# ---------------------------------------------------------------------------
# Global constants
# ---------------------------------------------------------------------------
NUM_ROWS = 6         # constant variable for number of rows
NUM_COLS = 6         # constant variable for number of columns
NUM_PLAYERS = 2      # constant variable for number of players

NUM_JOKERS = 2       # number of Joker cards in the game
JOKER = "*"          # how a Joker looks when it is turned over
HIDDEN = "#"         # how a face-down card looks
REMOVED = " "        # how an empty cell (card already won) looks
PAUSE_SECONDS = 2    # how long two turned over cards stay visible

# labels of the board: columns are letters, rows are digits
COL_LABELS = [chr(ord("A") + c) for c in range(NUM_COLS)]
ROW_LABELS = [str(r) for r in range(NUM_ROWS)]

BANNER_WIDTH = 44


# ---------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------
def seed_random():
    """Seed the random generator from $SEED when given (for testing)."""
    seed = os.environ.get("SEED")
    if seed is not None:
        try:
            random.seed(int(seed))
        except ValueError:
            random.seed(seed)


def clear_screen():
    """Clear the terminal (flush first so nothing is printed out of order)."""
    sys.stdout.flush()
    os.system("clear")


def pause():
    """Give both players time to memorize the turned over cards."""
    sys.stdout.flush()
    time.sleep(PAUSE_SECONDS)


def ask(prompt):
    """input() that ends the program quietly when the input runs out."""
    try:
        return input(prompt)
    except (EOFError, KeyboardInterrupt):
        print()
        print("Input closed -- goodbye!")
        sys.exit(0)


def coordinate_name(row, col):
    """(2, 1) -> 'B2'"""
    return COL_LABELS[col] + ROW_LABELS[row]


# ---------------------------------------------------------------------------
# Creating the boards
# ---------------------------------------------------------------------------
def generate_cards():
    """Create all twins (A/a, B/b, ...) for the board size plus the Jokers."""
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
    """Place every card at a random position (Fisher-Yates with randint)."""
    cards = generate_cards()
    for i in range(len(cards) - 1, 0, -1):
        j = random.randint(0, i)
        cards[i], cards[j] = cards[j], cards[i]
    board = []
    for r in range(NUM_ROWS):
        board.append(cards[r * NUM_COLS:(r + 1) * NUM_COLS])
    return board


def create_visible_board():
    """The board the players see: every card face down at the start."""
    return [[HIDDEN] * NUM_COLS for _ in range(NUM_ROWS)]


# ---------------------------------------------------------------------------
# Printing
# ---------------------------------------------------------------------------
def print_scores(scores, order):
    """Scores of both players in the order of their turns."""
    for player in order:
        print("Player " + str(player + 1) + " score: " + str(scores[player]))


def print_board(visible):
    """Board with column letters on top and row digits on the left."""
    border = " +" + "---+" * NUM_COLS
    print("   " + "   ".join(COL_LABELS))
    print(border)
    for r in range(NUM_ROWS):
        line = ROW_LABELS[r] + "|"
        for c in range(NUM_COLS):
            line += " " + visible[r][c] + " |"
        print(line)
        print(border)


def show_screen(visible, scores, order):
    print_scores(scores, order)
    print_board(visible)


def print_banner(text):
    print("=" * BANNER_WIDTH)
    print(text.center(BANNER_WIDTH).rstrip())
    print("=" * BANNER_WIDTH)


# ---------------------------------------------------------------------------
# Input
# ---------------------------------------------------------------------------
def parse_coordinate(text):
    """Return (row, col) for a well formed coordinate such as 'B4', else None.

    The column is a capital letter (case-sensitive!) and the row one digit,
    nothing else: no spaces, no signs, no extra characters.
    """
    if len(text) != 2:
        return None
    if text[0] not in COL_LABELS or text[1] not in ROW_LABELS:
        return None
    return ROW_LABELS.index(text[1]), COL_LABELS.index(text[0])


def read_coordinate(player, visible, second):
    """Ask the player until they name a face-down card; return (row, col)."""
    if second:
        prompt = "Player " + str(player + 1) + ": Enter a second coordinate (e.g. B3): "
    else:
        prompt = "Player " + str(player + 1) + ": Enter a coordinate (e.g. B3): "
    while True:
        text = ask(prompt)
        cell = parse_coordinate(text)
        if cell is None:
            print("  Invalid input '" + text + "': enter a column letter "
                  + COL_LABELS[0] + "-" + COL_LABELS[-1] + " followed by a row digit "
                  + ROW_LABELS[0] + "-" + ROW_LABELS[-1] + ", e.g. B3.")
            continue
        row, col = cell
        if visible[row][col] == REMOVED:
            print("  There is no card at " + text + " anymore. Choose another one.")
        elif visible[row][col] != HIDDEN:
            print("  The card at " + text + " is already turned over. Choose another one.")
        else:
            return row, col


# ---------------------------------------------------------------------------
# Game logic
# ---------------------------------------------------------------------------
def is_twin(first, second):
    """Two letters form a twin when they are upper and lower case of one letter."""
    return first != second and first.upper() == second.upper()


def find_card(hidden, visible, card):
    """Position of a card that is still on the board (or None)."""
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if hidden[r][c] == card and visible[r][c] != REMOVED:
                return r, c
    return None


def letters_left(hidden, visible):
    """How many letter cards (not Jokers) are still on the board."""
    count = 0
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if visible[r][c] != REMOVED and hidden[r][c] != JOKER:
                count += 1
    return count


def jokers_left(hidden, visible):
    """Positions of the Jokers that are still on the board."""
    found = []
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if visible[r][c] != REMOVED and hidden[r][c] == JOKER:
                found.append((r, c))
    return found


def play_turn(hidden, visible, scores, order, player):
    """Two cards for `player`.  Returns (points won, message for the next screen)."""
    r1, c1 = read_coordinate(player, visible, second=False)
    visible[r1][c1] = hidden[r1][c1]

    clear_screen()
    show_screen(visible, scores, order)
    print("Player " + str(player + 1) + " turned over " + coordinate_name(r1, c1)
          + ": " + hidden[r1][c1])

    r2, c2 = read_coordinate(player, visible, second=True)
    visible[r2][c2] = hidden[r2][c2]
    card1, card2 = hidden[r1][c1], hidden[r2][c2]

    points = 0
    extra = None          # the twin that a Joker pulls along
    if card1 == JOKER and card2 == JOKER:
        points = 2        # the two Jokers are twins as well
    elif card1 == JOKER or card2 == JOKER:
        letter = card2 if card1 == JOKER else card1
        extra = find_card(hidden, visible, letter.swapcase())
        if extra is not None:
            visible[extra[0]][extra[1]] = hidden[extra[0]][extra[1]]
        points = 2        # 1 for the twin + 1 for the Joker
    elif is_twin(card1, card2):
        points = 1

    # show the turned over cards to both players; nothing below the board
    clear_screen()
    show_screen(visible, scores, order)
    pause()

    name = "Player " + str(player + 1)
    if points > 0:
        cells = [(r1, c1), (r2, c2)]
        if extra is not None:
            cells.append(extra)
        for r, c in cells:
            visible[r][c] = REMOVED
        scores[player] += points
        if extra is not None:
            message = ("Joker! " + name + " wins the twin " + hidden[extra[0]][extra[1]].upper()
                       + "/" + hidden[extra[0]][extra[1]].lower() + " plus the Joker: +2 points.")
        elif points == 2:
            message = "Two Jokers! " + name + " gets 2 points."
        else:
            message = "Twin " + card1.upper() + "/" + card1.lower() + " found! " + name + " gets 1 point."
    else:
        visible[r1][c1] = HIDDEN
        visible[r2][c2] = HIDDEN
        message = "No twin (" + card1 + " and " + card2 + ")."
    clear_screen()
    return points, message


def announce_winner(scores, order):
    print_banner("G A M E   O V E R")
    print_scores(scores, order)
    best = max(scores)
    winners = [p for p in range(NUM_PLAYERS) if scores[p] == best]
    if len(winners) > 1:
        print("It's a tie with " + str(best) + " points each!")
    else:
        winner = winners[0]
        loser = (winner + 1) % NUM_PLAYERS
        print("Player " + str(winner + 1) + " wins with " + str(scores[winner])
              + " points against " + str(scores[loser]) + ". Congratulations!")
    print("=" * BANNER_WIDTH)


def main():
    seed_random()
    hidden = create_hidden_board()
    visible = create_visible_board()
    scores = [0] * NUM_PLAYERS

    # the following command returns a random number between 0 and 1
    turn = random.randint(0, NUM_PLAYERS - 1)
    order = [(turn + i) % NUM_PLAYERS for i in range(NUM_PLAYERS)]

    clear_screen()
    print_banner("J O K E R   T W I N S")
    print("Find the twins (A and a, B and b, ...). A Joker * makes a")
    print("twin with any card. Player " + str(turn + 1) + " was chosen to start.")
    print()
    show_screen(visible, scores, order)

    while True:
        points, message = play_turn(hidden, visible, scores, order, turn)
        if points > 0 and letters_left(hidden, visible) == 0:
            # no twins left: leftover Jokers go to the player who found the last twin
            leftover = jokers_left(hidden, visible)
            for r, c in leftover:
                visible[r][c] = REMOVED
                scores[turn] += 1
            show_screen(visible, scores, order)
            print(message)
            if leftover:
                print("All twins are found! The remaining " + str(len(leftover))
                      + (" Joker is" if len(leftover) == 1 else " Jokers are")
                      + " turned over automatically: +" + str(len(leftover))
                      + " for Player " + str(turn + 1) + ".")
            announce_winner(scores, order)
            break
        if points == 0:
            # alternating turns, i.e. turn alternates between 0 and 1
            turn = (turn + 1) % NUM_PLAYERS
            message += " It's Player " + str(turn + 1) + "'s turn."
        else:
            message += " Player " + str(turn + 1) + " plays again."
        show_screen(visible, scores, order)
        print(message)


if __name__ == "__main__":
    main()
