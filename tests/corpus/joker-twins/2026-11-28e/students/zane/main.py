"""Joker Twins -- zane -- CS-UH 1001 A1.

The board is kept as flat lists of NUM_ROWS*NUM_COLS cells;
cell i is row i // NUM_COLS, column i % NUM_COLS.
"""
import os
import random
import sys
import time

NUM_ROWS = 6
NUM_COLS = 6
NUM_PLAYERS = 2

COLUMNS = "".join(chr(ord("A") + i) for i in range(NUM_COLS))   # "ABCDEF"
ROWS = "".join(str(i) for i in range(NUM_ROWS))                  # "012345"


def seed():
    s = os.environ.get("SEED")
    random.seed(int(s) if s and s.isdigit() else (s or time.time_ns()))


def new_deck():
    """Twins A/a ... generated from the board size, plus 2 Jokers."""
    n = (NUM_ROWS * NUM_COLS - 2) // 2
    deck = [chr(ord("A") + i) + chr(ord("a") + i) for i in range(n)]
    deck = [ch for pair in deck for ch in pair] + ["*", "*"]
    # selection shuffle with randint
    out = []
    while deck:
        out.append(deck.pop(random.randint(0, len(deck) - 1)))
    return out


def draw(face, scores):
    for p in range(NUM_PLAYERS):
        print(f"Player {p + 1} score: {scores[p]}")
    print("   " + "   ".join(COLUMNS))
    bar = " +" + "---+" * NUM_COLS
    print(bar)
    for r in range(NUM_ROWS):
        print(ROWS[r] + "|" + "|".join(f" {face[r * NUM_COLS + c]} " for c in range(NUM_COLS)) + "|")
        print(bar)


def ask(player, face, second):
    what = "Second card, enter a coordinate" if second else "Enter a coordinate"
    while True:
        try:
            s = input(f"Player {player + 1}: {what} (e.g. B3): ")
        except (EOFError, KeyboardInterrupt):
            print()
            sys.exit(0)
        if len(s) != 2 or s[0] not in COLUMNS or s[1] not in ROWS:
            print("Error: invalid input, please enter something like B3.")
        elif face[ROWS.index(s[1]) * NUM_COLS + COLUMNS.index(s[0])] != "#":
            print("Error: there is no face-down card at " + s + ".")
        else:
            return ROWS.index(s[1]) * NUM_COLS + COLUMNS.index(s[0])


def main():
    try:
        sys.stdin.reconfigure(errors="replace")
    except (AttributeError, ValueError):
        pass
    seed()
    cards = new_deck()
    face = ["#"] * (NUM_ROWS * NUM_COLS)
    scores = [0] * NUM_PLAYERS
    turn = random.randint(0, NUM_PLAYERS - 1)

    while any(face[i] != " " and cards[i] != "*" for i in range(len(cards))):
        draw(face, scores)
        i = ask(turn, face, False)
        face[i] = cards[i]
        draw(face, scores)
        j = ask(turn, face, True)
        face[j] = cards[j]
        a, b = cards[i], cards[j]

        draw(face, scores)
        sys.stdout.flush()
        time.sleep(2)
        os.system("clear")

        if a == "*" and b == "*":
            pts = 2
        elif a == "*" or b == "*" or (a != b and a.lower() == b.lower()):
            pts = 1
        else:
            pts = 0

        if pts:
            face[i] = face[j] = " "
            if (a == "*") != (b == "*"):
                want = (b if a == "*" else a).swapcase()
                face[cards.index(want)] = " "
            scores[turn] += pts
        else:
            face[i] = face[j] = "#"
            turn = (turn + 1) % NUM_PLAYERS

    # Jokers still lying there go to the player who took the last twin
    for i in range(len(face)):
        if face[i] != " ":
            face[i] = " "
            scores[turn] += 1

    draw(face, scores)
    print("GAME OVER - " + ", ".join(f"Player {p + 1}: {scores[p]}" for p in range(NUM_PLAYERS)))
    best = max(scores)
    if scores.count(best) > 1:
        print("Nobody won, it is a draw.")
    else:
        print(f"Player {scores.index(best) + 1} won!")


if __name__ == "__main__":
    main()
