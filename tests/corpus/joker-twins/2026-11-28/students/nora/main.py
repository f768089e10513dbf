# Joker Twins
# CS-UH 1001 Introduction to Computer Science, Assignment 1
# by Nora

import random
import time
import os
import sys

NUM_ROWS = 6  # constant variable for number of rows
NUM_COLS = 6  # constant variable for number of columns
NUM_PLAYERS = 2  # constant variable for number of players

# seed for testing
seed = os.getenv("SEED")
if seed != None:
    random.seed(int(seed))


def clear_screen():
    sys.stdout.flush()  # print everything before clearing
    os.system("clear")


def print_board(board, scores, player_order):
    # print the scores in the order of the turns
    for p in player_order:
        print("Player", p + 1, "score:", scores[p])
    # column letters
    header = "  "
    for col in range(NUM_COLS):
        header = header + " " + chr(ord("A") + col) + "  "
    print(header.rstrip())
    line = " +"
    for col in range(NUM_COLS):
        line = line + "---+"
    print(line)
    for row in range(NUM_ROWS):
        text = str(row) + "|"
        for col in range(NUM_COLS):
            text = text + " " + board[row][col] + " |"
        print(text)
        print(line)


def check_input(user_input, board):
    # returns the row and the column or -1, -1 if the input is not valid
    if len(user_input) != 2:
        print("Invalid input! Please try again.")
        return -1, -1
    letter = user_input[0].upper()
    digit = user_input[1]
    if letter < "A" or letter > chr(ord("A") + NUM_COLS - 1):
        print("Invalid input! Please try again.")
        return -1, -1
    if digit not in "0123456789"[:NUM_ROWS]:
        print("Invalid input! Please try again.")
        return -1, -1
    row = int(digit)
    col = ord(letter) - ord("A")
    if board[row][col] != "#":
        print("This card is already open or gone! Please try again.")
        return -1, -1
    return row, col


def get_coordinate(player, board):
    row = -1
    col = -1
    while row == -1:
        try:
            user_input = input("Player " + str(player + 1) + ": Enter a coordinate (e.g. B3): ")
        except EOFError:
            print()
            sys.exit(0)
        row, col = check_input(user_input, board)
    return row, col


# create the list of letters A..Q and a..q
num_twins = (NUM_ROWS * NUM_COLS - 2) // 2
letters = []
for i in range(num_twins):
    letters.append(chr(ord("A") + i))
    letters.append(chr(ord("a") + i))
letters.append("*")
letters.append("*")

# hidden board: put every letter on a random empty place
hidden = []
for row in range(NUM_ROWS):
    hidden.append([""] * NUM_COLS)
for card in letters:
    placed = False
    while not placed:
        row = random.randint(0, NUM_ROWS - 1)
        col = random.randint(0, NUM_COLS - 1)
        if hidden[row][col] == "":
            hidden[row][col] = card
            placed = True

# board that the players see
board = []
for row in range(NUM_ROWS):
    board.append(["#"] * NUM_COLS)

scores = [0, 0]
turn = random.randint(0, NUM_PLAYERS - 1)
player_order = [turn, (turn + 1) % NUM_PLAYERS]
twins_found = 0

print_board(board, scores, player_order)

while twins_found < num_twins:
    # first card
    r1, c1 = get_coordinate(turn, board)
    board[r1][c1] = hidden[r1][c1]
    clear_screen()
    print_board(board, scores, player_order)

    # second card
    r2, c2 = get_coordinate(turn, board)
    board[r2][c2] = hidden[r2][c2]
    card1 = hidden[r1][c1]
    card2 = hidden[r2][c2]

    points = 0
    if card1 == "*" and card2 == "*":
        points = 2
    elif card1 == "*" or card2 == "*":
        if card1 == "*":
            other = card2
        else:
            other = card1
        # find the twin of the other card and turn it over too
        for row in range(NUM_ROWS):
            for col in range(NUM_COLS):
                if hidden[row][col] == other.swapcase():
                    board[row][col] = hidden[row][col]
                    twin_row = row
                    twin_col = col
        points = 2
        twins_found = twins_found + 1
    elif card1 != card2 and card1.lower() == card2.lower():
        points = 1
        twins_found = twins_found + 1

    clear_screen()
    print_board(board, scores, player_order)
    time.sleep(2)
    clear_screen()

    if points > 0:
        scores[turn] = scores[turn] + points
        board[r1][c1] = " "
        board[r2][c2] = " "
        if (card1 == "*") != (card2 == "*"):
            board[twin_row][twin_col] = " "
    else:
        board[r1][c1] = "#"
        board[r2][c2] = "#"
        turn = (turn + 1) % NUM_PLAYERS

    print_board(board, scores, player_order)

print("The game is over!")
if scores[0] > scores[1]:
    print("Player 1 wins with", scores[0], "points! Player 2 has", scores[1], "points.")
elif scores[1] > scores[0]:
    print("Player 2 wins with", scores[1], "points! Player 1 has", scores[0], "points.")
else:
    print("It's a tie! Both players have", scores[0], "points.")
