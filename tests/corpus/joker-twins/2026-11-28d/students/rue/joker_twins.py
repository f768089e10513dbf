"""
Joker Twins -- a two-player memory game with upper/lower case twins and
two Jokers.  CS-UH 1001, Assignment 1.

Run:  python3 joker_twins.py
"""
import os
import random
import sys
import time

# ----- global constants -------------------------------------------------
NUM_ROWS = 6          # number of rows of the board
NUM_COLS = 6          # number of columns of the board
NUM_PLAYERS = 2       # number of players

FACE_DOWN = "#"       # a card that is still hidden
REMOVED = " "         # a place where a card has been taken away
JOKER = "*"           # the Joker card
JOKER_COUNT = 2       # how many jokers are in the game
PAUSE_SECONDS = 2     # how long the turned cards stay visible


# ----- setting up -------------------------------------------------------
def generate_cards():
    """Return the list of all cards: twins A/a, B/b, ... plus the jokers."""
    pair_count = (NUM_ROWS * NUM_COLS - JOKER_COUNT) // 2
    cards = []
    for offset in range(pair_count):
        cards.append(chr(ord("A") + offset))   # upper case twin
        cards.append(chr(ord("a") + offset))   # lower case twin
    for _ in range(JOKER_COUNT):
        cards.append(JOKER)
    return cards


def create_hidden_board():
    """Place every card on a random free spot of a NUM_ROWS x NUM_COLS board."""
    board = []
    for _ in range(NUM_ROWS):
        board.append([""] * NUM_COLS)
    free_spots = [(r, c) for r in range(NUM_ROWS) for c in range(NUM_COLS)]
    for card in generate_cards():
        # pick one of the spots that are still free
        index = random.randint(0, len(free_spots) - 1)
        row, col = free_spots.pop(index)
        board[row][col] = card
    return board


def create_visible_board():
    """The board the players see: everything face down at the beginning."""
    return [[FACE_DOWN] * NUM_COLS for _ in range(NUM_ROWS)]


# ----- output -----------------------------------------------------------
def clear_screen():
    sys.stdout.flush()
    os.system("clear")


def print_screen(visible, scores, order, news=""):
    """Clear the screen and print the title, the scores and the board."""
    clear_screen()
    print("=== JOKER TWINS ===")
    if news:
        print(news)
    for player in order:
        print("Player %d: %d point(s)" % (player + 1, scores[player]))
    print()
    print("    " + " ".join(chr(ord("A") + c) for c in range(NUM_COLS)))
    print("  +" + "-" * (2 * NUM_COLS + 1) + "+")
    for r in range(NUM_ROWS):
        print("%d | %s |" % (r, " ".join(visible[r])))
    print("  +" + "-" * (2 * NUM_COLS + 1) + "+")


# ----- input ------------------------------------------------------------
def parse_coordinate(text):
    """Turn something like 'B3' into (3, 1). Return None if it is not valid."""
    if len(text) != 2:
        return None
    letter, digit = text[0], text[1]
    if not ("A" <= letter <= "Z") or not digit.isdigit() or not digit.isascii():
        return None
    col = ord(letter) - ord("A")
    row = int(digit)
    if col >= NUM_COLS or row >= NUM_ROWS:
        return None
    return row, col


def ask_for_card(player, visible, first):
    """Keep asking until the player gives a coordinate of a face-down card."""
    if first:
        prompt = "Player %d: Enter a coordinate (e.g. B3): " % (player + 1)
    else:
        prompt = "Player %d: Enter a second coordinate (e.g. B3): " % (player + 1)
    while True:
        text = input(prompt)
        spot = parse_coordinate(text)
        if spot is None:
            last_col = chr(ord("A") + NUM_COLS - 1)
            print("'%s' is not a valid coordinate. Use a column A-%s and a row 0-%d."
                  % (text, last_col, NUM_ROWS - 1))
            continue
        row, col = spot
        if visible[row][col] == REMOVED:
            print("The card at %s has already been removed. Pick another one." % text)
        elif visible[row][col] != FACE_DOWN:
            print("The card at %s is already turned over. Pick another one." % text)
        else:
            return row, col


# ----- game logic -------------------------------------------------------
def find_card(hidden, card):
    """Return (row, col) of the given card on the hidden board."""
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if hidden[r][c] == card:
                return r, c
    return None


def is_twin(card1, card2):
    """Two letters form a twin if they are the upper and lower case of each other."""
    return card1 != card2 and card1.lower() == card2.lower()


def count_letters_left(hidden):
    left = 0
    for row in hidden:
        for card in row:
            if card not in (REMOVED, JOKER):
                left += 1
    return left


def count_jokers_left(hidden):
    return sum(row.count(JOKER) for row in hidden)


def coord_name(row, col):
    return chr(ord("A") + col) + str(row)


def play():
    # bytes that are not text must not crash input(): they become invalid input
    sys.stdin.reconfigure(errors="replace")
    seed = os.environ.get("SEED")
    if seed is not None:
        random.seed(seed)
    else:
        random.seed()  # time based

    turn = random.randint(0, NUM_PLAYERS - 1)
    order = [(turn + k) % NUM_PLAYERS for k in range(NUM_PLAYERS)]
    scores = [0] * NUM_PLAYERS
    hidden = create_hidden_board()
    visible = create_visible_board()
    news = "Player %d was chosen to start." % (turn + 1)

    while count_letters_left(hidden) > 0:
        # --- first card
        print_screen(visible, scores, order, news)
        r1, c1 = ask_for_card(turn, visible, True)
        visible[r1][c1] = hidden[r1][c1]
        # --- second card
        print_screen(visible, scores, order, news)
        r2, c2 = ask_for_card(turn, visible, False)
        visible[r2][c2] = hidden[r2][c2]

        card1, card2 = hidden[r1][c1], hidden[r2][c2]
        taken = [(r1, c1), (r2, c2)]
        points = 0
        if card1 == JOKER and card2 == JOKER:
            points = 2
            news = "Player %d found the Joker twins! +2" % (turn + 1)
        elif card1 == JOKER or card2 == JOKER:
            letter = card2 if card1 == JOKER else card1
            tr, tc = find_card(hidden, letter.swapcase())
            visible[tr][tc] = hidden[tr][tc]     # the twin turns over by itself
            taken.append((tr, tc))
            points = 2
            news = "Player %d used a Joker for %s/%s! +2" % (
                turn + 1, letter.upper(), letter.lower())
        elif is_twin(card1, card2):
            points = 1
            news = "Player %d found the twin %s/%s! +1" % (
                turn + 1, card1.upper(), card1.lower())
        else:
            news = "Player %d: %s and %s are no twins. Next player!" % (
                turn + 1, coord_name(r1, c1), coord_name(r2, c2))

        # show the turned cards, nothing under the board, then wait
        print_screen(visible, scores, order)
        sys.stdout.flush()
        time.sleep(PAUSE_SECONDS)

        if points > 0:
            for r, c in taken:
                hidden[r][c] = REMOVED
                visible[r][c] = REMOVED
            scores[turn] += points
        else:
            for r, c in taken:
                visible[r][c] = FACE_DOWN
            turn = (turn + 1) % NUM_PLAYERS

    # --- end of game: leftover jokers belong to the last successful player
    jokers = count_jokers_left(hidden)
    if jokers > 0:
        spot_names = []
        for r in range(NUM_ROWS):
            for c in range(NUM_COLS):
                if hidden[r][c] == JOKER:
                    visible[r][c] = JOKER
                    spot_names.append(coord_name(r, c))
        scores[turn] += jokers
        news = "The last Joker(s) at %s turn over by themselves: +%d for Player %d" % (
            ", ".join(spot_names), jokers, turn + 1)
    else:
        news = "All cards are gone."
    print_screen(visible, scores, order, news)
    print()
    print("***** GAME OVER *****")
    print("Final scores: " + ", ".join(
        "Player %d = %d" % (p + 1, scores[p]) for p in order))
    best = max(scores)
    winners = [p + 1 for p in range(NUM_PLAYERS) if scores[p] == best]
    if len(winners) == 1:
        print("Player %d wins the game!" % winners[0])
    else:
        print("It is a draw!")


def main():
    try:
        play()
    except (EOFError, KeyboardInterrupt):
        print()
        print("Input ended - goodbye.")
    sys.exit(0)


if __name__ == "__main__":
    main()
