# ------------------------------------------------------------
#  Joker Twins  (CS-UH 1001 - Assignment 1)
#  student: Kim
#
#  Two players take turns turning over two cards of a hidden
#  6x6 board. Twins are the upper and lower case of a letter;
#  a Joker (*) is the twin of any card.
# ------------------------------------------------------------
import os
import random
import time

NUM_ROWS = 6       # constant variable for number of rows
NUM_COLS = 6       # constant variable for number of columns
NUM_PLAYERS = 2    # constant variable for number of players

JOKER = "*"
FACE_DOWN = "#"
EMPTY = " "

# for reproducible games: SEED=42 python3 main.py
if "SEED" in os.environ:
    try:
        random.seed(int(os.environ["SEED"]))
    except ValueError:
        pass


class EndOfInput(Exception):
    """Raised when there is nothing more to read."""


def make_letters():
    """Return the list of twins for the board, e.g. ['A', 'a', 'B', 'b', ...]."""
    letters = []
    pairs = (NUM_ROWS * NUM_COLS - 2) // 2
    for k in range(pairs):
        letters.append(chr(65 + k))      # upper case
        letters.append(chr(97 + k))      # lower case
    return letters


def make_hidden_board():
    """Put the twins and the two Jokers at random positions."""
    deck = make_letters() + [JOKER, JOKER]
    board = []
    for r in range(NUM_ROWS):
        row = []
        for c in range(NUM_COLS):
            pick = random.randint(0, len(deck) - 1)   # random card of the rest
            row.append(deck.pop(pick))
        board.append(row)
    return board


def draw(game):
    """Clear the screen and print the scores and the visible board."""
    print("", end="", flush=True)
    os.system("clear")
    for p in game["order"]:
        print(f"Player {p + 1} score: {game['score'][p]}")
    print("   " + "   ".join(chr(65 + c) for c in range(NUM_COLS)))
    sep = " +" + "---+" * NUM_COLS
    print(sep)
    for r in range(NUM_ROWS):
        cells = "".join(f" {game['shown'][r][c]} |" for c in range(NUM_COLS))
        print(f"{r}|{cells}")
        print(sep)


def to_cell(text):
    """'B4' -> (4, 1); anything that is not a coordinate -> None."""
    if len(text) != 2:
        return None
    col, row = text[0], text[1]
    if not ("A" <= col <= chr(64 + NUM_COLS)):
        return None
    if not ("0" <= row <= str(NUM_ROWS - 1)):
        return None
    return int(row), ord(col) - 65


def ask_cell(game, prompt):
    """Ask until a face-down card is chosen."""
    while True:
        try:
            text = input(prompt)
        except EOFError:
            raise EndOfInput
        cell = to_cell(text)
        if cell is None:
            print(f"Invalid coordinate! Use a letter A-{chr(64 + NUM_COLS)} "
                  f"and a digit 0-{NUM_ROWS - 1} (e.g. B3).")
        elif game["shown"][cell[0]][cell[1]] != FACE_DOWN:
            print("That card is not available! Choose a face-down card.")
        else:
            return cell


def twin_of(card):
    return card.swapcase()


def locate(game, card):
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if game["hidden"][r][c] == card and game["shown"][r][c] == FACE_DOWN:
                return (r, c)
    return None


def remaining(game):
    """(letters, jokers) still on the board."""
    letters = jokers = 0
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if game["shown"][r][c] != EMPTY:
                if game["hidden"][r][c] == JOKER:
                    jokers += 1
                else:
                    letters += 1
    return letters, jokers


def one_turn(game):
    """Play two cards. Returns True if a twin was found."""
    p = game["turn"]
    first = ask_cell(game, f"Player {p + 1}: Enter a coordinate (e.g. B3): ")
    game["shown"][first[0]][first[1]] = game["hidden"][first[0]][first[1]]
    draw(game)
    second = ask_cell(game, f"Player {p + 1}: Enter the second coordinate (e.g. B3): ")
    game["shown"][second[0]][second[1]] = game["hidden"][second[0]][second[1]]

    a = game["hidden"][first[0]][first[1]]
    b = game["hidden"][second[0]][second[1]]
    cells = [first, second]
    points = 0
    if a == JOKER and b == JOKER:
        points = 2
    elif JOKER in (a, b):
        letter = b if a == JOKER else a
        partner = locate(game, twin_of(letter))
        game["shown"][partner[0]][partner[1]] = twin_of(letter)
        cells.append(partner)
        points = 2
    elif a == twin_of(b):
        points = 1

    draw(game)           # both cards stay visible for two seconds
    time.sleep(2)

    for r, c in cells:
        game["shown"][r][c] = EMPTY if points else FACE_DOWN
    game["score"][p] += points
    return points > 0


def main():
    game = {
        "hidden": make_hidden_board(),
        "shown": [[FACE_DOWN] * NUM_COLS for _ in range(NUM_ROWS)],
        "score": [0] * NUM_PLAYERS,
    }
    turn = random.randint(0, NUM_PLAYERS - 1)
    game["turn"] = turn
    game["order"] = [(turn + k) % NUM_PLAYERS for k in range(NUM_PLAYERS)]
    draw(game)

    try:
        while True:
            found = one_turn(game)
            if not found:
                game["turn"] = (game["turn"] + 1) % NUM_PLAYERS
            letters, jokers = remaining(game)
            if letters == 0:
                break
            draw(game)
    except EndOfInput:
        print()
        return

    # all twins found; the Jokers that are left go to the last finder
    p = game["turn"]
    bonus = remaining(game)[1]
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            game["shown"][r][c] = EMPTY
    game["score"][p] += bonus
    draw(game)
    print("*** Game over! ***")
    if bonus:
        print(f"The last {bonus} Joker(s) turned over by themselves: +{bonus} for Player {p + 1}.")
    print("Final scores: " + ", ".join(
        f"Player {q + 1}: {game['score'][q]}" for q in game["order"]))
    s = game["score"]
    if s[0] == s[1]:
        print("Nobody wins, it is a tie.")
    else:
        print(f"The winner is Player {1 if s[0] > s[1] else 2}!")


if __name__ == "__main__":
    main()
