# Joker Twins -- Lea
import os
import sys
import time
import random

NUM_ROWS = 6
NUM_COLS = 6
NUM_PLAYERS = 2
JOKER = "*"

COLS = "".join(chr(ord("A") + i) for i in range(NUM_COLS))
ROWS = "".join(str(i) for i in range(NUM_ROWS))

seed = os.environ.get("SEED")
try:
    random.seed(int(seed))
except (TypeError, ValueError):
    random.seed(seed or time.time())
try:
    sys.stdin.reconfigure(errors="replace")
except Exception:
    pass

# cards: A/a .. Q/a plus two jokers, computed from the board size
cards = []
for i in range((NUM_ROWS * NUM_COLS - 2) // 2):
    cards += [chr(ord("A") + i), chr(ord("a") + i)]
cards += [JOKER, JOKER]

# shuffle with randint (Fisher-Yates), then fill the hidden board row by row
for i in range(len(cards) - 1, 0, -1):
    j = random.randint(0, i)
    cards[i], cards[j] = cards[j], cards[i]
hidden = [cards[r * NUM_COLS:(r + 1) * NUM_COLS] for r in range(NUM_ROWS)]
shown = [["#"] * NUM_COLS for _ in range(NUM_ROWS)]

score = [0] * NUM_PLAYERS
turn = random.randint(0, NUM_PLAYERS - 1)
first_player = turn


def draw():
    for k in range(NUM_PLAYERS):
        p = (first_player + k) % NUM_PLAYERS
        print("Player %d score: %d" % (p + 1, score[p]))
    print("   " + "   ".join(COLS))
    line = " +" + "---+" * NUM_COLS
    print(line)
    for r in range(NUM_ROWS):
        print(ROWS[r] + "|" + "".join(" %s |" % c for c in shown[r]))
        print(line)


def ask():
    while True:
        try:
            s = input("Player %d: Enter a coordinate (e.g. B3): " % (turn + 1)).strip()
        except (EOFError, KeyboardInterrupt):
            print()
            sys.exit(0)
        if len(s) == 2 and s[0] in COLS and s[1] in ROWS:
            r, c = ROWS.index(s[1]), COLS.index(s[0])
            if shown[r][c] == "#":
                return r, c
            print("Not available, try again.")
        else:
            print("Invalid input, try again.")


def clear():
    sys.stdout.flush()
    os.system("clear")


def letters_left():
    return any(c not in (JOKER, " ") for row in hidden for c in row)


while letters_left():
    draw()
    r1, c1 = ask()
    shown[r1][c1] = hidden[r1][c1]
    draw()
    r2, c2 = ask()
    shown[r2][c2] = hidden[r2][c2]
    a, b = hidden[r1][c1], hidden[r2][c2]
    got = [(r1, c1), (r2, c2)]
    pts = 0
    if a == JOKER or b == JOKER:
        pts = 2
        if a != b:  # joker + letter: the letter's twin comes along
            x = b if a == JOKER else a
            for r in range(NUM_ROWS):
                for c in range(NUM_COLS):
                    if hidden[r][c] == x.swapcase():
                        got.append((r, c))
                        shown[r][c] = x.swapcase()
    elif a != b and a.lower() == b.lower():
        pts = 1
    draw()
    sys.stdout.flush()
    time.sleep(2)
    clear()
    for r, c in got:
        if pts:
            hidden[r][c] = shown[r][c] = " "
        else:
            shown[r][c] = "#"
    if pts:
        score[turn] += pts
    else:
        turn = (turn + 1) % NUM_PLAYERS

# leftover jokers go to whoever found the last twin
left = sum(row.count(JOKER) for row in hidden)
if left:
    score[turn] += left
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if hidden[r][c] == JOKER:
                hidden[r][c] = shown[r][c] = " "
draw()
if left:
    print("%d joker(s) left over -> Player %d." % (left, turn + 1))
best = max(score)
if score.count(best) > 1:
    print("Game over. Tie!")
else:
    print("Game over. Player %d wins %d to %d." % (score.index(best) + 1, best, sum(score) - best))
