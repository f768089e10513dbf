#!/usr/bin/env python3
"""play one game like referee.py does and save the input lines that were sent:
repro.py BIN ADAPTER SEED MODE N STRATEGY BAD_RATE OUTFILE"""
import sys
from referee import Game
exe, ad, seed, mode, n, strat, bad, out = sys.argv[1:9]
g = Game(exe, ad, int(seed), mode, int(n), strat, bad_rate=float(bad))
errs = g.play()
with open(out, 'w') as f:
    for x in g.proc.log:
        if x.startswith('>>> '):
            f.write(x[4:] + '\n')
print('ERRORS:', errs)
