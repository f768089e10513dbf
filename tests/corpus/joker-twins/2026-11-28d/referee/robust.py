#!/usr/bin/env python3
"""Robustness checks: end of input anywhere, junk bytes, determinism under SEED,
clock seeding without SEED.  Runs the programs wrapped (no real sleeping).

usage: python3 robust.py [NAME ...]
"""
import os
import random
import subprocess
import sys

from adapters import ADAPTERS

HERE = os.path.dirname(os.path.abspath(__file__))
WRAP = os.path.join(HERE, "wrap.py")
CELLS = [c + r for c in "ABCDEF" for r in "012345"]
JUNK = ["", " ", "A 6", "a6", "xyz", "G9", "\t", "5C", "A-1", "é1", "B33"]


def run(script, data, seed="7"):
    env = dict(os.environ)
    env.pop("TERM", None)
    if seed is None:
        env.pop("SEED", None)
    else:
        env["SEED"] = seed
    p = subprocess.run([sys.executable, WRAP, script], input=data, capture_output=True,
                       env=env, timeout=30)
    return p.returncode, p.stdout, p.stderr


def main():
    names = sys.argv[1:] or sorted(ADAPTERS)
    bad = 0
    for name in names:
        script = ADAPTERS[name].script
        problems = []
        rng = random.Random(99)
        for k in range(40):
            lines = [rng.choice(CELLS) if rng.random() < 0.7 else rng.choice(JUNK)
                     for _ in range(rng.randint(0, 80))]
            data = ("\n".join(lines) + ("\n" if rng.random() < 0.5 else "")).encode()
            if k % 5 == 0:
                data += b"\xff\xfe\x80A1\n\xc3"
            try:
                rc, out, err = run(script, data, str(k))
            except subprocess.TimeoutExpired:
                problems.append("run %d: hangs" % k)
                continue
            if rc != 0 or err.strip():
                problems.append("run %d: rc=%d stderr=%r" % (k, rc, err[-200:]))
        # determinism under SEED, variety without it
        data = "\n".join(CELLS).encode()
        a = run(script, data, "42")[1]
        b = run(script, data, "42")[1]
        if a != b:
            problems.append("same SEED, same input, different output")
        outs = set(run(script, data, None)[1] for _ in range(4))
        if len(outs) < 2:
            problems.append("no SEED: 4 runs gave the same output")
        print("%-4s %s" % (name, "ok" if not problems else "PROBLEMS"))
        for p in problems:
            print("     " + p)
        bad += len(problems)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
