# Joker Twins - CS-UH 1001 Assignment 1
import os
import random
import sys
import time

NUM_ROWS = 6
NUM_COLS = 6
NUM_PLAYERS = 2

HIDDEN = "#"
EMPTY = " "
JOKER = "*"
NUM_JOKERS = 2

COLS = [chr(ord("A") + c) for c in range(NUM_COLS)]
ROWS = [str(r) for r in range(NUM_ROWS)]


def make_cards():
    # one upper/lower twin per letter, as many as fit next to the jokers
    cards = []
    for i in range((NUM_ROWS * NUM_COLS - NUM_JOKERS) // 2):
        cards.append(chr(ord("A") + i))
        cards.append(chr(ord("a") + i))
    return cards + [JOKER] * NUM_JOKERS


def make_hidden_board():
    board = [[None] * NUM_COLS for _ in range(NUM_ROWS)]
    for card in make_cards():
        r = random.randint(0, NUM_ROWS - 1)
        c = random.randint(0, NUM_COLS - 1)
        while board[r][c] is not None:
            r = random.randint(0, NUM_ROWS - 1)
            c = random.randint(0, NUM_COLS - 1)
        board[r][c] = card
    return board


def clear():
    sys.stdout.flush()
    os.system("clear")


def show(view, scores, order):
    clear()
    for p in order:
        print("Player %d score: %d" % (p + 1, scores[p]))
    print("   " + "   ".join(COLS))
    line = " +" + "---+" * NUM_COLS
    print(line)
    for r in range(NUM_ROWS):
        print(ROWS[r] + "|" + "".join(" %s |" % x for x in view[r]))
        print(line)


def ask(player, view):
    while True:
        s = input("Player %d: Enter a coordinate (e.g. B3): " % (player + 1))
        if len(s) == 2 and s[0] in COLS and s[1] in ROWS:
            r, c = ROWS.index(s[1]), COLS.index(s[0])
            if view[r][c] == HIDDEN:
                return r, c
        print("Invalid input. Try again.")


def find(board, card):
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if board[r][c] == card:
                return r, c


def main():
    sys.stdin.reconfigure(errors="replace")  # junk bytes = invalid input
    seed = os.environ.get("SEED")
    random.seed(int(seed) if seed and seed.lstrip("-").isdigit() else seed)

    turn = random.randint(0, NUM_PLAYERS - 1)
    order = [(turn + i) % NUM_PLAYERS for i in range(NUM_PLAYERS)]
    scores = [0] * NUM_PLAYERS
    hidden = make_hidden_board()
    view = [[HIDDEN] * NUM_COLS for _ in range(NUM_ROWS)]
    letters = NUM_ROWS * NUM_COLS - NUM_JOKERS
    jokers = NUM_JOKERS

    while letters > 0:
        show(view, scores, order)
        r1, c1 = ask(turn, view)
        view[r1][c1] = hidden[r1][c1]
        show(view, scores, order)
        r2, c2 = ask(turn, view)
        view[r2][c2] = hidden[r2][c2]
        a, b = hidden[r1][c1], hidden[r2][c2]
        cells = [(r1, c1), (r2, c2)]
        points = 0
        if a == JOKER and b == JOKER:
            points, jokers = 2, jokers - 2
        elif a == JOKER or b == JOKER:
            letter = b if a == JOKER else a
            tr, tc = find(hidden, letter.swapcase())
            view[tr][tc] = hidden[tr][tc]
            cells.append((tr, tc))
            points, jokers, letters = 2, jokers - 1, letters - 2
        elif a != b and a.lower() == b.lower():
            points, letters = 1, letters - 2
        show(view, scores, order)  # nothing below the board while paused
        sys.stdout.flush()
        time.sleep(2)
        for r, c in cells:
            if points:
                view[r][c] = hidden[r][c] = EMPTY
            else:
                view[r][c] = HIDDEN
        if points:
            scores[turn] += points
        else:
            turn = (turn + 1) % NUM_PLAYERS

    # leftover jokers go to whoever found the last twin
    scores[turn] += jokers
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if hidden[r][c] == JOKER:
                view[r][c] = JOKER
    show(view, scores, order)
    print("Game over!")
    best = max(scores)
    winners = [p for p in range(NUM_PLAYERS) if scores[p] == best]
    if len(winners) == 1:
        print("Player %d wins with %d points." % (winners[0] + 1, best))
    else:
        print("It's a tie with %d points each." % best)
    for p in order:
        print("Player %d: %d" % (p + 1, scores[p]))


if __name__ == "__main__":
    try:
        main()
    except (EOFError, KeyboardInterrupt):
        print()
        sys.exit(0)
