#!/usr/bin/env python3
"""run one game and print its transcript: one.py BIN ADAPTER SEED MODE N STRATEGY [bad_rate]"""
import sys
from referee import Game
exe, ad, seed, mode, n, strat = sys.argv[1:7]
bad = float(sys.argv[7]) if len(sys.argv) > 7 else 0.12
g = Game(exe, ad, int(seed), mode, int(n), strat, bad_rate=bad)
errs = g.play()
print(''.join(x if not x.startswith('>>> ') else x + '\n' for x in g.proc.log))
print('ERRORS:', errs)
