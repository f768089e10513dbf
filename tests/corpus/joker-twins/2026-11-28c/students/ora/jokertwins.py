"""
Joker Twins  (CS assignment 1)
Ora

Two players take turns turning over two cards of a 6x6 board.
A twin is an upper case letter with its lower case letter.
A joker (*) completes a twin with the card turned over before or after it.
"""

import os
import sys
import time
import random

NUM_ROWS = 6        # number of rows
NUM_COLS = 6        # number of columns
NUM_PLAYERS = 2     # number of players

JOKER = '*'
DOWN = '#'
REMOVED = ' '


def init_random():
    """SEED (environment) makes the game repeatable; otherwise use the clock."""
    s = os.getenv('SEED')
    if s:
        try:
            random.seed(int(s))
        except ValueError:
            random.seed(s)
    else:
        random.seed(int(time.time() * 1000))


def make_deck():
    """Twins from 'A'/'a' upwards, as many as the board holds, plus 2 jokers."""
    deck = []
    for i in range((NUM_ROWS * NUM_COLS) // 2 - 1):
        deck += [chr(ord('A') + i), chr(ord('a') + i)]
    deck += [JOKER, JOKER]
    return deck


def deal(deck):
    """Shuffle the deck with randint (swap each place with a later one),
    then lay it out row by row."""
    for i in range(len(deck) - 1):
        j = random.randint(i, len(deck) - 1)
        deck[i], deck[j] = deck[j], deck[i]
    return [[deck[r * NUM_COLS + c] for c in range(NUM_COLS)] for r in range(NUM_ROWS)]


def show(view, scores, first):
    """Scores in the order of turns, then the board."""
    for i in range(NUM_PLAYERS):
        p = (first + i) % NUM_PLAYERS
        print(f"Player {p + 1} score: {scores[p]}")
    print('   ' + '   '.join(chr(ord('A') + c) for c in range(NUM_COLS)))
    sep = ' +' + '---+' * NUM_COLS
    print(sep)
    for r in range(NUM_ROWS):
        print(f"{r}|" + ''.join(f" {view[r][c]} |" for c in range(NUM_COLS)))
        print(sep)


def clear():
    sys.stdout.flush()
    os.system('clear')


def quit_game():
    print()
    sys.exit(0)


def read_coordinate(player, view, word):
    """Ask the player for a coordinate until it points to a card in the game."""
    while True:
        try:
            text = input(f"Player {player + 1}: Enter {word} coordinate (e.g. B3): ")
        except (EOFError, KeyboardInterrupt):
            quit_game()
        text = text.rstrip('\r\n')
        if len(text) != 2:
            print("Sorry, a coordinate is one letter and one digit, e.g. B3.")
            continue
        col = ord(text[0]) - ord('A')
        row = ord(text[1]) - ord('0')
        if not (0 <= col < NUM_COLS and 0 <= row < NUM_ROWS):
            print(f"Sorry, use a column A-{chr(ord('A') + NUM_COLS - 1)} and a row 0-{NUM_ROWS - 1}.")
            continue
        if view[row][col] == REMOVED:
            print("Sorry, that card has already been taken.")
            continue
        return row, col


def letters_remaining(cards):
    return any(card not in (JOKER, REMOVED) for line in cards for card in line)


def main():
    init_random()
    try:
        sys.stdin.reconfigure(errors='replace')
    except Exception:
        pass
    cards = deal(make_deck())
    view = [[DOWN] * NUM_COLS for _ in range(NUM_ROWS)]
    scores = [0] * NUM_PLAYERS
    turn = random.randint(0, NUM_PLAYERS - 1)
    first = turn

    clear()
    print(f"~ Joker Twins ~   Player {turn + 1} goes first.\n")
    while letters_remaining(cards):
        show(view, scores, first)
        r1, c1 = read_coordinate(turn, view, 'a')
        view[r1][c1] = cards[r1][c1]
        clear()
        show(view, scores, first)
        r2, c2 = read_coordinate(turn, view, 'another')
        view[r2][c2] = cards[r2][c2]

        a = cards[r1][c1]
        b = cards[r2][c2]
        found = [(r1, c1), (r2, c2)]
        gain = 0
        if a == JOKER:
            # joker first: the next card and its twin
            if b != JOKER:
                twin = b.swapcase()
                for r in range(NUM_ROWS):
                    for c in range(NUM_COLS):
                        if cards[r][c] == twin:
                            found.append((r, c))
                            view[r][c] = twin
            gain = 2
        elif b == JOKER:
            # joker second: the previous card and its twin
            twin = a.swapcase()
            for r in range(NUM_ROWS):
                for c in range(NUM_COLS):
                    if cards[r][c] == twin:
                        found.append((r, c))
                        view[r][c] = twin
            gain = 1
        elif a != b and a.lower() == b.lower():
            gain = 1

        clear()
        show(view, scores, first)
        sys.stdout.flush()
        time.sleep(2)
        clear()

        if gain:
            for r, c in found:
                cards[r][c] = REMOVED
                view[r][c] = REMOVED
            scores[turn] += gain
            print(f"Player {turn + 1} found a twin (+{gain}) and plays again.\n")
        else:
            for r, c in found:
                view[r][c] = DOWN
            turn = (turn + 1) % NUM_PLAYERS
            print(f"No twin. Player {turn + 1}'s turn.\n")

    # remaining jokers are turned over automatically
    extra = sum(line.count(JOKER) for line in cards)
    if extra:
        scores[turn] += extra
        for r in range(NUM_ROWS):
            for c in range(NUM_COLS):
                if cards[r][c] == JOKER:
                    cards[r][c] = REMOVED
                    view[r][c] = REMOVED
        print(f"{extra} joker(s) left: +{extra} for Player {turn + 1}.\n")
    show(view, scores, first)
    print("\n*** Game over ***")
    if scores[0] == scores[1]:
        print(f"Tie! Both players have {scores[0]} points.")
    else:
        win = 0 if scores[0] > scores[1] else 1
        print(f"Player {win + 1} wins!")
    print(f"Final scores: Player 1 = {scores[0]}, Player 2 = {scores[1]}")


if __name__ == "__main__":
    main()
