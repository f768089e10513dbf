#  Joker Twins
#  CS-UH 1001 Assignment 1
#  by Yara
#
#  hiddenBoard = the real cards, shownBoard = what the players see.

import random
import time
import os
import sys

NUM_ROWS = 6      # constant variable for number of rows
NUM_COLS = 6      # constant variable for number of columns
NUM_PLAYERS = 2   # constant variable for number of players

NUM_PAIRS = (NUM_ROWS * NUM_COLS - 2) // 2   # 17 letter twins, A..Q

# do not crash on weird characters in the input
try:
    sys.stdin.reconfigure(errors="replace")
except (AttributeError, ValueError):
    pass

# randomness: SEED from the environment (for testing), else the clock
seedText = os.environ.get("SEED")
if seedText:
    random.seed(seedText)
else:
    random.seed(time.time())


def makeCards():
    # A a B b C c ... and two Jokers
    cardList = []
    for i in range(NUM_PAIRS):
        cardList.append(chr(ord('A') + i))
        cardList.append(chr(ord('a') + i))
    cardList.append('*')
    cardList.append('*')
    return cardList


def makeHiddenBoard():
    # put each card on a random empty spot
    hiddenBoard = []
    for r in range(NUM_ROWS):
        hiddenBoard.append([''] * NUM_COLS)
    for card in makeCards():
        r = random.randint(0, NUM_ROWS - 1)
        c = random.randint(0, NUM_COLS - 1)
        while hiddenBoard[r][c] != '':
            r = random.randint(0, NUM_ROWS - 1)
            c = random.randint(0, NUM_COLS - 1)
        hiddenBoard[r][c] = card
    return hiddenBoard


def printBoard(shownBoard, scores, firstPlayer):
    # scores first, in the order of the turns
    p = firstPlayer
    for k in range(NUM_PLAYERS):
        print("Player %d score: %d" % (p + 1, scores[p]))
        p = (p + 1) % NUM_PLAYERS
    top = "   "
    for c in range(NUM_COLS):
        top += chr(ord('A') + c) + "   "
    print(top.rstrip())
    sep = " +" + "---+" * NUM_COLS
    print(sep)
    for r in range(NUM_ROWS):
        rowText = str(r) + "|"
        for c in range(NUM_COLS):
            rowText += " " + shownBoard[r][c] + " |"
        print(rowText)
        print(sep)


def askCoordinate(player, shownBoard, secondCard):
    if secondCard:
        prompt = "Player %d: Enter a coordinate for the second card (e.g. B3): " % (player + 1)
    else:
        prompt = "Player %d: Enter a coordinate (e.g. B3): " % (player + 1)
    while True:
        try:
            coord = input(prompt)
        except EOFError:
            print("\nNo more input, bye.")
            sys.exit(0)
        if len(coord) != 2:
            print("Oops, that is not a valid coordinate.")
            continue
        col = coord[0].upper()
        row = coord[1]
        if col < 'A' or col > chr(ord('A') + NUM_COLS - 1) or row < '0' or row > str(NUM_ROWS - 1):
            print("Oops, that is not a valid coordinate.")
            continue
        r = int(row)
        c = ord(col) - ord('A')
        if shownBoard[r][c] != '#':
            print("That card is not available, choose another one.")
            continue
        return r, c


def isTwin(card1, card2):
    if card1 == '*' or card2 == '*':
        return True
    return card1 != card2 and card1.upper() == card2.upper()


def main():
    hiddenBoard = makeHiddenBoard()
    shownBoard = []
    for r in range(NUM_ROWS):
        shownBoard.append(['#'] * NUM_COLS)
    scores = [0] * NUM_PLAYERS
    turn = random.randint(0, NUM_PLAYERS - 1)
    firstPlayer = turn
    pairsFound = 0
    gameOver = False

    while not gameOver:
        printBoard(shownBoard, scores, firstPlayer)
        r1, c1 = askCoordinate(turn, shownBoard, False)
        shownBoard[r1][c1] = hiddenBoard[r1][c1]
        printBoard(shownBoard, scores, firstPlayer)
        r2, c2 = askCoordinate(turn, shownBoard, True)
        shownBoard[r2][c2] = hiddenBoard[r2][c2]
        card1 = hiddenBoard[r1][c1]
        card2 = hiddenBoard[r2][c2]

        printBoard(shownBoard, scores, firstPlayer)
        sys.stdout.flush()
        time.sleep(2)
        os.system("clear")

        if isTwin(card1, card2):
            shownBoard[r1][c1] = ' '
            shownBoard[r2][c2] = ' '
            if card1 == '*' and card2 == '*':
                scores[turn] += 2
            elif card1 == '*' or card2 == '*':
                # the Joker takes the twin of the other card with it
                letter = card2 if card1 == '*' else card1
                for r in range(NUM_ROWS):
                    for c in range(NUM_COLS):
                        if shownBoard[r][c] == '#' and hiddenBoard[r][c] == letter.swapcase():
                            shownBoard[r][c] = ' '
                scores[turn] += 2
                pairsFound += 1
            else:
                scores[turn] += 1
                pairsFound += 1
        else:
            shownBoard[r1][c1] = '#'
            shownBoard[r2][c2] = '#'
            turn = (turn + 1) % NUM_PLAYERS

        # all letter twins found -> the game is over
        if pairsFound == NUM_PAIRS:
            gameOver = True

    printBoard(shownBoard, scores, firstPlayer)
    print()
    print("*** Game over ***")
    p = firstPlayer
    for k in range(NUM_PLAYERS):
        print("Player %d: %d points" % (p + 1, scores[p]))
        p = (p + 1) % NUM_PLAYERS
    if scores[0] > scores[1]:
        print("The winner is Player 1!")
    elif scores[1] > scores[0]:
        print("The winner is Player 2!")
    else:
        print("It's a draw!")


main()
