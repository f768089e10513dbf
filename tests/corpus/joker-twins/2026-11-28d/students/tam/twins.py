#!/usr/bin/env python3
# Joker Twins (CS-UH 1001, assignment 1)
# Written as a small class so the two boards and the scores stay together.

import os
import random
import sys
import time

NUM_ROWS = 6      # rows of the board
NUM_COLS = 6      # columns of the board
NUM_PLAYERS = 2   # players in the game

JOKER = "*"
BACK = "#"        # face-down card
BLANK = " "       # removed card


class JokerTwins:

    def __init__(self):
        self.cards = [[None] * NUM_COLS for _ in range(NUM_ROWS)]   # hidden board
        self.shown = [[BACK] * NUM_COLS for _ in range(NUM_ROWS)]   # visible board
        self.scores = [0] * NUM_PLAYERS
        self.turn = random.randint(0, NUM_PLAYERS - 1)
        self.order = [(self.turn + i) % NUM_PLAYERS for i in range(NUM_PLAYERS)]
        self.deal()

    # ---------------------------------------------------------------- setup
    def deal(self):
        deck = []
        for i in range((NUM_ROWS * NUM_COLS - 2) // 2):
            deck.append(chr(ord("A") + i))
            deck.append(chr(ord("a") + i))
        deck += [JOKER, JOKER]
        empty = [(r, c) for r in range(NUM_ROWS) for c in range(NUM_COLS)]
        for card in deck:
            r, c = empty.pop(random.randint(0, len(empty) - 1))
            self.cards[r][c] = card

    # -------------------------------------------------------------- drawing
    def draw(self):
        sys.stdout.flush()
        os.system("clear")
        print("Scores: " + "   ".join(
            "[Player %d] %d" % (p + 1, self.scores[p]) for p in self.order))
        print()
        print("     " + "  ".join(chr(ord("A") + c) for c in range(NUM_COLS)))
        for r in range(NUM_ROWS):
            print("  %d  %s" % (r, "  ".join(self.shown[r])))
        print()

    # ---------------------------------------------------------------- input
    def ask(self, second):
        who = "Player %d" % (self.turn + 1)
        if second:
            prompt = who + ": Enter the second coordinate: "
        else:
            prompt = who + ": Enter a coordinate (e.g. B3): "
        while True:
            answer = input(prompt)
            text = answer.upper()      # a3 and A3 mean the same cell
            if len(text) == 2 and "A" <= text[0] < chr(ord("A") + NUM_COLS) \
                    and "0" <= text[1] < str(NUM_ROWS):
                r = int(text[1])
                c = ord(text[0]) - ord("A")
                if self.shown[r][c] == BACK:
                    return r, c
                print("Sorry, %s is not a hidden card." % text)
            else:
                print("Sorry, '%s' is not a valid coordinate." % answer)

    # ----------------------------------------------------------------- game
    def letters_left(self):
        return sum(1 for row in self.cards for x in row if x not in (BLANK, JOKER))

    def where(self, card):
        for r in range(NUM_ROWS):
            for c in range(NUM_COLS):
                if self.cards[r][c] == card:
                    return r, c

    def one_try(self):
        """The current player flips two cards."""
        self.draw()
        r1, c1 = self.ask(False)
        self.shown[r1][c1] = self.cards[r1][c1]
        self.draw()
        r2, c2 = self.ask(True)
        self.shown[r2][c2] = self.cards[r2][c2]
        a, b = self.cards[r1][c1], self.cards[r2][c2]
        flipped = [(r1, c1), (r2, c2)]

        joker_used = False
        if a == JOKER and b == JOKER:
            gain = 2
        elif a == JOKER or b == JOKER:
            other = b if a == JOKER else a
            tr, tc = self.where(other.swapcase())
            self.shown[tr][tc] = self.cards[tr][tc]
            flipped.append((tr, tc))
            gain = 2
            joker_used = True
        elif a != b and a.upper() == b.upper():
            gain = 1
        else:
            gain = 0

        self.draw()
        time.sleep(2)

        if gain:
            self.scores[self.turn] += gain
            for r, c in flipped:
                self.cards[r][c] = BLANK
                self.shown[r][c] = BLANK
        else:
            for r, c in flipped:
                self.shown[r][c] = BACK
        # a twin lets the player go again
        if gain == 0 or joker_used:
            self.turn = (self.turn + 1) % NUM_PLAYERS
        return gain

    def play(self):
        finder = self.turn
        while self.letters_left() > 0:
            player = self.turn
            if self.one_try():
                finder = player          # remember who found the latest twin
        # jokers nobody used go to the player who found the last twin
        bonus = 0
        for r in range(NUM_ROWS):
            for c in range(NUM_COLS):
                if self.cards[r][c] == JOKER:
                    self.shown[r][c] = JOKER
                    bonus += 1
        self.scores[finder] += bonus
        self.draw()
        if bonus:
            print("%d Joker(s) left on the board -> +%d for Player %d." % (bonus, bonus, finder + 1))
        print("Game over! Final score -- " + ", ".join(
            "Player %d: %d" % (p + 1, self.scores[p]) for p in self.order) + ".")
        top = max(self.scores)
        if self.scores.count(top) > 1:
            print("Nobody wins, it's a tie.")
        else:
            print("Player %d is the winner!" % (self.scores.index(top) + 1))


def main():
    sys.stdin.reconfigure(errors="replace")
    seed = os.environ.get("SEED")
    random.seed(seed)   # None -> seeded from the clock
    game = JokerTwins()
    game.play()


if __name__ == "__main__":
    try:
        main()
    except (EOFError, KeyboardInterrupt):
        print()
    sys.exit(0)
