# ---------------------------------------------------------------
# Joker Twins (Assignment 1, Intro to CS)
# Student: Xavi
#
# Two players take turns turning over two cards. An upper case
# letter and its lower case letter are twins. A Joker ("*") makes
# a twin with the other card turned over in the same turn.
# ---------------------------------------------------------------
import random
import time
import os
import sys

NUM_ROWS = 6       # constant variable for number of rows
NUM_COLS = 6       # constant variable for number of columns
NUM_PLAYERS = 2    # constant variable for number of players

JOKER = "*"
HIDDEN = "#"
GONE = " "


def init_random():
    """Use SEED from the environment if it is there, otherwise the clock."""
    value = os.environ.get("SEED", "")
    if value.isdigit():
        random.seed(int(value))
    elif value != "":
        random.seed(value)
    else:
        random.seed(int(time.time() * 1000))


def create_cards():
    """Generate the letter twins (A/a, B/b, ...) and the two Jokers."""
    pairs = (NUM_ROWS * NUM_COLS - 2) // 2
    result = []
    letter = "A"
    for _ in range(pairs):
        result.append(letter)
        result.append(letter.lower())
        letter = chr(ord(letter) + 1)
    result.append(JOKER)
    result.append(JOKER)
    return result


def create_hidden_board():
    """Go over the board cell by cell and take a random card from the pile."""
    pile = create_cards()
    hidden_board = []
    for row in range(NUM_ROWS):
        hidden_row = []
        for col in range(NUM_COLS):
            index = random.randint(0, len(pile) - 1)
            hidden_row.append(pile.pop(index))
        hidden_board.append(hidden_row)
    return hidden_board


def print_game(board, scores, order):
    """Print the scores (in order of turns) and the board."""
    for player in order:
        print("Player", player + 1, "score:", scores[player])
    header = "   "
    for col in range(NUM_COLS):
        header = header + chr(ord("A") + col) + "   "
    print(header.rstrip())
    line = " +" + "---+" * NUM_COLS
    print(line)
    for row in range(NUM_ROWS):
        text = str(row) + "|"
        for col in range(NUM_COLS):
            text = text + " " + board[row][col] + " |"
        print(text)
        print(line)


def parse(text):
    """Turn e.g. 'B4' into (4, 1). Returns None for anything else."""
    if len(text) != 2:
        return None
    col = ord(text[0]) - ord("A")
    if not text[1] in "0123456789":
        return None
    row = int(text[1])
    if col < 0 or col >= NUM_COLS or row >= NUM_ROWS:
        return None
    return (row, col)


def get_coordinate(player, board, scores, order, prompt):
    """Ask until the player gives a card that is still face down."""
    while True:
        try:
            text = input("Player " + str(player + 1) + ": " + prompt + " (e.g. B3): ")
        except EOFError:
            print()
            sys.exit(0)
        pos = parse(text)
        if pos is None:
            message = "Invalid coordinate! Please try again."
        elif board[pos[0]][pos[1]] == GONE:
            message = "That card was already removed! Please try again."
        elif board[pos[0]][pos[1]] != HIDDEN:
            message = "That card is already turned over! Please try again."
        else:
            return pos
        print()
        print(message)
        print()
        print_game(board, scores, order)


def cards_left(board, hidden_board):
    """Count the letter cards (not Jokers) that are still on the board."""
    count = 0
    for row in range(NUM_ROWS):
        for col in range(NUM_COLS):
            if board[row][col] != GONE and hidden_board[row][col] != JOKER:
                count += 1
    return count


def main():
    try:
        sys.stdin.reconfigure(errors="replace")   # no crash on strange bytes
    except (AttributeError, ValueError):
        pass
    init_random()
    hidden_board = create_hidden_board()
    board = []
    for row in range(NUM_ROWS):
        board.append([HIDDEN] * NUM_COLS)
    scores = [0] * NUM_PLAYERS

    turn = random.randint(0, NUM_PLAYERS - 1)
    order = []
    for k in range(NUM_PLAYERS):
        order.append((turn + k) % NUM_PLAYERS)

    while cards_left(board, hidden_board) > 0:
        print_game(board, scores, order)
        r1, c1 = get_coordinate(turn, board, scores, order, "Enter a coordinate")
        board[r1][c1] = hidden_board[r1][c1]
        print()
        print_game(board, scores, order)
        r2, c2 = get_coordinate(turn, board, scores, order, "Enter the second coordinate")
        board[r2][c2] = hidden_board[r2][c2]
        card1 = hidden_board[r1][c1]
        card2 = hidden_board[r2][c2]

        # a Joker with a letter: turn over the twin of that letter as well
        twin_pos = None
        if (card1 == JOKER) != (card2 == JOKER):
            other = card2 if card1 == JOKER else card1
            for row in range(NUM_ROWS):
                for col in range(NUM_COLS):
                    if board[row][col] == HIDDEN and hidden_board[row][col] == other.swapcase():
                        twin_pos = (row, col)
                        board[row][col] = hidden_board[row][col]

        # show both cards for two seconds, then clear the screen
        print()
        print_game(board, scores, order)
        sys.stdout.flush()
        time.sleep(2)
        os.system("clear")

        if card1 == JOKER or card2 == JOKER:
            points = 2
        elif card1 != card2 and card1.lower() == card2.lower():
            points = 1
        else:
            points = 0

        if points > 0:
            board[r1][c1] = GONE
            board[r2][c2] = GONE
            if twin_pos is not None:
                board[twin_pos[0]][twin_pos[1]] = GONE
            scores[turn] += points
            print("Player", turn + 1, "found a twin and gets", points, "point(s)!")
        else:
            board[r1][c1] = HIDDEN
            board[r2][c2] = HIDDEN
            turn = (turn + 1) % NUM_PLAYERS
            print("No twin. Now it is Player " + str(turn + 1) + "'s turn.")
        print()

    # the Jokers that are left count for the player who found the last twin
    jokers = 0
    for row in range(NUM_ROWS):
        for col in range(NUM_COLS):
            if board[row][col] != GONE:
                board[row][col] = GONE
                jokers += 1
    if jokers > 0:
        scores[turn] += jokers
        print("The remaining", jokers, "Joker(s) are turned over automatically:",
              "Player", turn + 1, "gets", jokers, "more point(s).")
        print()

    print_game(board, scores, order)
    print()
    print("GAME OVER!")
    print("Final scores:", ", ".join("Player %d: %d" % (p + 1, scores[p]) for p in order))
    best = max(scores)
    if scores.count(best) > 1:
        print("It is a tie!")
    else:
        print("Player", scores.index(best) + 1, "is the winner!")


main()
