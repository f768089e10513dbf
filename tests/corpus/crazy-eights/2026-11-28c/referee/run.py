#!/usr/bin/env python3
"""Compile each program with `gcc *.c`, play it through pipes with SEED set
and report every rule violation the engine finds.

usage: run.py [name ...] [--seeds N] [--games G] [--first S] [-v]
Binaries go to a temporary directory which is removed afterwards.
"""
import argparse
import glob
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine import Referee          # noqa: E402
from adapters import ADAPTERS       # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(name, tmp):
    exe = os.path.join(tmp, name)
    srcs = sorted(glob.glob(os.path.join(ROOT, name, "*.c")))
    r = subprocess.run(["gcc", "-O1", "-o", exe] + srcs, capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stderr)
        raise SystemExit("build of %s failed" % name)
    return exe


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="*", default=sorted(ADAPTERS))
    ap.add_argument("--seeds", type=int, default=12)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--eof", type=int, default=4, help="extra runs cut off by end of input")
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--dump", help="print the transcript of the run with this seed")
    ap.add_argument("--replies", help="directory: save the referee's typed input per run")
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="c8ref_")
    try:
        for name in args.names:
            exe = build(name, tmp)
            adapter = ADAPTERS[name]()
            total_games = 0
            bad = []
            cov = {}
            seeds = list(range(args.first, args.first + args.seeds))
            runs = [(s, args.games, None) for s in seeds]
            runs += [(1000 + s, 1, 3 + 5 * s) for s in range(args.eof)]
            for seed, games, eof_at in runs:
                cwd = tempfile.mkdtemp(dir=tmp)
                ref = Referee(adapter, exe, seed, games, random.Random(seed * 7 + 1), eof_at)
                viol = ref.run(cwd)
                if hasattr(adapter, "post_run") and eof_at is None:
                    viol += adapter.post_run(cwd, ref)
                total_games += ref.games_done
                for k, n in ref.cov.items():
                    cov[k] = cov.get(k, 0) + n
                if args.dump and int(args.dump) == seed:
                    sys.stdout.write("".join(ref.transcript))
                if args.replies:
                    os.makedirs(args.replies, exist_ok=True)
                    with open(os.path.join(args.replies, "%s_seed%d.txt" % (name, seed)), "w") as f:
                        f.write("".join(t[2:] for t in ref.transcript if t.startswith("<<")))
                if viol:
                    bad.append((seed, viol))
                if args.v:
                    print("  %s seed %d: %d games, results %s, %d violations" %
                          (name, seed, ref.games_done, ref.results, len(viol)))
            print("%-5s %3d games played, %d runs with violations" % (name, total_games, len(bad)))
            if args.v:
                print("      coverage: " + ", ".join("%s=%d" % kv for kv in sorted(cov.items())))
            for seed, viol in bad:
                seen = []
                for v in viol:
                    if v not in seen:
                        seen.append(v)
                for v in seen[:6]:
                    print("      seed %d: %s" % (seed, v))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
