#!/usr/bin/env python3
"""Print the deal a program makes for a SEED (learned by playing one referee game)
and an input script that finds every letter twin without touching a Joker.

usage: deal.py PROGRAM_DIR SEED
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import referee  # noqa: E402

prog, seed = os.path.abspath(sys.argv[1]), int(sys.argv[2])
args = argparse.Namespace(no_invalid=True, skip="same,lower,removed")
g = referee.Game(prog, seed, args)
g.mode = "memory"
res, proc = g.run()
deal = referee.deduce(g.known)
if deal is None:
    sys.exit("could not learn the deal (%s)" % res)
print("starting player:", g.order[0])
for r in range(6):
    print(r, " ".join(deal[(r, c)] for c in range(6)))
pos = {v: p for p, v in deal.items() if v != "*"}
script = []
for i in range(17):
    up, lo = chr(65 + i), chr(97 + i)
    script += [referee.name(pos[up]), referee.name(pos[lo])]
print("jokers:", " ".join(referee.name(p) for p, v in deal.items() if v == "*"))
print("all twins, no joker:", " ".join(script))
