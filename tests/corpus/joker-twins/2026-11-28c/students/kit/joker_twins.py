"""Joker Twins - a memory game for two players.

Kit's version.  Run it with:  python3 joker_twins.py
Set the environment variable SEED to replay the same deal.
"""

import os
import sys
import time
import random

from cards import (NUM_ROWS, NUM_COLS, JOKER, HIDDEN, EMPTY, COL_LABELS,
                   ROW_LABELS, make_hidden_board, make_visible_board,
                   find_card, count_cards, is_twin, draw_board,
                   coordinate_name)

NUM_PLAYERS = 2   # constant variable for number of players
PAUSE_SECONDS = 2

BANNER_WIDTH = 42
BANNER = [
    "+" + "=" * BANNER_WIDTH + "+",
    "|" + "*  J O K E R    T W I N S  *".center(BANNER_WIDTH) + "|",
    "+" + "=" * BANNER_WIDTH + "+",
]


# ---------------------------------------------------------------------------
# Small utilities
# ---------------------------------------------------------------------------
def seed_randomness():
    """Use $SEED when it is set (for replaying a game), else the clock."""
    seed = os.environ.get("SEED")
    if seed is not None and seed.strip() != "":
        seed = seed.strip()
        try:
            random.seed(int(seed))
        except ValueError:
            random.seed(seed)
    else:
        random.seed(time.time_ns())


def clear_screen():
    """Clear the terminal (flush first so nothing gets mixed up)."""
    sys.stdout.flush()
    os.system("clear")


def pause():
    """Give both players time to memorise the cards."""
    sys.stdout.flush()
    time.sleep(PAUSE_SECONDS)


def read_line(prompt):
    """Read one line from the player; leave the game quietly at end of input."""
    try:
        return input(prompt)
    except (EOFError, KeyboardInterrupt):
        print()
        print("Input closed - goodbye!")
        sys.exit(0)


# ---------------------------------------------------------------------------
# Screen
# ---------------------------------------------------------------------------
def show(visible, scores, order, news=None):
    """Print banner, optional news line, the scores in turn order and board."""
    for line in BANNER:
        print(line)
    if news:
        print("  " + news)
    print()
    for player in order:
        print("Player {} score: {}".format(player + 1, scores[player]))
    draw_board(visible)


# ---------------------------------------------------------------------------
# Input
# ---------------------------------------------------------------------------
def parse_coordinate(text):
    """Return (row, col) for a text like 'B3', None if the text is no coordinate.

    Returns the string 'outside' when the text looks like a coordinate
    (capital letter + digit) but is not on the board.
    """
    if len(text) != 2:
        return None
    letter, digit = text[0], text[1]
    if letter in COL_LABELS and digit in ROW_LABELS:
        return ROW_LABELS.index(digit), COL_LABELS.index(letter)
    if "A" <= letter <= "Z" and "0" <= digit <= "9":
        return "outside"
    return None


def ask_coordinate(player, visible, second):
    """Ask until the player names a card that is still face down."""
    if second:
        prompt = "Player {}: Enter a second coordinate (e.g. B3): ".format(player + 1)
    else:
        prompt = "Player {}: Enter a coordinate (e.g. B3): ".format(player + 1)
    while True:
        answer = parse_coordinate(read_line(prompt))
        if answer is None:
            print("  >> Invalid input! Type a column letter {}-{} followed by a "
                  "row digit {}-{}, e.g. B3.".format(COL_LABELS[0], COL_LABELS[-1],
                                                     ROW_LABELS[0], ROW_LABELS[-1]))
        elif answer == "outside":
            print("  >> That coordinate is outside the board. Try again.")
        else:
            row, col = answer
            name = coordinate_name(row, col)
            if visible[row][col] == EMPTY:
                print("  >> There is no card at {} any more. Pick another one.".format(name))
            elif visible[row][col] != HIDDEN:
                print("  >> The card at {} is already turned over. Pick another one.".format(name))
            else:
                return row, col


# ---------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------
def letters_left(hidden):
    """How many letter cards (not Jokers) are still in the game."""
    return count_cards(hidden, lambda card: card not in (JOKER, EMPTY))


def play():
    seed_randomness()
    try:
        # odd bytes in the input should not crash the game
        sys.stdin.reconfigure(errors="replace")
    except (AttributeError, ValueError):
        pass

    hidden = make_hidden_board()          # the real cards
    visible = make_visible_board()        # what the players see
    scores = [0] * NUM_PLAYERS

    # a random player starts; the scores are listed in the order of turns
    turn = random.randint(0, NUM_PLAYERS - 1)
    order = [(turn + i) % NUM_PLAYERS for i in range(NUM_PLAYERS)]
    news = "Player {} was drawn to start. Good luck!".format(turn + 1)

    clear_screen()
    while letters_left(hidden) > 0:
        show(visible, scores, order, news)

        # --- first card -----------------------------------------------------
        row1, col1 = ask_coordinate(turn, visible, second=False)
        visible[row1][col1] = hidden[row1][col1]
        clear_screen()
        show(visible, scores, order,
             "Player {} turned over {}.".format(turn + 1, coordinate_name(row1, col1)))

        # --- second card ----------------------------------------------------
        row2, col2 = ask_coordinate(turn, visible, second=True)
        visible[row2][col2] = hidden[row2][col2]
        first, second = hidden[row1][col1], hidden[row2][col2]

        taken = [(row1, col1), (row2, col2)]
        points = 0
        if first == JOKER and second == JOKER:
            points = 2                       # the two Jokers are twins, too
            news = "Two Jokers! Player {} scores 2 points.".format(turn + 1)
        elif first == JOKER or second == JOKER:
            letter = second if first == JOKER else first
            twin_row, twin_col = find_card(hidden, letter.swapcase())
            visible[twin_row][twin_col] = hidden[twin_row][twin_col]
            taken.append((twin_row, twin_col))
            points = 2                       # 1 for the twin, 1 for the Joker
            news = "Joker! It pulls {} from {}: Player {} scores 2 points.".format(
                letter.swapcase(), coordinate_name(twin_row, twin_col), turn + 1)
        elif is_twin(first, second):
            points = 1
            news = "Twins {} and {}! Player {} scores 1 point and plays on.".format(
                first, second, turn + 1)

        # show the turned cards to both players - nothing below the board
        clear_screen()
        show(visible, scores, order)
        pause()
        clear_screen()

        if points > 0:
            for row, col in taken:
                hidden[row][col] = EMPTY
                visible[row][col] = EMPTY
            scores[turn] += points
        else:
            for row, col in taken:
                visible[row][col] = HIDDEN
            news = "No twins ({} and {}). Over to Player {}.".format(
                first, second, (turn + 1) % NUM_PLAYERS + 1)
            turn = (turn + 1) % NUM_PLAYERS

    # -------------------------------------------------------------------------
    # All twins are gone: Jokers still lying around go to the last finder.
    # -------------------------------------------------------------------------
    jokers = count_cards(hidden, lambda card: card == JOKER)
    if jokers > 0:
        scores[turn] += jokers
        for row in range(NUM_ROWS):
            for col in range(NUM_COLS):
                if hidden[row][col] == JOKER:
                    hidden[row][col] = EMPTY
                    visible[row][col] = EMPTY
        news = "{} leftover Joker{} turned over by itself: +{} for Player {}.".format(
            jokers, "s" if jokers > 1 else "", jokers, turn + 1)
        if jokers > 1:
            news = news.replace("by itself", "by themselves")
    show(visible, scores, order, news)
    announce_winner(scores, order)


def announce_winner(scores, order):
    """Print the final result."""
    print()
    print(BANNER[0])
    print("|" + "*  GAME OVER  *".center(BANNER_WIDTH) + "|")
    print(BANNER[0])
    for player in order:
        print("   Player {} : {:2d} point{}".format(
            player + 1, scores[player], "" if scores[player] == 1 else "s"))
    best = max(scores)
    winners = [p for p in range(NUM_PLAYERS) if scores[p] == best]
    if len(winners) == 1:
        print("   >>> Player {} wins with {} points! Congratulations! <<<".format(
            winners[0] + 1, best))
    else:
        print("   >>> It's a tie at {} points each! <<<".format(best))


if __name__ == "__main__":
    play()
