# Joker Twins - CS-UH 1001 Assignment 1 - wren
import random
import os
import sys
import time

NUM_ROWS = 6      # rows
NUM_COLS = 6      # columns
NUM_PLAYERS = 2   # players

# bad bytes in the input just count as an invalid coordinate
try:
    sys.stdin.reconfigure(errors="replace")
except (AttributeError, ValueError):
    pass

# seed: clock, or SEED env var for testing
if os.environ.get("SEED"):
    random.seed(os.environ["SEED"])
else:
    random.seed(time.time())

# build the cards: A/a, B/b, ... then two jokers
cards = []
for i in range((NUM_ROWS * NUM_COLS - 2) // 2):
    cards.append(chr(65 + i))
    cards.append(chr(97 + i))
cards.append("*")
cards.append("*")

# shuffle with randint (Fisher-Yates), then fill the hidden board row by row
for i in range(len(cards) - 1, 0, -1):
    j = random.randint(0, i)
    cards[i], cards[j] = cards[j], cards[i]
hidden = []
for r in range(NUM_ROWS):
    hidden.append(cards[r * NUM_COLS:(r + 1) * NUM_COLS])

board = []   # what the players see
for r in range(NUM_ROWS):
    board.append(["#"] * NUM_COLS)

score = [0] * NUM_PLAYERS
turn = random.randint(0, NUM_PLAYERS - 1)
first_player = turn


def show():
    # scores in turn order, then the board
    for k in range(NUM_PLAYERS):
        p = (first_player + k) % NUM_PLAYERS
        print("Player " + str(p + 1) + " score: " + str(score[p]))
    print("  " + "".join(" " + chr(65 + c) + "  " for c in range(NUM_COLS)).rstrip())
    print(" +" + "---+" * NUM_COLS)
    for r in range(NUM_ROWS):
        print(str(r) + "|" + "".join(" " + board[r][c] + " |" for c in range(NUM_COLS)))
        print(" +" + "---+" * NUM_COLS)


def get_cell():
    # ask until a face-down card is named; quit quietly at end of input
    while True:
        try:
            s = input("Player " + str(turn + 1) + ": Enter a coordinate (e.g. B3): ")
        except EOFError:
            sys.exit(0)
        if len(s) == 2 and s[0] in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:NUM_COLS] \
                and s[1] in "0123456789"[:NUM_ROWS]:
            r = int(s[1])
            c = ord(s[0]) - 65
            if board[r][c] == "#":
                return r, c
        print("Invalid input.")


def letters_left():
    n = 0
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if board[r][c] != " " and hidden[r][c] != "*":
                n += 1
    return n


while letters_left() > 0:
    show()
    r1, c1 = get_cell()
    board[r1][c1] = hidden[r1][c1]
    show()
    r2, c2 = get_cell()
    board[r2][c2] = hidden[r2][c2]
    a = hidden[r1][c1]
    b = hidden[r2][c2]

    # pause with both cards visible
    show()
    sys.stdout.flush()
    time.sleep(2)
    os.system("clear")

    if a == "*" or b == "*":
        # joker: the other letter's twin goes too
        if a != b:
            x = b if a == "*" else a
            for r in range(NUM_ROWS):
                for c in range(NUM_COLS):
                    if board[r][c] == "#" and hidden[r][c] == x.swapcase():
                        board[r][c] = " "
        board[r1][c1] = " "
        board[r2][c2] = " "
        score[turn] += 2
    elif a != b and a.upper() == b.upper():
        board[r1][c1] = " "
        board[r2][c2] = " "
        score[turn] += 1
    else:
        board[r1][c1] = "#"
        board[r2][c2] = "#"
        turn = (turn + 1) % NUM_PLAYERS

# leftover jokers go to whoever found the last twin
for r in range(NUM_ROWS):
    for c in range(NUM_COLS):
        if board[r][c] != " ":
            board[r][c] = " "
            score[turn] += 1

show()
print("Game over.")
if score[0] > score[1]:
    print("Player 1 wins " + str(score[0]) + " to " + str(score[1]) + ".")
elif score[1] > score[0]:
    print("Player 2 wins " + str(score[1]) + " to " + str(score[0]) + ".")
else:
    print("Tie, " + str(score[0]) + " each.")
