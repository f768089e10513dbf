# Joker Twins - CS-UH 1001 Assignment 1
# Jon
import os
import random
import sys
import time

NUM_ROWS = 6  # constant variable for number of rows
NUM_COLS = 6  # constant variable for number of columns
NUM_PLAYERS = 2  # constant variable for number of players

if os.environ.get("SEED"):
    random.seed(int(os.environ["SEED"]))

COLS = "".join(chr(ord("A") + i) for i in range(NUM_COLS))
ROWS = "".join(str(i) for i in range(NUM_ROWS))


def read(prompt):
    # read a line, quit quietly at end of input
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def show(board, scores, order):
    for p in order:
        print("Player %d score: %d" % (p + 1, scores[p]))
    line = " +" + "---+" * NUM_COLS
    print("   " + "   ".join(COLS))
    print(line)
    for r in range(NUM_ROWS):
        print(ROWS[r] + "|" + "".join(" %s |" % x for x in board[r]))
        print(line)


def clear():
    sys.stdout.flush()
    os.system("clear")


def get_cell(player, board):
    # ask until the player names a face-down card
    while True:
        s = read("Player %d: Enter a coordinate (e.g. B3): " % (player + 1))
        if len(s) == 2 and s[0] in COLS and s[1] in ROWS:
            r, c = ROWS.index(s[1]), COLS.index(s[0])
            if board[r][c] == "#":
                return r, c
        print("Invalid input.")


# the cards: twins A/a, B/b, ... plus two Jokers
cards = []
for i in range((NUM_ROWS * NUM_COLS - 2) // 2):
    cards += [chr(ord("A") + i), chr(ord("a") + i)]
cards += ["*", "*"]

# place the cards at random free cells
hidden = [[None] * NUM_COLS for _ in range(NUM_ROWS)]
for card in cards:
    while True:
        r = random.randint(0, NUM_ROWS - 1)
        c = random.randint(0, NUM_COLS - 1)
        if hidden[r][c] is None:
            hidden[r][c] = card
            break

board = [["#"] * NUM_COLS for _ in range(NUM_ROWS)]
scores = [0] * NUM_PLAYERS
turn = random.randint(0, NUM_PLAYERS - 1)
order = [turn, (turn + 1) % NUM_PLAYERS]
left = len(cards) - 2  # letter cards still on the board

show(board, scores, order)
while left > 0:
    r1, c1 = get_cell(turn, board)
    board[r1][c1] = hidden[r1][c1]
    show(board, scores, order)
    r2, c2 = get_cell(turn, board)
    board[r2][c2] = hidden[r2][c2]
    a, b = hidden[r1][c1], hidden[r2][c2]
    gone = [(r1, c1), (r2, c2)]
    points = 0
    if a == "*" and b == "*":
        points = 2
    elif a == "*" or b == "*":
        x = (b if a == "*" else a).swapcase()
        for r in range(NUM_ROWS):
            for c in range(NUM_COLS):
                if hidden[r][c] == x:
                    board[r][c] = x
                    gone.append((r, c))
        points = 2
        left -= 2
    elif a != b and a.upper() == b.upper():
        points = 1
        left -= 2
    show(board, scores, order)
    time.sleep(2)
    clear()
    for r, c in gone:
        board[r][c] = " " if points else "#"
    if points:
        scores[turn] += points
    else:
        turn = (turn + 1) % NUM_PLAYERS
    if left == 0:
        # leftover Jokers count for the player who found the last twin
        for r in range(NUM_ROWS):
            for c in range(NUM_COLS):
                if board[r][c] == "#":
                    board[r][c] = " "
                    scores[turn] += 1
    show(board, scores, order)

w = 0 if scores[0] > scores[1] else 1
if scores[0] == scores[1]:
    print("Game over! It's a draw.")
else:
    print("Game over! Player %d wins %d to %d." % (w + 1, scores[w], scores[1 - w]))
