# CS-UH 1001 - Assignment 1 - Joker Twins
# a memory game for 2 players: find the upper/lower case twins, jokers help

import random  # imports the random module
import time
import os
import sys

NUM_ROWS = 6  # constant variable for number of rows
NUM_COLS = 6  # constant variable for number of columns
NUM_PLAYERS = 2  # constant variable for number of players

# symbols
HIDDEN = "#"
EMPTY = " "
JOKER = "*"

# the two boards: what players see, and the real cards
board = []
hidden_board = []
scores = []


def create_boards():
    global board, hidden_board
    board = []
    hidden_board = []
    for i in range(NUM_ROWS):
        board.append([])
        hidden_board.append([])
        for j in range(NUM_COLS):
            board[i].append(HIDDEN)
            hidden_board[i].append("")

    # make the letters: A a B b C c ...
    num_twins = (NUM_ROWS * NUM_COLS - 2) // 2
    letters = []
    for i in range(num_twins):
        letters.append(chr(65 + i))
        letters.append(chr(97 + i))
    letters.append(JOKER)
    letters.append(JOKER)

    # put every letter on a random empty place
    for letter in letters:
        placed = False
        while not placed:
            row = random.randint(0, NUM_ROWS - 1)
            col = random.randint(0, NUM_COLS - 1)
            if hidden_board[row][col] == "":
                hidden_board[row][col] = letter
                placed = True


def print_board(order):
    os.system("clear")
    for p in order:
        print("Player " + str(p + 1) + " score: " + str(scores[p]))
    header = "   "
    for j in range(NUM_COLS):
        header = header + chr(65 + j)
        if j < NUM_COLS - 1:
            header = header + "   "
    print(header)
    print(" +" + "---+" * NUM_COLS)
    for i in range(NUM_ROWS):
        line = str(i) + "|"
        for j in range(NUM_COLS):
            line = line + " " + board[i][j] + " |"
        print(line)
        print(" +" + "---+" * NUM_COLS)
    sys.stdout.flush()


def get_coordinate(player):
    # keeps asking until a card that is still on the board is chosen
    while True:
        coord = input("Player " + str(player + 1) + ": Enter a coordinate (e.g. B3): ")
        if len(coord) != 2:
            print("Invalid input! Please try again.")
            continue
        col = ord(coord[0]) - 65
        row = ord(coord[1]) - 48
        if col < 0 or col >= NUM_COLS or row < 0 or row >= NUM_ROWS:
            print("Invalid input! Please try again.")
            continue
        if hidden_board[row][col] == EMPTY:
            print("That card is not on the board anymore! Please try again.")
            continue
        return row, col


def count_letters():
    n = 0
    for i in range(NUM_ROWS):
        for j in range(NUM_COLS):
            if hidden_board[i][j] != EMPTY and hidden_board[i][j] != JOKER:
                n = n + 1
    return n


def count_jokers():
    n = 0
    for i in range(NUM_ROWS):
        for j in range(NUM_COLS):
            if hidden_board[i][j] == JOKER:
                n = n + 1
    return n


def main():
    global scores
    sys.stdin.reconfigure(errors="replace")
    if os.environ.get("SEED") != None:
        random.seed(os.environ.get("SEED"))
    else:
        random.seed(time.time())

    scores = [0] * NUM_PLAYERS
    turn = random.randint(0, NUM_PLAYERS - 1)
    order = []
    for i in range(NUM_PLAYERS):
        order.append((turn + i) % NUM_PLAYERS)
    create_boards()

    while count_letters() > 0:
        print_board(order)
        r1, c1 = get_coordinate(turn)
        board[r1][c1] = hidden_board[r1][c1]
        print_board(order)
        r2, c2 = get_coordinate(turn)
        board[r2][c2] = hidden_board[r2][c2]
        card1 = hidden_board[r1][c1]
        card2 = hidden_board[r2][c2]

        remove = []
        points = 0
        if card1 == JOKER and card2 == JOKER:
            # joker twins!
            points = 2
            remove = [(r1, c1), (r2, c2)]
        elif card1 == JOKER or card2 == JOKER:
            # joker + letter: turn over the twin of the letter too
            if card1 == JOKER:
                letter = card2
            else:
                letter = card1
            if letter.isupper():
                twin = letter.lower()
            else:
                twin = letter.upper()
            for i in range(NUM_ROWS):
                for j in range(NUM_COLS):
                    if hidden_board[i][j] == twin:
                        board[i][j] = twin
                        remove = [(r1, c1), (r2, c2), (i, j)]
            points = 2
        elif card1 != card2 and card1.upper() == card2.upper():
            points = 1
            remove = [(r1, c1), (r2, c2)]

        print_board(order)
        time.sleep(2)

        if points > 0:
            scores[turn] = scores[turn] + points
            for (i, j) in remove:
                board[i][j] = EMPTY
                hidden_board[i][j] = EMPTY
        else:
            board[r1][c1] = HIDDEN
            board[r2][c2] = HIDDEN
            turn = (turn + 1) % NUM_PLAYERS

    # all twins are found, the last player gets the joker
    if count_jokers() > 0:
        scores[turn] = scores[turn] + 1
        for i in range(NUM_ROWS):
            for j in range(NUM_COLS):
                if hidden_board[i][j] == JOKER:
                    board[i][j] = JOKER
                    hidden_board[i][j] = EMPTY

    print_board(order)
    print("GAME OVER!")
    for p in order:
        print("Player " + str(p + 1) + ": " + str(scores[p]) + " points")
    if scores[0] > scores[1]:
        print("The winner is Player 1!")
    elif scores[1] > scores[0]:
        print("The winner is Player 2!")
    else:
        print("It's a tie!")


try:
    main()
except EOFError:
    print()
except KeyboardInterrupt:
    print()
