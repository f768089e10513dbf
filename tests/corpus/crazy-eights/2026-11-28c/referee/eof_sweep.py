#!/usr/bin/env python3
"""End-of-input sweep: play one refereed game, then replay every prefix of
the referee's replies (same SEED, so the same path) with stdin closed after
it.  Each run must exit with status 0, quickly, without runaway output.
Also feeds a few hostile inputs (binary junk, a 10 kB line).

usage: eof_sweep.py [name ...] [--seed S] [--step K]
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine import Referee          # noqa: E402
from adapters import ADAPTERS       # noqa: E402
from run import build               # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="*", default=sorted(ADAPTERS))
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--step", type=int, default=1)
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="c8eof_")
    try:
        for name in args.names:
            exe = build(name, tmp)
            cwd = tempfile.mkdtemp(dir=tmp)
            ref = Referee(ADAPTERS[name](), exe, args.seed, 1, random.Random(args.seed))
            ref.run(cwd)
            replies = [t[2:] for t in ref.transcript if t.startswith("<<")]
            env = dict(os.environ, SEED=str(args.seed))
            bad = []
            feeds = ["".join(replies[:k]) for k in range(0, len(replies) + 1, args.step)]
            feeds += ["".join(replies[:k]).rstrip("\n") for k in range(1, len(replies), 7)]
            junk = random.Random(1)
            for k in range(5):
                pre = "".join(replies[:3 + 4 * k])
                feeds.append(pre + "".join(chr(junk.randint(1, 255)) for _ in range(300)))
                feeds.append(pre + "x" * 10000 + "\n")
            for feed in feeds:
                c2 = tempfile.mkdtemp(dir=tmp)
                try:
                    r = subprocess.run([exe], input=feed.encode("utf-8", "replace"), cwd=c2,
                                       env=env, capture_output=True, timeout=10)
                    if r.returncode != 0:
                        bad.append("rc %d after %d chars" % (r.returncode, len(feed)))
                    elif len(r.stdout) > 3_000_000:
                        bad.append("runaway output after %d chars" % len(feed))
                except subprocess.TimeoutExpired:
                    bad.append("timeout after %d chars of input" % len(feed))
            print("%-5s %d replies, %d end-of-input runs, %d problems %s" %
                  (name, len(replies), len(feeds), len(bad), bad[:3]))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
