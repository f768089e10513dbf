# ------------------------------------------------------------
# CS-UH 1001  Assignment 1  -  Joker Twins
# Iris
# ------------------------------------------------------------
import random
import time
import os
import sys

NUM_ROWS = 6     # constant variable for number of rows
NUM_COLS = 6     # constant variable for number of columns
NUM_PLAYERS = 2  # constant variable for number of players

NUM_PAIRS = (NUM_ROWS * NUM_COLS - 2) // 2   # 17 twins -> A-Q / a-q

# random seed (SEED can be set for testing)
if "SEED" in os.environ:
    random.seed(os.environ["SEED"])
else:
    random.seed(time.time())


def createBoards():
    """returns (hiddenBoard, displayBoard)"""
    hiddenBoard = []
    displayBoard = []
    for r in range(NUM_ROWS):
        hiddenBoard.append([""] * NUM_COLS)
        displayBoard.append(["#"] * NUM_COLS)

    allCards = []
    for i in range(NUM_PAIRS):
        allCards.append(chr(65 + i))      # upper case letter
        allCards.append(chr(97 + i))      # its lower case twin
    allCards.append("*")
    allCards.append("*")

    # take a random card out of the list for every position of the board
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            idx = random.randint(0, len(allCards) - 1)
            hiddenBoard[r][c] = allCards.pop(idx)
    return hiddenBoard, displayBoard


def printBoard(displayBoard, scores, firstPlayer):
    os.system("clear")
    p = firstPlayer
    for i in range(NUM_PLAYERS):
        print("Player", p + 1, "score:", scores[p])
        p = (p + 1) % NUM_PLAYERS
    header = "  "
    for c in range(NUM_COLS):
        header = header + " " + chr(65 + c) + "  "
    print(header.rstrip())
    print(" +" + "---+" * NUM_COLS)
    for r in range(NUM_ROWS):
        row = str(r) + "|"
        for c in range(NUM_COLS):
            row = row + " " + displayBoard[r][c] + " |"
        print(row)
        print(" +" + "---+" * NUM_COLS)


def readCoordinate(player, displayBoard, second):
    """asks the player until a valid coordinate is entered"""
    while True:
        if second:
            msg = "Player " + str(player + 1) + ": Enter a coordinate for the second card (e.g. B3): "
        else:
            msg = "Player " + str(player + 1) + ": Enter a coordinate (e.g. B3): "
        try:
            text = input(msg)
        except EOFError:
            print()
            sys.exit(0)

        if len(text) == 2:
            letter = text[0].upper()
            number = text[1]
            if "A" <= letter <= chr(64 + NUM_COLS) and number in "012345"[:NUM_ROWS]:
                row = int(number)
                col = ord(letter) - 65
                if displayBoard[row][col] == "#":
                    return row, col
                elif displayBoard[row][col] == " ":
                    print("There is no card at this position anymore!")
                    continue
                else:
                    print("This card is already turned over!")
                    continue
        print("Invalid coordinate! Try again.")


def findTwin(hiddenBoard, displayBoard, letter):
    for r in range(NUM_ROWS):
        for c in range(NUM_COLS):
            if hiddenBoard[r][c] == letter and displayBoard[r][c] == "#":
                return r, c
    return -1, -1


# ----------------------------- main program -----------------------------
hiddenBoard, displayBoard = createBoards()
scores = [0] * NUM_PLAYERS
turn = random.randint(0, NUM_PLAYERS - 1)
firstPlayer = turn
pairsFound = 0

while pairsFound < NUM_PAIRS:
    printBoard(displayBoard, scores, firstPlayer)
    r1, c1 = readCoordinate(turn, displayBoard, False)
    displayBoard[r1][c1] = hiddenBoard[r1][c1]

    printBoard(displayBoard, scores, firstPlayer)
    r2, c2 = readCoordinate(turn, displayBoard, True)
    displayBoard[r2][c2] = hiddenBoard[r2][c2]

    card1 = hiddenBoard[r1][c1]
    card2 = hiddenBoard[r2][c2]
    removed = []
    points = 0

    if card1 == "*" and card2 == "*":
        removed = [(r1, c1), (r2, c2)]
        points = 2
    elif card1 == "*" or card2 == "*":
        if card1 == "*":
            letter = card2
        else:
            letter = card1
        tr, tc = findTwin(hiddenBoard, displayBoard, letter.swapcase())
        displayBoard[tr][tc] = hiddenBoard[tr][tc]
        removed = [(r1, c1), (r2, c2), (tr, tc)]
        points = 2
        pairsFound += 1
    elif card1 != card2 and card1.lower() == card2.lower():
        removed = [(r1, c1), (r2, c2)]
        points = 1
        pairsFound += 1

    printBoard(displayBoard, scores, firstPlayer)
    time.sleep(2)

    if points > 0:
        for (r, c) in removed:
            displayBoard[r][c] = " "
        scores[turn] = scores[turn] + points
    else:
        displayBoard[r1][c1] = "#"
        displayBoard[r2][c2] = "#"
        turn = (turn + 1) % NUM_PLAYERS

# all twins are found -> game over
printBoard(displayBoard, scores, firstPlayer)
print()
print("GAME OVER")
p = firstPlayer
for i in range(NUM_PLAYERS):
    print("Player " + str(p + 1) + ": " + str(scores[p]) + " points")
    p = (p + 1) % NUM_PLAYERS
if scores[0] > scores[1]:
    print("The winner is Player 1!")
elif scores[1] > scores[0]:
    print("The winner is Player 2!")
else:
    print("It's a tie!")
