#!/usr/bin/env python3
"""Joker Twins -- main program.

Modules:
    config.py        constants (board size, players, symbols)
    cards.py         twin generation, dealing, matching helpers
    display.py       screen drawing, clearing, pausing
    player_input.py  reading and validating coordinates
"""
import os
import random
import sys

from config import NUM_ROWS, NUM_COLS, NUM_PLAYERS, JOKER, FACE_DOWN, GONE, \
    COL_LABELS, ROW_LABELS
import cards
import display
import player_input


def name(r, c):
    return COL_LABELS[c] + ROW_LABELS[r]


def status_line(hidden):
    letters, jokers = cards.remaining(hidden)
    return "twins left: %d   jokers left: %d" % (letters // 2, jokers)


def play_turn(player, hidden, view, scores, order, log):
    """One try of two cards.  Returns (points, log message)."""
    status = status_line(hidden)
    display.screen(view, scores, order, player, status, log)
    r1, c1 = player_input.read_coordinate(player, view)
    view[r1][c1] = hidden[r1][c1]

    display.screen(view, scores, order, player, status,
                   "Player %d flipped %s: %s" % (player + 1, name(r1, c1), hidden[r1][c1]))
    r2, c2 = player_input.read_coordinate(player, view, second=True)
    view[r2][c2] = hidden[r2][c2]

    a, b = hidden[r1][c1], hidden[r2][c2]
    won = [(r1, c1), (r2, c2)]
    if a == JOKER and b == JOKER:
        points = 2
        log = "Player %d found BOTH jokers!  +2" % (player + 1)
    elif JOKER in (a, b):
        letter = b if a == JOKER else a
        tr, tc = cards.locate(hidden, letter.swapcase())
        view[tr][tc] = hidden[tr][tc]          # the joker calls the twin up
        won.append((tr, tc))
        points = 2
        log = "Joker! %s at %s completes the twin %s%s  +2" % (
            letter.swapcase(), name(tr, tc), letter.upper(), letter.lower())
    elif cards.is_twin(a, b):
        points = 1
        log = "Player %d found the twin %s%s  +1" % (player + 1, a.upper(), a.lower())
    else:
        points = 0
        log = "%s and %s are no twins -- turn passes" % (a, b)

    # show the flipped cards to both players; nothing under the board
    display.screen(view, scores, order, player, status)
    display.pause()

    for r, c in won:
        if points:
            hidden[r][c] = GONE
            view[r][c] = GONE
        else:
            view[r][c] = FACE_DOWN
    return points, log


def finish(hidden, view, scores, order, last):
    """Turn over leftover jokers for the last finder and announce the result."""
    leftovers = [(r, c) for r in range(NUM_ROWS) for c in range(NUM_COLS)
                 if hidden[r][c] == JOKER]
    log = "All twins are found."
    if leftovers:
        for r, c in leftovers:
            view[r][c] = JOKER
        scores[last] += len(leftovers)
        log = "Leftover joker%s at %s -> +%d for Player %d" % (
            "s" if len(leftovers) > 1 else "",
            " and ".join(name(r, c) for r, c in leftovers), len(leftovers), last + 1)
    display.screen(view, scores, order, None, "G A M E   O V E R", log)
    print()
    best = max(scores)
    winners = [p for p in order if scores[p] == best]
    inner = display.WIDTH - 2
    print("╔" + "═" * inner + "╗")
    print("║" + "FINAL SCORES".center(inner) + "║")
    for p in order:
        print("║" + ("Player %d ..... %2d" % (p + 1, scores[p])).center(inner) + "║")
    print("╠" + "═" * inner + "╣")
    if len(winners) == 1:
        print("║" + ("🏆 Player %d wins! 🏆" % (winners[0] + 1)).center(inner - 2) + "║")
    else:
        print("║" + "It's a tie!".center(inner) + "║")
    print("╚" + "═" * inner + "╝")


def main():
    sys.stdin.reconfigure(errors="replace")   # never crash on odd bytes
    seed = os.environ.get("SEED")
    random.seed(seed)          # SEED for testing; None = seeded from the clock

    turn = random.randint(0, NUM_PLAYERS - 1)
    order = [(turn + i) % NUM_PLAYERS for i in range(NUM_PLAYERS)]
    scores = [0] * NUM_PLAYERS
    hidden = cards.deal()
    view = [[FACE_DOWN] * NUM_COLS for _ in range(NUM_ROWS)]
    log = "The coin says: Player %d begins." % (turn + 1)

    while cards.remaining(hidden)[0] > 0:
        points, log = play_turn(turn, hidden, view, scores, order, log)
        if points:
            scores[turn] += points          # same player goes again
        else:
            turn = (turn + 1) % NUM_PLAYERS  # alternate turns
    finish(hidden, view, scores, order, turn)


if __name__ == "__main__":
    try:
        main()
    except (EOFError, KeyboardInterrupt):
        print("\n Bye!")
    sys.exit(0)
