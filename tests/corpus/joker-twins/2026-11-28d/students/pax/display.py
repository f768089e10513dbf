"""Everything that draws on the terminal."""
import os
import sys
import time

from config import NUM_ROWS, NUM_COLS, COL_LABELS, ROW_LABELS, PAUSE

WIDTH = 4 * NUM_COLS + 5


def clear():
    """Clear the terminal (flush first so nothing is printed out of order)."""
    sys.stdout.flush()
    os.system("clear")


def pause():
    sys.stdout.flush()
    time.sleep(PAUSE)


def banner():
    title = "J O K E R   T W I N S"
    print("╔" + "═" * (WIDTH - 2) + "╗")
    print("║" + title.center(WIDTH - 2) + "║")
    print("╚" + "═" * (WIDTH - 2) + "╝")


def scoreboard(scores, order, active, status):
    """Scores in the order of the turns; an arrow marks whose turn it is."""
    for p in order:
        arrow = "▶" if p == active else " "
        stars = "★" * scores[p]
        print(" %s Player %d  %2d pts  %s" % (arrow, p + 1, scores[p], stars))
    print("   " + status)


def grid(view):
    """Draw the visible board with box characters."""
    print("     " + "   ".join(COL_LABELS))
    print("   ┌" + "┬".join(["───"] * NUM_COLS) + "┐")
    for r in range(NUM_ROWS):
        print(" " + ROW_LABELS[r] + " │" + "│".join(" %s " % v for v in view[r]) + "│")
        if r < NUM_ROWS - 1:
            print("   ├" + "┼".join(["───"] * NUM_COLS) + "┤")
    print("   └" + "┴".join(["───"] * NUM_COLS) + "┘")


def screen(view, scores, order, active, status, log=None):
    """One full frame: banner, last event, scores, board.  Nothing below the board."""
    clear()
    banner()
    if log:
        print(" » " + log)
    scoreboard(scores, order, active, status)
    print()
    grid(view)
