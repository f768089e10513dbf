"""
Joker Twins - Assignment 1, Introduction to Computer Science (CS-UH 1001).

A two-player memory game on a 6 x 6 board. The cards are the letters A-Q and
their lower-case twins a-q (generated from the board size, not typed in) plus
two Jokers "*". The cards are placed at random on a hidden board; the board
the players see shows "#" for a card face down and a space for a card that
has been removed.

Choices I made where the assignment does not say exactly what to do:
- The second card is asked for with the same prompt as the first one.
- A coordinate is the line that was typed, with the spaces around it taken
  off: an upper-case column letter and a row digit (like B3), so " B3 " is B3.
  Spaces inside it ("B 3"), a line of spaces only and an empty line are invalid
  input.
- A coordinate off the board, the first card of the turn again, or a place
  whose card is gone is refused with its own message, and the player is asked
  again.
- A Joker with a letter (in either order) is a twin: the letter's twin is
  turned over automatically (it is shown during the pause) and removed too,
  2 points. Two Jokers turned over together are a twin of 2 points.
- When only Jokers are left after a twin, they are shown turned over for two
  seconds and then removed, 1 point each for the player who found the last twin.
- The scores are always printed in the order of the turns: the player who
  started first.
- If the input ends (EOFError), the program stops quietly.
"""

import random  # for placing the cards and choosing the first player
import time    # for the two second pause
import os      # for clearing the screen

NUM_ROWS = 6       # constant variable for number of rows
NUM_COLS = 6       # constant variable for number of columns
NUM_PLAYERS = 2    # constant variable for number of players

FACE_DOWN = "#"    # a card that is not turned over
REMOVED = " "      # a place whose card has been removed
EMPTY = ""         # a place on the hidden board without a card (yet)
JOKER = "*"        # the Joker card
NUM_JOKERS = 2     # how many Jokers are in the game


def create_board(value):
    """Returns a new NUM_ROWS x NUM_COLS board (list of lists) filled with value."""
    board = []
    for row in range(NUM_ROWS):
        board_row = []
        for col in range(NUM_COLS):
            board_row.append(value)
        board.append(board_row)
    return board


def create_cards():
    """Returns the list of all cards: the letter twins A/a, B/b, ... and the Jokers."""
    cards = []
    num_twins = (NUM_ROWS * NUM_COLS - NUM_JOKERS) // 2
    for i in range(num_twins):
        cards.append(chr(ord("A") + i))  # upper-case letter
        cards.append(chr(ord("a") + i))  # its lower-case twin
    for i in range(NUM_JOKERS):
        cards.append(JOKER)
    return cards


def place_cards(hidden_board, cards):
    """Places every card at a random empty place of the hidden board."""
    for card in cards:
        placed = False
        while not placed:
            row = random.randint(0, NUM_ROWS - 1)
            col = random.randint(0, NUM_COLS - 1)
            if hidden_board[row][col] == EMPTY:
                hidden_board[row][col] = card
                placed = True


def create_visible_board(hidden_board):
    """Returns the board the players see: every card face down."""
    board = create_board(REMOVED)
    for row in range(NUM_ROWS):
        for col in range(NUM_COLS):
            if hidden_board[row][col] != EMPTY:
                board[row][col] = FACE_DOWN
    return board


def print_screen(board, scores, first_player):
    """Prints the scores (in the order of the turns) and the board."""
    for i in range(NUM_PLAYERS):
        player = (first_player + i) % NUM_PLAYERS
        print("Player " + str(player + 1) + " score: " + str(scores[player]))

    # the column letters
    letters = ""
    for col in range(NUM_COLS):
        letters = letters + "   " + chr(ord("A") + col)
    print(letters)

    line = " +" + "---+" * NUM_COLS
    print(line)
    for row in range(NUM_ROWS):
        row_text = str(row) + "|"
        for col in range(NUM_COLS):
            row_text = row_text + " " + board[row][col] + " |"
        print(row_text)
        print(line)


def read_coordinate(board, player, first_row, first_col):
    """Asks the player for a coordinate until a valid one is entered.

    first_row and first_col are the place of the card turned over first in
    this turn (-1 and -1 when asking for the first card).
    Returns the row and the column of the chosen card.
    """
    last_letter = chr(ord("A") + NUM_COLS - 1)
    last_digit = str(NUM_ROWS - 1)
    while True:
        text = input("Player " + str(player + 1) + ": Enter a coordinate (e.g. B3): ").strip()

        # the format: exactly a column letter and a row digit
        if len(text) != 2:
            print("Invalid input: enter a column letter from A to " + last_letter
                  + " and a row number from 0 to " + last_digit + ", like B3.")
            continue
        letter = text[0]
        digit = text[1]
        if not ("A" <= letter <= "Z") or not ("0" <= digit <= "9"):
            print("Invalid input: enter a column letter from A to " + last_letter
                  + " and a row number from 0 to " + last_digit + ", like B3.")
            continue

        col = ord(letter) - ord("A")
        row = int(digit)
        if row >= NUM_ROWS or col >= NUM_COLS:
            print("Invalid coordinate: " + text + " is not on the board (columns A to "
                  + last_letter + ", rows 0 to " + last_digit + ").")
        elif row == first_row and col == first_col:
            print("Invalid coordinate: the card at " + text + " is already turned over.")
        elif board[row][col] == REMOVED:
            print("Invalid coordinate: the card at " + text + " has already been removed.")
        else:
            return row, col


def twin_of(letter):
    """Returns the twin of a letter: the same letter in the other case."""
    if letter.isupper():
        return letter.lower()
    return letter.upper()


def find_card(hidden_board, board, card):
    """Returns the row and column of a card that is still on the board."""
    for row in range(NUM_ROWS):
        for col in range(NUM_COLS):
            if hidden_board[row][col] == card and board[row][col] != REMOVED:
                return row, col
    return -1, -1


def remove_card(hidden_board, board, row, col):
    """Removes the card at row, col from the game."""
    board[row][col] = REMOVED
    hidden_board[row][col] = EMPTY


def count_cards(board):
    """Returns how many cards are still on the board."""
    count = 0
    for row in range(NUM_ROWS):
        for col in range(NUM_COLS):
            if board[row][col] != REMOVED:
                count = count + 1
    return count


def only_jokers_left(hidden_board, board):
    """Returns True if there are cards left and all of them are Jokers."""
    if count_cards(board) == 0:
        return False
    for row in range(NUM_ROWS):
        for col in range(NUM_COLS):
            if board[row][col] != REMOVED and hidden_board[row][col] != JOKER:
                return False
    return True


def pause_and_clear():
    """Pauses for two seconds so both players can see the cards, then clears the screen."""
    time.sleep(2)  # pause the program for 2 seconds
    os.system("clear")  # clears the screen


def play_game():
    """Plays one whole game of Joker Twins."""
    # the hidden board with the actual cards
    hidden_board = create_board(EMPTY)
    place_cards(hidden_board, create_cards())
    # the board the players see
    board = create_visible_board(hidden_board)

    scores = []
    for i in range(NUM_PLAYERS):
        scores.append(0)

    # the player who starts (also listed first for the whole game)
    turn = random.randint(0, NUM_PLAYERS - 1)
    first_player = turn

    print_screen(board, scores, first_player)
    while count_cards(board) > 0:
        # the first card of the turn
        row1, col1 = read_coordinate(board, turn, -1, -1)
        board[row1][col1] = hidden_board[row1][col1]
        print_screen(board, scores, first_player)

        # the second card of the turn
        row2, col2 = read_coordinate(board, turn, row1, col1)
        board[row2][col2] = hidden_board[row2][col2]

        card1 = hidden_board[row1][col1]
        card2 = hidden_board[row2][col2]
        points = 0
        twin_row = -1
        twin_col = -1
        if card1 == JOKER and card2 == JOKER:
            points = 2
        elif card1 == JOKER or card2 == JOKER:
            # a Joker and a letter: the letter's twin is turned over too
            if card1 == JOKER:
                letter = card2
            else:
                letter = card1
            twin_row, twin_col = find_card(hidden_board, board, twin_of(letter))
            board[twin_row][twin_col] = hidden_board[twin_row][twin_col]
            points = 2
        elif card2 == twin_of(card1):
            points = 1

        # show the turned over cards, with nothing below the board
        print_screen(board, scores, first_player)
        pause_and_clear()

        if points > 0:
            # a twin: the cards are removed and the same player goes on
            remove_card(hidden_board, board, row1, col1)
            remove_card(hidden_board, board, row2, col2)
            if twin_row != -1:
                remove_card(hidden_board, board, twin_row, twin_col)
            scores[turn] = scores[turn] + points

            # only Jokers left: they are turned over and count for this player
            if only_jokers_left(hidden_board, board):
                jokers = []
                for row in range(NUM_ROWS):
                    for col in range(NUM_COLS):
                        if board[row][col] != REMOVED:
                            board[row][col] = hidden_board[row][col]
                            jokers.append([row, col])
                print_screen(board, scores, first_player)
                pause_and_clear()
                for joker in jokers:
                    remove_card(hidden_board, board, joker[0], joker[1])
                    scores[turn] = scores[turn] + 1
        else:
            # no twin: the cards are turned face down and the other player plays
            board[row1][col1] = FACE_DOWN
            board[row2][col2] = FACE_DOWN
            turn = (turn + 1) % NUM_PLAYERS

        print_screen(board, scores, first_player)

    # the game is over: no cards are left
    print("Game over!")
    if scores[0] > scores[1]:
        print("Player 1 wins with " + str(scores[0]) + " points against " + str(scores[1]) + ".")
    elif scores[1] > scores[0]:
        print("Player 2 wins with " + str(scores[1]) + " points against " + str(scores[0]) + ".")
    else:
        print("It's a tie: " + str(scores[0]) + " points each.")


def main():
    try:
        play_game()
    except EOFError:
        # the input ended before the game was over: stop quietly
        return


main()
