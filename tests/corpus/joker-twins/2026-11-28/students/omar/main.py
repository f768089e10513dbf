"""Joker Twins - memory game for two players (CS-UH 1001, Assignment 1).

Written by Omar.
"""
import os
import random
import sys
import time

NUM_ROWS = 6      # constant variable for number of rows
NUM_COLS = 6      # constant variable for number of columns
NUM_PLAYERS = 2   # constant variable for number of players

JOKER = "*"
HIDDEN = "#"
GONE = " "

if os.environ.get("SEED") is not None:
    random.seed(int(os.environ.get("SEED")))


def makeDeck():
    """All letter twins for the board size (A/a, B/b, ...) plus two Jokers."""
    deck = []
    numberOfTwins = (NUM_ROWS * NUM_COLS - 2) // 2
    letter = "A"
    for _ in range(numberOfTwins):
        deck.append(letter)
        deck.append(letter.lower())
        letter = chr(ord(letter) + 1)
    deck.append(JOKER)
    deck.append(JOKER)
    return deck


def makeHiddenBoard():
    """Shuffle the deck with randint and lay it out row by row."""
    deck = makeDeck()
    shuffled = []
    while len(deck) > 0:
        shuffled.append(deck.pop(random.randint(0, len(deck) - 1)))
    hiddenBoard = []
    for r in range(NUM_ROWS):
        hiddenBoard.append(shuffled[r * NUM_COLS:r * NUM_COLS + NUM_COLS])
    return hiddenBoard


def printGame(board, scores, order):
    for p in order:
        print(f"Player {p + 1} score: {scores[p]}")
    header = "   " + "   ".join(chr(ord("A") + c) for c in range(NUM_COLS))
    border = " +" + "---+" * NUM_COLS
    print(header)
    print(border)
    for r in range(NUM_ROWS):
        print(str(r) + "|" + "|".join(f" {card} " for card in board[r]) + "|")
        print(border)


def clearScreen():
    sys.stdout.flush()
    os.system("clear")


def readCoordinate(player, board, text):
    """Keep asking until the input is a coordinate of a card on the board."""
    while True:
        try:
            answer = input(f"Player {player + 1}: {text} (e.g. B3): ")
        except EOFError:
            print("\nNo more input, bye.")
            sys.exit(0)
        if (len(answer) != 2 or not ("A" <= answer[0] < chr(ord("A") + NUM_COLS))
                or answer[1] not in [str(d) for d in range(NUM_ROWS)]):
            print("Wrong input, please enter something like B3.")
            continue
        row = int(answer[1])
        col = ord(answer[0]) - ord("A")
        if board[row][col] == GONE:
            print("This card has already been removed, pick another one.")
            continue
        return row, col


def findTwin(hiddenBoard, board, card):
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if hiddenBoard[r][c] == card.swapcase() and board[r][c] != GONE:
                return r, c
    return None


def countLetters(hiddenBoard, board):
    count = 0
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if board[r][c] != GONE and hiddenBoard[r][c] != JOKER:
                count += 1
    return count


def playTurn(hiddenBoard, board, scores, order, player):
    """One turn of two cards. Returns the points the player gets."""
    r1, c1 = readCoordinate(player, board, "Enter a coordinate")
    board[r1][c1] = hiddenBoard[r1][c1]
    clearScreen()
    printGame(board, scores, order)
    r2, c2 = readCoordinate(player, board, "Enter another coordinate")
    board[r2][c2] = hiddenBoard[r2][c2]
    card1 = hiddenBoard[r1][c1]
    card2 = hiddenBoard[r2][c2]
    toRemove = [(r1, c1), (r2, c2)]

    if card1 == JOKER and card2 == JOKER:
        points = 1                      # the two Jokers are a twin
    elif card1 == JOKER or card2 == JOKER:
        other = card2 if card1 == JOKER else card1
        tr, tc = findTwin(hiddenBoard, board, other)
        board[tr][tc] = hiddenBoard[tr][tc]
        toRemove.append((tr, tc))
        points = 2                      # twin + Joker
    elif card1 != card2 and card1.upper() == card2.upper():
        points = 1
    else:
        points = 0

    clearScreen()
    printGame(board, scores, order)
    time.sleep(2)
    clearScreen()

    for r, c in toRemove:
        if points > 0:
            board[r][c] = GONE
        else:
            board[r][c] = HIDDEN
    return points


def main():
    hiddenBoard = makeHiddenBoard()
    board = [[HIDDEN for _ in range(NUM_COLS)] for _ in range(NUM_ROWS)]
    scores = [0] * NUM_PLAYERS
    turn = random.randint(0, NUM_PLAYERS - 1)
    order = [turn, (turn + 1) % NUM_PLAYERS]

    printGame(board, scores, order)
    while True:
        points = playTurn(hiddenBoard, board, scores, order, turn)
        if points == 0:
            turn = (turn + 1) % NUM_PLAYERS
        else:
            scores[turn] += points
            if countLetters(hiddenBoard, board) == 0:
                break
        printGame(board, scores, order)

    # only Jokers can be left now, each one is a point for the current player
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if board[r][c] != GONE:
                board[r][c] = GONE
                scores[turn] += 1
    printGame(board, scores, order)
    print("Game Over!")
    print(f"Final score - Player {order[0] + 1}: {scores[order[0]]} | "
          f"Player {order[1] + 1}: {scores[order[1]]}")
    if scores[0] > scores[1]:
        print("Player 1 is the winner!")
    elif scores[1] > scores[0]:
        print("Player 2 is the winner!")
    else:
        print("It's a draw!")


if __name__ == "__main__":
    main()
