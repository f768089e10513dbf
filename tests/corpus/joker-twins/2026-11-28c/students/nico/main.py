# Joker Twins
# by Nico
#
# Memory game for 2 players. Find the twins (upper + lower case letter).
# Two jokers "*" make a twin with any card.

import random
import time
import os
import sys

NUM_ROWS = 6  # constant variable for number of rows
NUM_COLS = 6  # constant variable for number of columns
NUM_PLAYERS = 2  # constant variable for number of players

# random seed (SEED env variable is used for testing)
if os.environ.get("SEED"):
    try:
        random.seed(int(os.environ["SEED"]))
    except ValueError:
        random.seed(os.environ["SEED"])
else:
    random.seed(time.time())

try:
    sys.stdin.reconfigure(errors="replace")
except Exception:
    pass

letters_cols = []
for i in range(NUM_COLS):
    letters_cols.append(chr(65 + i))

# hidden board with the real cards
hidden_board = []
for i in range(NUM_ROWS):
    hidden_board.append([""] * NUM_COLS)

# board that the players see
board = []
for i in range(NUM_ROWS):
    board.append(["#"] * NUM_COLS)

# make the list of cards: A a B b C c ... and 2 jokers
all_cards = []
number_of_twins = (NUM_ROWS * NUM_COLS - 2) // 2
for i in range(number_of_twins):
    all_cards.append(chr(65 + i))
    all_cards.append(chr(97 + i))
all_cards.append("*")
all_cards.append("*")

# put the cards on the hidden board: take a random card out of the list
# for every cell
for r in range(NUM_ROWS):
    for c in range(NUM_COLS):
        k = random.randint(0, len(all_cards) - 1)
        hidden_board[r][c] = all_cards[k]
        all_cards.pop(k)

scores = [0, 0]
turn = random.randint(0, NUM_PLAYERS - 1)
players_order = [turn, (turn + 1) % NUM_PLAYERS]


def print_board():
    print()
    for p in players_order:
        print("Player", p + 1, "score:", scores[p])
    print("   " + "   ".join(letters_cols))
    print(" +" + "---+" * NUM_COLS)
    for r in range(NUM_ROWS):
        row = str(r) + "|"
        for c in range(NUM_COLS):
            row = row + " " + board[r][c] + " |"
        print(row)
        print(" +" + "---+" * NUM_COLS)


def get_coordinate(which):
    while True:
        try:
            text = input("Player " + str(turn + 1) + ": Enter " + which + " (e.g. B3): ")
        except (EOFError, KeyboardInterrupt):
            print("\nBye")
            sys.exit(0)
        text = text.strip().upper()
        if len(text) != 2:
            print("Wrong input! Please type a letter and a number, for example B3.")
            continue
        if text[0] not in letters_cols or text[1] not in "012345"[:NUM_ROWS]:
            print("Wrong input! Column must be A-" + letters_cols[-1] + " and row 0-" + str(NUM_ROWS - 1) + ".")
            continue
        r = int(text[1])
        c = letters_cols.index(text[0])
        if board[r][c] == " ":
            print("This card is already gone! Pick another one.")
            continue
        if board[r][c] != "#":
            print("This card is already turned over! Pick another one.")
            continue
        return r, c


def cards_left():
    count = 0
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if hidden_board[r][c] != " " and hidden_board[r][c] != "*":
                count += 1
    return count


def clear():
    sys.stdout.flush()
    os.system("clear")


clear()
print("JOKER TWINS - Player", turn + 1, "begins")
while cards_left() > 0:
    print_board()
    r1, c1 = get_coordinate("a coordinate")
    board[r1][c1] = hidden_board[r1][c1]
    print_board()
    r2, c2 = get_coordinate("the 2nd coordinate")
    board[r2][c2] = hidden_board[r2][c2]

    card1 = hidden_board[r1][c1]
    card2 = hidden_board[r2][c2]
    remove = [[r1, c1], [r2, c2]]
    points = 0
    if card1 == "*" and card2 == "*":
        points = 2
    elif card1 == "*" or card2 == "*":
        if card1 == "*":
            other = card2
        else:
            other = card1
        # find the twin of the other card and show it too
        for r in range(NUM_ROWS):
            for c in range(NUM_COLS):
                if hidden_board[r][c] != other and hidden_board[r][c].lower() == other.lower():
                    board[r][c] = hidden_board[r][c]
                    remove.append([r, c])
        points = 2
    elif card1 != card2 and card1.lower() == card2.lower():
        points = 1

    print_board()
    time.sleep(2)
    clear()

    if points > 0:
        for cell in remove:
            hidden_board[cell[0]][cell[1]] = " "
            board[cell[0]][cell[1]] = " "
        scores[turn] = scores[turn] + points
        print("Twin found! Player", turn + 1, "gets", points, "point(s) and goes again.")
    else:
        for cell in remove:
            board[cell[0]][cell[1]] = "#"
        turn = (turn + 1) % NUM_PLAYERS
        print("No twin. Now it's Player", turn + 1, "'s turn.")

# jokers that are still on the board go to the player who found the last twin
joker_left = False
for r in range(NUM_ROWS):
    for c in range(NUM_COLS):
        if hidden_board[r][c] == "*":
            joker_left = True
            hidden_board[r][c] = " "
            board[r][c] = " "
if joker_left:
    scores[turn] = scores[turn] + 1
    print("The joker(s) left on the board go to Player", turn + 1)

print_board()
print()
print("Game over!")
if scores[0] > scores[1]:
    print("Player 1 wins with", scores[0], "points! Player 2 has", scores[1], "points.")
elif scores[1] > scores[0]:
    print("Player 2 wins with", scores[1], "points! Player 1 has", scores[0], "points.")
else:
    print("It's a tie! Both have", scores[0], "points.")
