# Joker Twins - CS-UH 1001 Assignment 1
import os
import random
import sys
import time

NUM_ROWS = 6     # constant variable for number of rows
NUM_COLS = 6     # constant variable for number of columns
NUM_PLAYERS = 2  # constant variable for number of players

if os.getenv("SEED"):
    random.seed(os.getenv("SEED"))
else:
    random.seed(time.time())

COLS = "".join(chr(ord("A") + i) for i in range(NUM_COLS))  # "ABCDEF"


def draw(board, scores, order):
    # scores in turn order, then the board
    for p in order:
        print("Player %d score: %d" % (p + 1, scores[p]))
    line = " +" + "---+" * NUM_COLS
    print("   " + "   ".join(COLS))
    print(line)
    for r in range(NUM_ROWS):
        print(str(r) + "|" + "".join(" %s |" % board[r][c] for c in range(NUM_COLS)))
        print(line)


def ask(player, board):
    # returns (row, col) of a face down card
    while True:
        try:
            s = input("Player %d: Enter a coordinate (e.g. B3): " % (player + 1))
        except (EOFError, KeyboardInterrupt):
            print()
            sys.exit(0)
        if len(s) == 2 and s[0] in COLS and s[1] in "0123456789"[:NUM_ROWS]:
            r, c = int(s[1]), COLS.index(s[0])
            if board[r][c] == "#":
                return r, c
        print("Invalid input!")


# cards: A..Q and a..q plus two jokers
cards = []
for i in range((NUM_ROWS * NUM_COLS - 2) // 2):
    cards += [chr(ord("A") + i), chr(ord("a") + i)]
cards += ["*", "*"]

# shuffle with randint (Fisher-Yates), then fill the hidden board row by row
for i in range(len(cards) - 1, 0, -1):
    j = random.randint(0, i)
    cards[i], cards[j] = cards[j], cards[i]
hidden = [cards[r * NUM_COLS:(r + 1) * NUM_COLS] for r in range(NUM_ROWS)]
board = [["#"] * NUM_COLS for r in range(NUM_ROWS)]

scores = [0] * NUM_PLAYERS
turn = random.randint(0, NUM_PLAYERS - 1)
order = [(turn + i) % NUM_PLAYERS for i in range(NUM_PLAYERS)]


def letters_left():
    return any(board[r][c] != " " and hidden[r][c] != "*"
               for r in range(NUM_ROWS) for c in range(NUM_COLS))


while letters_left():
    os.system("clear")
    draw(board, scores, order)
    r1, c1 = ask(turn, board)
    board[r1][c1] = hidden[r1][c1]
    draw(board, scores, order)
    r2, c2 = ask(turn, board)
    board[r2][c2] = hidden[r2][c2]

    a, b = hidden[r1][c1], hidden[r2][c2]
    gone = []
    if a == "*" or b == "*":
        gone = [(r1, c1), (r2, c2)]
        if a != b:  # joker + letter: turn over the letter's twin too
            twin = (b if a == "*" else a).swapcase()
            for r in range(NUM_ROWS):
                for c in range(NUM_COLS):
                    if hidden[r][c] == twin and board[r][c] == "#":
                        board[r][c] = twin
                        gone.append((r, c))
        points = 2
    elif a != b and a.upper() == b.upper():
        gone = [(r1, c1), (r2, c2)]
        points = 1

    os.system("clear")
    draw(board, scores, order)
    time.sleep(2)

    if gone:
        for r, c in gone:
            board[r][c] = " "
        scores[turn] += points
    else:
        board[r1][c1] = board[r2][c2] = "#"
        turn = (turn + 1) % NUM_PLAYERS

# leftover jokers go to the player who found the last twin
for r in range(NUM_ROWS):
    for c in range(NUM_COLS):
        if board[r][c] == "#":
            board[r][c] = " "
            scores[turn] += 1

os.system("clear")
w = scores.index(max(scores))
print("Game over!")
for p in order:
    print("Player %d score: %d" % (p + 1, scores[p]))
if scores.count(max(scores)) > 1:
    print("It's a draw!")
else:
    print("Player %d wins!" % (w + 1))
