#!/usr/bin/env python3
# ------------------------------------------------------------
#  Assignment 1: Joker Twins
#  Author: Milo
#  A memory game for two players on a 6 x 6 board.  Twins are
#  an upper case letter and its lower case letter; two Jokers
#  (*) complete any twin.
# ------------------------------------------------------------
import os
import sys
import time
import random

# ---- global constants ----
NUM_ROWS = 6        # number of rows of the board
NUM_COLS = 6        # number of columns of the board
NUM_PLAYERS = 2     # number of players
NUM_JOKERS = 2      # number of jokers on the board

JOKER = "*"
FACE_DOWN = "#"
GONE = " "


def start_random():
    """Seed the random generator: SEED from the environment, else the clock."""
    value = os.environ.get("SEED", "")
    if value:
        try:
            random.seed(int(value))
        except ValueError:
            random.seed(value)
    else:
        random.seed(time.time())


def column_labels():
    return [chr(ord("A") + i) for i in range(NUM_COLS)]


def row_labels():
    return [str(i) for i in range(NUM_ROWS)]


def generate_cards():
    """Build the twins A/a, B/b, ... (as many as fit) plus the jokers."""
    pairs = (NUM_ROWS * NUM_COLS - NUM_JOKERS) // 2
    cards = []
    letter = "A"
    for _ in range(pairs):
        cards.append(letter)
        cards.append(letter.lower())
        letter = chr(ord(letter) + 1)
    for _ in range(NUM_JOKERS):
        cards.append(JOKER)
    return cards


def create_hidden_board():
    """Put each card on a randomly chosen cell that is still free."""
    board = [["" for _ in range(NUM_COLS)] for _ in range(NUM_ROWS)]
    free_cells = [(r, c) for r in range(NUM_ROWS) for c in range(NUM_COLS)]
    for card in generate_cards():
        index = random.randint(0, len(free_cells) - 1)
        r, c = free_cells.pop(index)
        board[r][c] = card
    return board


def clear_screen():
    sys.stdout.flush()
    os.system("clear")


def print_screen(view, scores, order, message=""):
    """Message line (optional), scores in order of turns, then the board."""
    if message:
        print(message)
        print()
    for p in order:
        print("Player " + str(p + 1) + " score: " + str(scores[p]))
    print("   " + "   ".join(column_labels()))
    border = " +" + "---+" * NUM_COLS
    print(border)
    for r in range(NUM_ROWS):
        line = row_labels()[r] + "|"
        for c in range(NUM_COLS):
            line += " " + view[r][c] + " |"
        print(line)
        print(border)


def read_input(prompt):
    """Print the prompt and read one line; at end of input leave the game."""
    sys.stdout.write(prompt)
    sys.stdout.flush()
    try:
        data = sys.stdin.buffer.readline()
    except KeyboardInterrupt:
        data = b""
    if not data:
        print()
        print("No more input. Bye!")
        sys.exit(0)
    return data.decode("utf-8", errors="replace").rstrip("\r\n")


def get_coordinate(player, view, prompt_text):
    """Keep asking until we get the coordinate of a face-down card."""
    cols = column_labels()
    rows = row_labels()
    while True:
        text = read_input("Player " + str(player + 1) + ": " + prompt_text)
        if len(text) != 2 or not text[0].isalpha() or not text[0].isupper() \
                or text[1] not in "0123456789":
            print("Invalid input. Please enter a column letter and a row number, like B3.")
            continue
        if text[0] not in cols or text[1] not in rows:
            print("Coordinate out of board. Columns are " + cols[0] + "-" + cols[-1]
                  + ", rows are " + rows[0] + "-" + rows[-1] + ".")
            continue
        r = rows.index(text[1])
        c = cols.index(text[0])
        if view[r][c] == GONE:
            print("The card at " + text + " was already removed. Choose another card.")
        elif view[r][c] != FACE_DOWN:
            print("The card at " + text + " is already turned over. Choose another card.")
        else:
            return r, c


def twins_left(board):
    for row in board:
        for card in row:
            if card != GONE and card != JOKER:
                return True
    return False


def main():
    start_random()

    # a random player starts
    turn = random.randint(0, NUM_PLAYERS - 1)
    order = []
    for i in range(NUM_PLAYERS):
        order.append((turn + i) % NUM_PLAYERS)

    board = create_hidden_board()
    view = [[FACE_DOWN] * NUM_COLS for _ in range(NUM_ROWS)]
    scores = [0] * NUM_PLAYERS
    message = "Welcome to Joker Twins! Player " + str(turn + 1) + " starts."

    clear_screen()
    while twins_left(board):
        print_screen(view, scores, order, message)
        r1, c1 = get_coordinate(turn, view, "Enter a coordinate (e.g. B3): ")
        view[r1][c1] = board[r1][c1]

        clear_screen()
        print_screen(view, scores, order, message)
        r2, c2 = get_coordinate(turn, view, "Enter the second coordinate (e.g. B3): ")
        view[r2][c2] = board[r2][c2]

        card1 = board[r1][c1]
        card2 = board[r2][c2]
        cells = [(r1, c1), (r2, c2)]
        points = 0
        if card1 == JOKER and card2 == JOKER:
            points = 2
            message = "Player " + str(turn + 1) + " found both Jokers! +2"
        elif card1 == JOKER or card2 == JOKER:
            # the joker forms a twin with the other card: turn over its twin too
            if card1 == JOKER:
                wanted = card2.swapcase()
            else:
                wanted = card1.swapcase()
            for r in range(NUM_ROWS):
                for c in range(NUM_COLS):
                    if board[r][c] == wanted:
                        view[r][c] = wanted
                        cells.append((r, c))
            points = 2
            message = "Player " + str(turn + 1) + " used a Joker to find " \
                + wanted.upper() + "/" + wanted.lower() + "! +2"
        elif card1 != card2 and card1.upper() == card2.upper():
            points = 1
            message = "Player " + str(turn + 1) + " found the twins " \
                + card1 + "/" + card2 + "! +1"

        # pause with the cards visible (nothing under the board)
        clear_screen()
        print_screen(view, scores, order)
        sys.stdout.flush()
        time.sleep(2)
        clear_screen()

        if points > 0:
            scores[turn] += points
            for r, c in cells:
                board[r][c] = GONE
                view[r][c] = GONE
        else:
            for r, c in cells:
                view[r][c] = FACE_DOWN
            turn = (turn + 1) % NUM_PLAYERS
            message = "No twins. It is Player " + str(turn + 1) + "'s turn."

    # only jokers (or nothing) are left: they go to the last twin finder
    leftover = 0
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if board[r][c] == JOKER:
                leftover += 1
                board[r][c] = GONE
                view[r][c] = GONE
    if leftover > 0:
        scores[turn] += leftover
        message += "\nThe last " + str(leftover) + " Joker(s) turned over automatically: +" \
            + str(leftover) + " for Player " + str(turn + 1) + "."

    print_screen(view, scores, order, message)
    print()
    print("GAME OVER")
    if scores[order[0]] == scores[order[1]]:
        print("It's a draw! Both players have " + str(scores[0]) + " points.")
    else:
        winner = 0
        for p in range(NUM_PLAYERS):
            if scores[p] > scores[winner]:
                winner = p
        print("Player " + str(winner + 1) + " wins!")
    for p in order:
        print("  Player " + str(p + 1) + ": " + str(scores[p]) + " points")


if __name__ == "__main__":
    main()
