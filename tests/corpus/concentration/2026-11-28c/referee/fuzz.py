#!/usr/bin/env python3
"""Blind robustness check: random input streams (valid and invalid menu
choices, coordinates, garbage), then end of input. Every run must end by
itself with exit status 0, nothing on stderr, and bounded output.
usage: fuzz.py BINARY [runs]"""
import os, random, subprocess, sys

def stream(rng):
    out = []
    for _ in range(rng.randrange(1, 6000)):
        x = rng.random()
        if x < 0.02:
            out.append(rng.choice(['1', '2', '3', '-5', 'abc', '', '   ']))
        elif x < 0.05:
            out.append(rng.choice(['x y', '1.5 2', '2,3', '%d' % rng.randrange(4), '99999999999 3']))
        else:
            out.append('%d %d' % (rng.randrange(-1, 5), rng.randrange(-1, 15)))
    if rng.random() < 0.3:
        out.append('0')
    return '\n'.join(out) + ('\n' if rng.random() < 0.8 else '')

def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    bad = 0
    for seed in range(1, runs + 1):
        rng = random.Random(seed)
        data = stream(rng).encode()
        try:
            p = subprocess.run([binary], input=data, capture_output=True, timeout=20,
                               env=dict(os.environ, SEED=str(seed)))
        except subprocess.TimeoutExpired:
            print('seed %d: TIMEOUT' % seed); bad += 1; continue
        if p.returncode != 0 or p.stderr or len(p.stdout) > 50_000_000:
            print('seed %d: rc=%d stderr=%r size=%d' % (seed, p.returncode, p.stderr[:100], len(p.stdout)))
            bad += 1
    print('== %s: %d runs, %d bad' % (binary, runs, bad))

main()
