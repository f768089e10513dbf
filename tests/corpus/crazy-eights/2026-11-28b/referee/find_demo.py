#!/usr/bin/env python3
"""Looks for short demonstrations of a program's rule breaks: clean play (no invalid
input), one game, seeds from --from on; prints the first seed per kind of error with
the inputs that lead to it.  usage: find_demo.py PROGRAM [--from N] [--count N]"""
import argparse
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run                     # noqa: E402
from adapters import ALL       # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('program')
    ap.add_argument('--from', dest='start', type=int, default=1)
    ap.add_argument('--count', type=int, default=40)
    ap.add_argument('--src')
    ap.add_argument('--draw-rate', type=float, default=None,
                    help='how often to draw while holding a playable card (long games)')
    a = ap.parse_args()
    ad = ALL[a.program]
    bindir = tempfile.mkdtemp(prefix='c8demo_')
    try:
        exe = run.build(ad, bindir, a.src)
        seen = {}
        for seed in range(a.start, a.start + a.count):
            errs, info, inputs, out = run.play_session(ad, exe, seed, 0, clean=True, stop_at_error=True,
                                                       draw_rate=a.draw_rate)
            for e in errs[:1]:
                kind = e.split(': ', 1)[-1]
                kind = ' '.join(w for w in kind.split() if not any(ch.isdigit() for ch in w))[:45]
                if kind not in seen or len(inputs) < seen[kind][1]:
                    seen[kind] = (seed, len(inputs), inputs, e)
        for kind, (seed, n, inputs, e) in seen.items():
            print('SEED=%d  (%d inputs)  %s' % (seed, n, e))
            print('   input: ' + ' | '.join(inputs))
    finally:
        shutil.rmtree(bindir, ignore_errors=True)


if __name__ == '__main__':
    main()
