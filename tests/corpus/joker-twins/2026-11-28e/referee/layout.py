#!/usr/bin/env python3
"""Print the hidden layout and the starting player a program deals for a SEED.

usage: layout.py PATH/main.py SEED
Each cell is found by a fresh run that turns over just that cell, then hits EOF.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import referee as R  # noqa: E402


def layout(prog, seed):
    grid = [["?"] * R.NC for _ in range(R.NR)]
    start = None
    for (r, c) in R.CELLS:
        rc, out, err = R.run_plain(prog, seed, [R.name((r, c))])
        toks = R.tokenize(out.replace("\x01", "\n"))
        screens = R.find_screens(toks)
        grid[r][c] = screens[-1]["grid"][r][c]
        m = re.search(r"Player ([12]): Enter a coordinate", out)
        start = int(m.group(1))
    return grid, start


if __name__ == "__main__":
    prog = os.path.abspath(sys.argv[1])
    g, s = layout(prog, int(sys.argv[2]))
    print("starting player:", s)
    print("    " + "   ".join(R.COLS))
    for r in range(R.NR):
        print("%d   %s" % (r, "   ".join(g[r])))
