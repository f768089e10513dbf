"""
Joker Twins - a two-player memory game with letter twins and two Jokers.

Assignment 1, CS-UH 1001
Student: Vito

How the program is organised
  * the hidden board ("cards") holds the real letters and the Jokers,
  * the visible board ("view") holds what the players see:
        "#"  face-down card
        " "  removed card (already won by a player)
        other  a card that is turned over right now
  * one loop plays turn after turn until no letter cards are left.
"""

import os
import random
import sys
import time

# ---------------------------------------------------------------- constants
NUM_ROWS = 6        # constant variable for number of rows
NUM_COLS = 6        # constant variable for number of columns
NUM_PLAYERS = 2     # constant variable for number of players

NUM_JOKERS = 2      # the two Joker cards
JOKER = "*"         # how a Joker looks when it is turned over
FACE_DOWN = "#"     # how a hidden card looks
EMPTY = " "         # how a removed card looks
PAUSE = 2           # seconds the turned cards stay visible

BANNER_WIDTH = 4 * NUM_COLS + 2


# ------------------------------------------------------------ set-up helpers
def seed_randomness():
    """Seed from the clock; a SEED environment variable wins (for testing)."""
    seed = os.environ.get("SEED")
    if seed:
        try:
            random.seed(int(seed))
        except ValueError:
            random.seed(seed)
    else:
        random.seed(time.time())


def make_cards():
    """Dynamically build the twins A/a, B/b, ... plus the Jokers."""
    num_twins = (NUM_ROWS * NUM_COLS - NUM_JOKERS) // 2
    deck = []
    for i in range(num_twins):
        upper = chr(ord("A") + i)
        deck.append(upper)
        deck.append(upper.lower())
    for _ in range(NUM_JOKERS):
        deck.append(JOKER)
    return deck


def deal(deck):
    """Drop every card on a random free cell of the hidden board."""
    cards = [[None] * NUM_COLS for _ in range(NUM_ROWS)]
    for card in deck:
        placed = False
        while not placed:
            row = random.randint(0, NUM_ROWS - 1)
            col = random.randint(0, NUM_COLS - 1)
            if cards[row][col] is None:
                cards[row][col] = card
                placed = True
    return cards


# ------------------------------------------------------------------ display
def clear_screen():
    """Flush what we printed so far, then clear the terminal."""
    sys.stdout.flush()
    os.system("clear")


def column_label(col):
    return chr(ord("A") + col)


def count_left(view, cards):
    """Return (twins left, Jokers left) among the cards still on the board."""
    letters = 0
    jokers = 0
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if view[r][c] != EMPTY:
                if cards[r][c] == JOKER:
                    jokers += 1
                else:
                    letters += 1
    return letters // 2, jokers


def show(view, cards, scores, order):
    """Banner, a status line, the scores (in turn order) and the board."""
    twins, jokers = count_left(view, cards)
    print("=" * BANNER_WIDTH)
    print("J O K E R   T W I N S".center(BANNER_WIDTH).rstrip())
    print("=" * BANNER_WIDTH)
    print("Twins left: %d   Jokers left: %d" % (twins, jokers))
    print()
    for p in order:
        print("Player %d score: %d" % (p + 1, scores[p]))
    header = "  "
    for c in range(NUM_COLS):
        header += " " + column_label(c) + "  "
    print(header.rstrip())
    border = " +" + "---+" * NUM_COLS
    print(border)
    for r in range(NUM_ROWS):
        line = str(r) + "|"
        for c in range(NUM_COLS):
            line += " " + view[r][c] + " |"
        print(line)
        print(border)


# -------------------------------------------------------------------- input
def read_line(prompt):
    """input() that leaves the game quietly when the input ends."""
    try:
        return input(prompt)
    except (EOFError, KeyboardInterrupt):
        print()
        print()
        print("Input ended - see you next time!")
        sys.exit(0)


def check_coordinate(text, view):
    """Return (row, col, None) for a usable coordinate, else (None, None, why)."""
    if text.strip() == "":
        return None, None, "You did not type a coordinate."
    valid_cols = [column_label(c) for c in range(NUM_COLS)]
    valid_rows = [str(r) for r in range(NUM_ROWS)]
    if len(text) != 2:
        return None, None, ("'%s' is not a coordinate: type one column letter "
                            "and one row digit, e.g. B3." % text)
    letter, digit = text[0], text[1]
    if "A" <= letter <= "Z" and digit in "0123456789":
        if letter not in valid_cols or digit not in valid_rows:
            return None, None, ("%s is outside the board (columns %s-%s, rows 0-%d)."
                                % (text, valid_cols[0], valid_cols[-1], NUM_ROWS - 1))
    elif "a" <= letter <= "z" and digit in "0123456789":
        return None, None, ("'%s': column letters are upper case (e.g. %s%s)."
                            % (text, letter.upper(), digit))
    else:
        return None, None, ("'%s' is not a coordinate: the column letter comes "
                            "first, then the row digit, e.g. B3." % text)
    row = valid_rows.index(digit)
    col = valid_cols.index(letter)
    if view[row][col] == EMPTY:
        return None, None, "There is no card at %s any more - it was already won." % text
    if view[row][col] != FACE_DOWN:
        return None, None, "The card at %s is already turned over - pick another one." % text
    return row, col, None


def ask_coordinate(player, view, prompt):
    """Keep asking until the player names a face-down card."""
    while True:
        text = read_line("Player %d: %s (e.g. B3): " % (player + 1, prompt))
        row, col, problem = check_coordinate(text, view)
        if problem is None:
            return row, col
        print("  (!) " + problem)


# ------------------------------------------------------------------- rules
def twin_of(card):
    """The other half of a letter twin: 'E' <-> 'e'."""
    return card.swapcase()


def find_card(cards, view, wanted):
    """Location of a still-hidden card, or None."""
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if view[r][c] == FACE_DOWN and cards[r][c] == wanted:
                return r, c
    return None


def winner_text(scores):
    best = max(scores)
    leaders = [p + 1 for p in range(NUM_PLAYERS) if scores[p] == best]
    if len(leaders) > 1:
        return "*** It's a tie at %d points! ***" % best
    return "*** Player %d wins with %d points - congratulations! ***" % (leaders[0], best)


# --------------------------------------------------------------------- game
def main():
    # odd bytes on the input must not crash the game: read them as "invalid"
    try:
        sys.stdin.reconfigure(errors="replace")
    except (AttributeError, ValueError):
        pass
    seed_randomness()
    cards = deal(make_cards())
    view = [[FACE_DOWN] * NUM_COLS for _ in range(NUM_ROWS)]
    scores = [0] * NUM_PLAYERS

    # random first player; the score lines keep this order all game long
    turn = random.randint(0, NUM_PLAYERS - 1)
    order = [(turn + k) % NUM_PLAYERS for k in range(NUM_PLAYERS)]
    news = "Player %d was picked at random to start. Good luck!" % (turn + 1)

    clear_screen()
    game_over = False
    while not game_over:
        # ---- first card
        show(view, cards, scores, order)
        if news:
            print(">> " + news)
        r1, c1 = ask_coordinate(turn, view, "Enter a coordinate")
        first = cards[r1][c1]
        view[r1][c1] = first

        # ---- second card (board shown again with the first card face up)
        clear_screen()
        show(view, cards, scores, order)
        print(">> You turned over '%s' at %s%d." % (first, column_label(c1), r1))
        r2, c2 = ask_coordinate(turn, view, "Enter a second coordinate")
        second = cards[r2][c2]
        view[r2][c2] = second

        # a Joker with a letter also turns over that letter's twin
        partner = None
        if (first == JOKER) != (second == JOKER):
            letter = second if first == JOKER else first
            partner = find_card(cards, view, twin_of(letter))
            if partner is not None:
                view[partner[0]][partner[1]] = cards[partner[0]][partner[1]]

        # ---- pause: both players look at the cards, nothing below the board
        clear_screen()
        show(view, cards, scores, order)
        sys.stdout.flush()
        time.sleep(PAUSE)
        clear_screen()

        if first == JOKER or second == JOKER:
            gained = 2          # 1 for the twin + 1 for the Joker
        elif first != second and first.upper() == second.upper():
            gained = 1
        else:
            gained = 0

        if gained > 0:
            view[r1][c1] = EMPTY
            view[r2][c2] = EMPTY
            if partner is not None:
                view[partner[0]][partner[1]] = EMPTY
            scores[turn] += gained
            if first == JOKER and second == JOKER:
                news = "Player %d found both Jokers! +%d" % (turn + 1, gained)
            elif partner is not None:
                news = ("Player %d used a Joker: %s and %s are gone too! +%d"
                        % (turn + 1, cards[partner[0]][partner[1]].upper(),
                           cards[partner[0]][partner[1]].lower(), gained))
            else:
                news = ("Player %d found the twins %s and %s! +%d - play again."
                        % (turn + 1, first, second, gained))
        else:
            view[r1][c1] = FACE_DOWN
            view[r2][c2] = FACE_DOWN
            turn = (turn + 1) % NUM_PLAYERS
            news = ("'%s' and '%s' are no twins. Player %d, your turn!"
                    % (first, second, turn + 1))

        # ---- can anybody play another turn?
        twins_left, jokers_left = count_left(view, cards)
        if twins_left == 0:
            game_over = True
            if jokers_left > 0:
                for r in range(NUM_ROWS):
                    for c in range(NUM_COLS):
                        if view[r][c] != EMPTY:
                            view[r][c] = EMPTY
                scores[turn] += jokers_left
                news = ("The last %d Joker(s) turned over by themselves: +%d for Player %d."
                        % (jokers_left, jokers_left, turn + 1))

    # ---- final screen
    show(view, cards, scores, order)
    print(">> " + news)
    print()
    print("=" * BANNER_WIDTH)
    print("GAME OVER".center(BANNER_WIDTH).rstrip())
    print("=" * BANNER_WIDTH)
    print("Final scores:")
    for p in order:
        print("   Player %d ..... %2d" % (p + 1, scores[p]))
    print(winner_text(scores))


if __name__ == "__main__":
    main()
