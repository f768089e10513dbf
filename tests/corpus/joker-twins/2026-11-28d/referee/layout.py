#!/usr/bin/env python3
"""Print the deal a program makes for a SEED (learned by playing a game through it),
and a perfect-play input that finds all letter twins without touching a joker.

usage: python3 layout.py NAME SEED
"""
import random
import sys

import referee
from adapters import ADAPTERS

name, seed = sys.argv[1], int(sys.argv[2])
g = referee.Game(ADAPTERS[name], seed, "memory", random.Random(seed), bad_rate=0)
g.play()
lay = g.full_layout()
print("     " + "  ".join(referee.COLS))
for r in range(6):
    print("  %d  %s" % (r, "  ".join(lay[(r, c)] for c in range(6))))
where = {v: k for k, v in lay.items() if v != "*"}
seq = []
for i in range(17):
    up = chr(65 + i)
    seq += [referee.cname(where[up]), referee.cname(where[up.lower()])]
print("jokers at:", " ".join(referee.cname(k) for k, v in sorted(lay.items()) if v == "*"))
print("perfect play (no jokers):", " ".join(seq))
