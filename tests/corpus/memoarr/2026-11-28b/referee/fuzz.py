#!/usr/bin/env python3
"""Robustness check: random and truncated input fed all at once (no interaction).
Every run must end by itself with exit status 0 (end of input = clean exit), never hang or crash.
Usage: fuzz.py PROGRAM [RUNS]"""
import os
import random
import subprocess
import sys

BIN = os.environ.get("MEMOARR_BIN", "/tmp/memoarr_bin")
TOKENS = ["A1", "B4", "C3", "E5", "D2", "a2", "b 3", "Z9", "", " ", "x", "0", "1", "2", "3", "4", "5", "y", "n",
          "e", "none", "-", "top", "left", "right", "bottom", "b", "D", "r", "A", "expert", "normal",
          "Ann", "Bob", "Joe Remember Doe", "\t", "ÄÖÜ", "A1A1", "99999999999999999999", "%s%n", "\x00"]
TOKENS += ["%s%d" % (r, c) for r in "ABCDE" for c in range(1, 6)] * 3
SETUPS = {
    "abe": ["4", "3", "Ann", "Bob", "Cyd"],
    "bea": ["y", "y", "3", "Ann", "Bob", "Cyd"],
    "cole": ["e", "e", "3", "Ann", "top", "Bob", "left", "Cyd", "right"],
    "dina": ["A", "3", "Ann", "Bob", "Cyd"],
    "emil": ["1", "1", "3", "Ann", "Bob", "Cyd"],
}


def run(prog, data, seed):
    env = dict(os.environ, SEED=str(seed))
    try:
        p = subprocess.run([os.path.join(BIN, prog)], input=data, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, env=env, timeout=30)
    except subprocess.TimeoutExpired:
        return "hang"
    if p.returncode != 0:
        return "exit %d %s" % (p.returncode, p.stderr[-200:])
    return None


def main():
    prog = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    bad = 0
    setup = SETUPS[prog]
    # truncated setups
    for k in range(len(setup) + 1):
        err = run(prog, ("\n".join(setup[:k]) + ("\n" if k else "")).encode(), 1)
        if err:
            bad += 1
            print("FAIL truncated setup after %d lines: %s" % (k, err))
    # no newline at the very end
    err = run(prog, "\n".join(setup).encode(), 1)
    if err:
        bad += 1
        print("FAIL setup without final newline: %s" % err)
    for i in range(runs):
        rng = random.Random(i)
        lines = (setup if i % 2 == 0 else []) + [rng.choice(TOKENS) for _ in range(rng.randint(0, 3000))]
        data = ("\n".join(lines)).encode()
        err = run(prog, data, i)
        if err:
            bad += 1
            print("FAIL fuzz run %d: %s" % (i, err))
    # a long game with only valid moves in random order
    for i in range(5):
        rng = random.Random(100 + i)
        lines = setup + ["%s%d" % (r, c) for r in "ABCDE" for c in range(1, 6)] * 0
        moves = []
        for _ in range(4000):
            moves.append("%s%d" % (rng.choice("ABCDE"), rng.randint(1, 5)) if rng.random() < 0.9 else rng.choice(["", "none", "-", "0", "x"]))
        err = run(prog, ("\n".join(lines + moves) + "\n").encode(), 100 + i)
        if err:
            bad += 1
            print("FAIL long run %d: %s" % (i, err))
    print("%s: fuzz %s" % (prog, "ok" if not bad else "%d failures" % bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
