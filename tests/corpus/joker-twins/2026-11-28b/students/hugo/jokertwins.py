"""
CS-UH 1001 - Assignment 1: Joker Twins
Hugo

Two players take turns turning over two cards of a 6x6 board. Upper and lower
case of the same letter are twins. A Joker (*) makes a twin with the other card
turned over in the same turn, the missing twin is turned over automatically.
"""
import os
import random
import time

NUM_ROWS = 6     # constant variable for number of rows
NUM_COLS = 6     # constant variable for number of columns
NUM_PLAYERS = 2  # constant variable for number of players

JOKER = "*"
HIDDEN = "#"
EMPTY = " "


class EndOfInput(Exception):
    """Raised when there is nothing left to read from the keyboard."""


def make_letters():
    """Builds A,a,B,b,... for all places of the board except the two Jokers."""
    letters = []
    pairs = (NUM_ROWS * NUM_COLS - 2) // 2
    code = ord("A")
    for _ in range(pairs):
        letters.append(chr(code))
        letters.append(chr(code).lower())
        code += 1
    return letters


def make_hidden_board():
    """Places letters and Jokers at random places of the hidden board."""
    cards = make_letters() + [JOKER, JOKER]
    free = []  # every (row, col) that has no card yet
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            free.append((r, c))
    hidden = [[None for _ in range(NUM_COLS)] for _ in range(NUM_ROWS)]
    for card in cards:
        r, c = free.pop(random.randint(0, len(free) - 1))
        hidden[r][c] = card
    return hidden


def print_game(board, scores, first_player):
    """Scores of both players (in order of turns) and the board."""
    player = first_player
    for _ in range(NUM_PLAYERS):
        print(f"Player {player + 1} score: {scores[player]}")
        player = (player + 1) % NUM_PLAYERS
    print("   " + "   ".join(chr(ord("A") + c) for c in range(NUM_COLS)))
    border = " +" + "---+" * NUM_COLS
    print(border)
    for r in range(NUM_ROWS):
        cells = "".join(f" {board[r][c]} |" for c in range(NUM_COLS))
        print(f"{r}|{cells}")
        print(border)


def redraw(board, scores, first_player):
    os.system("clear")
    print_game(board, scores, first_player)


def parse(text):
    """Turns e.g. 'B4' into (4, 1). Returns None if it is not a coordinate."""
    if len(text) != 2:
        return None
    col = ord(text[0]) - ord("A")
    row = ord(text[1]) - ord("0")
    if 0 <= col < NUM_COLS and 0 <= row < NUM_ROWS:
        return row, col
    return None


def get_coordinate(player, board, scores, first_player, prompt):
    """Keeps asking until the player picks a card that is face down."""
    message = ""
    while True:
        if message:
            redraw(board, scores, first_player)
            print(message)
        try:
            text = input(f"Player {player + 1}: {prompt} (e.g. B3): ")
        except EOFError:
            raise EndOfInput()
        spot = parse(text)
        if spot is None:
            message = (f"'{text}' is not a valid coordinate. Use a column A-"
                       f"{chr(ord('A') + NUM_COLS - 1)} and a row 0-{NUM_ROWS - 1}.")
        elif board[spot[0]][spot[1]] == EMPTY:
            message = f"There is no card at {text} anymore. Pick another one."
        elif board[spot[0]][spot[1]] != HIDDEN:
            message = f"The card at {text} is already turned over. Pick another one."
        else:
            return spot


def is_twin(a, b):
    return a != b and a.upper() == b.upper()


def cards_left(board, hidden, include_jokers):
    total = 0
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if board[r][c] != EMPTY and (include_jokers or hidden[r][c] != JOKER):
                total += 1
    return total


def play():
    hidden = make_hidden_board()
    board = [[HIDDEN] * NUM_COLS for _ in range(NUM_ROWS)]
    scores = [0] * NUM_PLAYERS
    turn = random.randint(0, NUM_PLAYERS - 1)
    first_player = turn

    while cards_left(board, hidden, include_jokers=False) > 0:
        redraw(board, scores, first_player)
        r1, c1 = get_coordinate(turn, board, scores, first_player, "Enter a coordinate")
        board[r1][c1] = hidden[r1][c1]
        redraw(board, scores, first_player)
        r2, c2 = get_coordinate(turn, board, scores, first_player,
                                "Enter the second coordinate")
        board[r2][c2] = hidden[r2][c2]

        card1, card2 = hidden[r1][c1], hidden[r2][c2]
        found = []
        points = 0
        if card1 == JOKER or card2 == JOKER:
            found = [(r1, c1), (r2, c2)]
            points = 2
            other = card2 if card1 == JOKER else card1
            if other != JOKER:
                # turn over the twin of the letter as well
                for r in range(NUM_ROWS):
                    for c in range(NUM_COLS):
                        if board[r][c] == HIDDEN and hidden[r][c] == other.swapcase():
                            board[r][c] = hidden[r][c]
                            found.append((r, c))
        elif is_twin(card1, card2):
            found = [(r1, c1), (r2, c2)]
            points = 1

        # show the cards for two seconds, nothing below the board
        redraw(board, scores, first_player)
        time.sleep(2)

        if found:
            for r, c in found:
                board[r][c] = EMPTY
            scores[turn] += points
        else:
            board[r1][c1] = HIDDEN
            board[r2][c2] = HIDDEN
            turn = (turn + 1) % NUM_PLAYERS

    # only Jokers can be left now -> they go to the player of the final twin
    jokers = cards_left(board, hidden, include_jokers=True)
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if board[r][c] == HIDDEN:
                board[r][c] = hidden[r][c]
    scores[turn] += jokers

    redraw(board, scores, first_player)
    print()
    print("Game over!")
    if jokers:
        print(f"{jokers} Joker(s) turned over automatically, "
              f"+{jokers} for Player {turn + 1}.")
    if scores[0] == scores[1]:
        print(f"It is a tie, both players have {scores[0]} points.")
    else:
        winner = 0 if scores[0] > scores[1] else 1
        loser = 1 - winner
        print(f"Player {winner + 1} won with {scores[winner]} points "
              f"against {scores[loser]} points of Player {loser + 1}.")


def main():
    seed = os.environ.get("SEED")
    random.seed(int(seed) if seed and seed.isdigit() else (seed or time.time()))
    try:
        play()
    except (EndOfInput, KeyboardInterrupt):
        print()


if __name__ == "__main__":
    main()
