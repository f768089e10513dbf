#!/usr/bin/env python3
"""Run one scripted game twice: through the referee's wrapper (sleep and
clear replaced by markers) and for real (real time.sleep(2), real `clear`
with TERM=xterm).  The two outputs must be the same once the clear escape
is turned into the marker and the sleep markers are dropped, i.e. the real
program flushes its output before clearing and nothing is lost or moved.

usage: realcheck.py PROGRAM_DIR SEED DEALS.jsonl
The deal for SEED comes from `referee.py --dump-deal`.
"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import referee  # noqa: E402


def script(deal):
    """A miss first (so the turn passes), then every twin in a row."""
    pos = {v: k for k, v in deal.items() if v != "*"}
    letters = [chr(ord("A") + i) for i in range(17)]
    lines = [pos["A"], pos["B"]]
    for L in letters:
        lines += [pos[L], pos[L.lower()]]
    return "\n".join(lines) + "\n"


def main():
    prog, seed, deals = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    deal = None
    for line in open(deals):
        d = json.loads(line)
        if d["seed"] == seed:
            deal = d["deal"]
    entry = referee.entry_point(prog)
    data = script(deal).encode()
    env = dict(os.environ, SEED=str(seed), TERM="dumb")
    fake = subprocess.run([sys.executable, "-c", referee.WRAPPER, entry], input=data,
                          env=env, capture_output=True).stdout.decode()
    env["TERM"] = "xterm"
    real = subprocess.run([sys.executable, entry], input=data, env=env,
                          capture_output=True)
    out = real.stdout.decode()
    out = re.sub(r"\x1b\[H\x1b\[2J(\x1b\[3J)?", "@@CLEAR@@\n", out)
    fake = fake.replace("@@SLEEP 2@@\n", "")
    ok = out == fake and real.returncode == 0 and b"Traceback" not in real.stderr
    print("%s seed %d: real run rc=%d, %d chars, %s" % (
        prog, seed, real.returncode, len(out), "same as wrapped run" if ok else "DIFFERENT"))
    if not ok:
        open("/tmp/jt_real_%s.txt" % os.path.basename(prog.rstrip("/")), "w").write(out)
        open("/tmp/jt_fake_%s.txt" % os.path.basename(prog.rstrip("/")), "w").write(fake)
        sys.exit(1)


if __name__ == "__main__":
    main()
